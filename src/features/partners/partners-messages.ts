export const PARTNERS_LOAD_FAILED = "Les partenaires n'ont pas pu être chargés.";
