export const PHOTO_LOAD_FAILED = "Cette photo n'a pas pu être chargée.";
