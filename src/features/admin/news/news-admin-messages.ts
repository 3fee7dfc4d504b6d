/** What the news administration says. */
export const NEWS_SAVE_FAILED = "L'information n'a pas pu être enregistrée. Réessayez.";
export const NEWS_DELETE_FAILED = "L'information n'a pas pu être supprimée. Réessayez.";
export const TITLE_REQUIRED = 'Le titre est obligatoire';
export const TEXT_REQUIRED = 'Le texte est obligatoire';
export const newsPublished = (title: string) => `Information « ${title} » publiée`;
export const newsSaved = (title: string) => `Information « ${title} » enregistrée`;
export const newsDeleted = (title: string) => `Information « ${title} » supprimée`;
