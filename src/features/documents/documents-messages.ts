export const DOCUMENT_DOWNLOAD_FAILED =
  "Le document n'a pas pu être téléchargé. Vérifiez votre connexion et réessayez.";
