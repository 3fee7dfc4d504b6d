export const ALBUMS_LOAD_FAILED = "Les albums n'ont pas pu être chargés.";
export const PHOTO_LOAD_FAILED = "Cette photo n'a pas pu être chargée.";
