/** What the commission administration says. */
export const COMMISSION_LOAD_FAILED = "Cette commission n'a pas pu être chargée.";
export const RESERVATIONS_LOAD_FAILED = "Les réservations n'ont pas pu être chargées.";
export const COMMISSION_SAVED = 'Paramètres de la commission enregistrés';
export const COMMISSION_SAVE_FAILED = "Les paramètres n'ont pas pu être enregistrés. Réessayez.";
export const NAME_REQUIRED = 'Le nom est obligatoire';
export const PRICE_INVALID = 'Indiquez un prix positif, par exemple 12,50';
export const PERIOD_REQUIRED = 'Choisissez la période de facturation';
export const RESOURCE_SAVE_FAILED = "La ressource n'a pas pu être enregistrée. Réessayez.";
export const RESOURCE_DELETE_FAILED = "La ressource n'a pas pu être supprimée. Réessayez.";
export const resourceCreated = (name: string) => `Ressource « ${name} » créée`;
export const resourceSaved = (name: string) => `Ressource « ${name} » enregistrée`;
export const resourceDeleted = (name: string) => `Ressource « ${name} » supprimée`;
export const IMAGE_NOT_AN_IMAGE = 'Choisissez une image JPEG, PNG, WebP ou GIF.';
export const imageTooHeavy = (size: string) =>
  `Cette image pèse ${size}, au-delà des 10 Mo acceptés.`;
export const imageUploadFailed = (name: string) =>
  `La ressource « ${name} » est enregistrée, mais son image n'a pas pu être envoyée. Réessayez.`;
