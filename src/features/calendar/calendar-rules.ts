import { appBaseAddress } from '../../config/env';

/** Calendar amounts (SPEC §9): presets and the free amount's minimum. */
export const AMOUNT_PRESETS = [5, 10, 20, 50] as const;
export const MINIMUM_AMOUNT = 2;

export const REQUIRED_MISSING = "Tous les champs marqués d'une étoile (*) sont obligatoires";
export const AMOUNT_TOO_LOW = 'Le montant minimum est de 2 €';
export const EMAIL_INVALID = 'e-mail invalide';
export const ORDER_FAILED = 'La commande ne peut pas être effectuée';
export const orderRedirectFailed = (message: string) => `La commande a échoué ${message}`;

/** A standard e-mail pattern (SPEC §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface PurchaseValues {
  lastName: string;
  firstName: string;
  email: string;
  streetNumber: string;
  streetName: string;
  postalCode: string;
  city: string;
  stubNumber: string;
  amount: string;
}

export const REQUIRED_FIELDS: (keyof PurchaseValues)[] = [
  'lastName',
  'firstName',
  'email',
  'streetNumber',
  'streetName',
  'postalCode',
  'city',
  'stubNumber',
  'amount',
];

/** '12,50' or '12.50' → 12.5; anything else → NaN. */
export function parseAmount(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first problem of a purchase form, as the message to show, or null. */
export function purchaseProblem(values: PurchaseValues): string | null {
  if (REQUIRED_FIELDS.some((field) => values[field].trim() === '')) return REQUIRED_MISSING;
  if (!isEmailValid(values.email)) return EMAIL_INVALID;
  if (!/^\d+$/.test(values.postalCode.trim()) || !/^\d+$/.test(values.stubNumber.trim())) {
    return REQUIRED_MISSING;
  }
  const amount = parseAmount(values.amount);
  if (!(amount >= MINIMUM_AMOUNT)) return AMOUNT_TOO_LOW;
  return null;
}

/** Where the backend sends the donor after payment: it appends the order's identifier. */
export function calendarSuccessRedirect(): string {
  return `${appBaseAddress()}#/calendrier/code/`;
}

/** What the QR code encodes (CONTRACT §5): the staff screen of the order. */
export function calendarOrderAddress(externalIdentifier: string): string {
  return `${appBaseAddress()}#/management/commissions/calendarCommandDetails/${externalIdentifier}`;
}

/** The identifier of the code screen: the route parameter, or the address's last segment. */
export function externalIdentifierFrom(param: string | undefined, href: string): string {
  if (param) return param;
  const marker = '/calendrier/code/';
  const at = href.indexOf(marker);
  if (at < 0) return '';
  return decodeURIComponent(
    href
      .slice(at + marker.length)
      .split(/[?#]/)[0]
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '',
  );
}

export const PAYMENT_STATES: Record<string, string> = {
  PAID: 'Payée',
  PENDING: 'En attente',
  CANCELLED: 'Annulée',
};

export function paymentStateLabel(state: string): string {
  return PAYMENT_STATES[state] ?? state;
}
