/**
 * The association as its papers name it (the footer, the member card, and later its receipts):
 * one place, so that another amicale changes it here.
 */
export const association = {
  /** Its name on a card or a receipt. */
  name: 'Amicale des sapeurs-pompiers',
  /** Its name with its city, as the footer signs. */
  fullName: 'Amicale des sapeurs-pompiers de Rennes',
  street: '2 rue du Moulin de Joué',
  postalCode: '35700',
  city: 'Rennes',
} as const;

/** `Amicale des sapeurs-pompiers, 2 rue du Moulin de Joué, 35700 Rennes`. */
export const postalAddress = `${association.name}, ${association.street}, ${association.postalCode} ${association.city}`;
