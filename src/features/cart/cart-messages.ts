export const RESOURCE_LOAD_FAILED = "Cette ressource n'a pas pu être chargée.";
export const PAYMENT_DONE = 'Paiement effectué';
export const PAYMENT_CANCELLED = 'Paiement annulé';
export const ADDED_TO_CART = 'Ajouté au panier';
/** Said to assistive technologies once a line is added (the recap panel shows it to the eye). */
export const addedToCart = (name: string, lines: number) =>
  `${ADDED_TO_CART} : ${name}. Le panier compte ${lines} réservation${lines > 1 ? 's' : ''}.`;
export const AVAILABILITY_LOAD_FAILED =
  "Les disponibilités n'ont pas pu être chargées : réessayez avant d'ajouter au panier.";
export const CART_CHECK_FAILED =
  "Le panier n'a pas pu être vérifié : ses prix et ses disponibilités doivent l'être avant de commander.";
