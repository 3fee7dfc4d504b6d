import { formatDate } from '@/lib/format';

/**
 * The calendar receipt's words, shared by its PDF (papers.ts, with jsPDF) and its text on the
 * code screen (its accessible version, RGAA 13.3), which loads no PDF maker.
 */

/** A calendar's receipt: what the donor typed before paying, and the order Stripe returned. */
export interface CalendarReceipt {
  /** The order's reference (its `externalIdentifier`). */
  reference: string;
  /** The day it was paid, YYYY-MM-DD. */
  paidOn: string;
  year: number;
  firstName: string;
  lastName: string;
  address: { streetNumber: string; streetName: string; postalCode: string; city: string };
  amount: number;
  stubNumber: number;
}

export const RECEIPT_NOT_FISCAL = "Ce reçu n'est pas un reçu fiscal.";

/** The receipt's heading lines: label and value. */
export const receiptHead = (receipt: CalendarReceipt): [string, string][] => [
  ['Date', formatDate(receipt.paidOn)],
  ['Commande n°', receipt.reference],
  ['Numéro de souche', String(receipt.stubNumber)],
];

/** The donor as the receipt writes them: name, street, town. */
export const donorLines = ({ firstName, lastName, address }: CalendarReceipt): string[] => [
  `${firstName} ${lastName}`,
  `${address.streetNumber} ${address.streetName}`.trim(),
  `${address.postalCode} ${address.city}`.trim(),
];

/** The receipt's line for the gift. */
export const giftLine = (year: number) => `Don pour le calendrier ${year}, payé par carte`;

/** The receipt's thanks. */
export const thanksLine = (association: string, { firstName, lastName }: CalendarReceipt) =>
  `${association} remercie ${firstName} ${lastName} de son soutien aux sapeurs-pompiers.`;
