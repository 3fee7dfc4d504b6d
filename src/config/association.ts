/**
 * The association as its papers name it: the member card, and later its receipts. One place, so
 * that another amicale changes it here.
 */
export const association = {
  name: 'Amicale des sapeurs-pompiers',
} as const;
