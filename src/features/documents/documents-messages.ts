export const DOCUMENTS_LOAD_FAILED = "Les documents n'ont pas pu être chargés.";
export const DOCUMENT_DOWNLOAD_FAILED =
  "Le document n'a pas pu être téléchargé. Vérifiez votre connexion et réessayez.";
