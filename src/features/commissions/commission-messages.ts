export const COMMISSION_LOAD_FAILED = "Cette commission n'a pas pu être chargée.";
