/** The account page's words (SPEC §8 'Address errors: Error {detail}'). */
export const ACCOUNT_LOAD_FAILED = "Ce compte n'a pas pu être chargé.";
export const ADDRESS_LOAD_FAILED = "L'adresse n'a pas pu être chargée.";
