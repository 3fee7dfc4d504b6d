/** What the documents and partners of `Générale` say. */
export const DOCUMENT_FILE_REQUIRED = 'Choisissez le fichier à publier';
export const DOCUMENT_TOO_HEAVY = 'Ce fichier dépasse 10 Mo : réduisez-le avant de le publier.';
export const DOCUMENT_NAME_REQUIRED = 'Le nom du document est obligatoire';
export const DOCUMENT_SAVE_FAILED = "Le document n'a pas pu être publié. Réessayez.";
export const DOCUMENT_RENAME_FAILED = "Le document n'a pas pu être renommé. Réessayez.";
export const DOCUMENT_DELETE_FAILED = "Le document n'a pas pu être supprimé. Réessayez.";
export const documentAdded = (name: string) => `Document « ${name} » publié`;
export const documentRenamed = (name: string) => `Document renommé « ${name} »`;
export const documentDeleted = (name: string) => `Document « ${name} » supprimé`;

export const PARTNER_NAME_REQUIRED = 'Le nom du partenaire est obligatoire';
export const PARTNER_URL_INVALID =
  'Indiquez une adresse complète en https://, par exemple https://exemple.fr';
export const PARTNER_SAVE_FAILED = "Le partenaire n'a pas pu être enregistré. Réessayez.";
export const PARTNER_DELETE_FAILED = "Le partenaire n'a pas pu être supprimé. Réessayez.";
export const partnerCreated = (name: string) => `Partenaire « ${name} » ajouté`;
export const partnerSaved = (name: string) => `Partenaire « ${name} » enregistré`;
export const partnerDeleted = (name: string) => `Partenaire « ${name} » supprimé`;
