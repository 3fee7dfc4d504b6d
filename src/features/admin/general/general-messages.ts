/** What the general administration says. */
export const RGPD_LOAD_FAILED = "Le texte de protection des données n'a pas pu être chargé.";
export const RGPD_SAVED = 'Texte de protection des données enregistré';
export const RGPD_SAVE_FAILED = "Le texte n'a pas pu être enregistré. Réessayez.";
export const RGPD_REQUIRED = 'Le texte ne peut pas être vide';
