export const RESOURCE_LOAD_FAILED = "Cette ressource n'a pas pu être chargée.";
export const PAYMENT_DONE = 'Paiement effectué';
export const PAYMENT_CANCELLED = 'Paiement annulé';
export const ADDED_TO_CART = 'Ajouté au panier';
