/** The account page's words (an address refused: `Error {detail}`). */
export const ACCOUNT_LOAD_FAILED = "Ce compte n'a pas pu être chargé.";
export const ADDRESS_LOAD_FAILED = "L'adresse n'a pas pu être chargée.";
