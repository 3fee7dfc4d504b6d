import type { CalendarPurchase } from '@/api/types';
import { appBaseAddress } from '@/config/env';
import { paths } from '@/config/paths';
import { POSTAL_CODE_INVALID } from '@/components/person/person-messages';
import { EMAIL_INVALID, isEmailValid } from '@/lib/email';
import { isPostalCodeValid } from '@/lib/postal-address';
import { CAPTCHA_UNTICKED, FIELD_REQUIRED } from '@/lib/form-messages';

export { FIELD_REQUIRED };

/**
 * Calendar amounts (docs/rules.md#validation-of-what-people-type): the presets and the free
 * amount's minimum are the specification's; the maximum is the largest amount Stripe Checkout
 * charges in euros; a card is charged in cents, so an amount has at most two decimals.
 */
export const AMOUNT_PRESETS = [5, 10, 20, 50] as const;
export const MINIMUM_AMOUNT = 2;
export const MAXIMUM_AMOUNT = 999_999.99;

export const REQUIRED_MISSING = "Tous les champs marqués d'une étoile (*) sont obligatoires";
export const POSTAL_CODE_NOT_NUMBER = 'Le code postal doit être un nombre';
export const STUB_NOT_NUMBER = 'Le numéro de souche doit être un nombre';
export const AMOUNT_NOT_NUMBER = 'Le montant doit être un nombre';
export const AMOUNT_TOO_LOW = 'Le montant minimum est de 2 €';
export const AMOUNT_TOO_HIGH = 'Le montant maximum est de 999 999,99 €';
export const AMOUNT_CENTS = 'Le montant a au plus deux décimales (les centimes)';
export const STUB_OUT_OF_RANGE = 'Le numéro de souche va de 1 à 999 999 999';
/**
 * A stub number has at most nine digits: the backend keeps it as a 32-bit integer, and every
 * nine-digit number fits one. Stubs are numbered from 1.
 */
export const STUB_MAX_DIGITS = 9;
export const CAPTCHA_REQUIRED = CAPTCHA_UNTICKED;

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

export type PurchaseField = keyof PurchaseValues;

/** Every field of the purchase is required, in the order of the form. */
export const REQUIRED_FIELDS: readonly PurchaseField[] = [
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

export function isPurchaseComplete(values: PurchaseValues): boolean {
  return REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
}

/** '12,50', '12.50' or '1 000' → the number; anything else → NaN. */
export function parseAmount(text: string): number {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The digits of a number typed with or without spaces (`35 700`), or null if not a number. */
function digitsOf(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

function amountProblem(text: string): string | null {
  const amount = parseAmount(text);
  if (Number.isNaN(amount)) {
    const decimal = /^\d+[.,]\d{3,}$/.test(text.replace(/\s/g, ''));
    return decimal ? AMOUNT_CENTS : AMOUNT_NOT_NUMBER;
  }
  if (amount < MINIMUM_AMOUNT) return AMOUNT_TOO_LOW;
  if (amount > MAXIMUM_AMOUNT) return AMOUNT_TOO_HIGH;
  return null;
}

/** What is wrong with each field, to show next to it. */
export function purchaseFieldErrors(
  values: PurchaseValues,
): Partial<Record<PurchaseField, string>> {
  const errors: Partial<Record<PurchaseField, string>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = FIELD_REQUIRED;
  }
  if (!errors.email && !isEmailValid(values.email)) errors.email = EMAIL_INVALID;
  if (!errors.postalCode) {
    const digits = digitsOf(values.postalCode);
    if (digits === null) errors.postalCode = POSTAL_CODE_NOT_NUMBER;
    else if (!isPostalCodeValid(digits)) errors.postalCode = POSTAL_CODE_INVALID;
  }
  if (!errors.stubNumber) {
    const digits = digitsOf(values.stubNumber);
    if (digits === null) errors.stubNumber = STUB_NOT_NUMBER;
    else if (stubNumberFrom(digits) === null) errors.stubNumber = STUB_OUT_OF_RANGE;
  }
  const amount = errors.amount ? null : amountProblem(values.amount);
  if (amount) errors.amount = amount;
  return errors;
}

/** The first problem of the form, as the message above `Payer`, or null. */
export function purchaseProblem(values: PurchaseValues): string | null {
  if (!isPurchaseComplete(values)) return REQUIRED_MISSING;
  const errors = purchaseFieldErrors(values);
  return REQUIRED_FIELDS.map((field) => errors[field]).find(Boolean) ?? null;
}

/**
 * What a valid form orders, without the captcha's token (the same order is recognised by it
 * after a failed redirect). The backend appends the order's identifier to `successRedirect`.
 */
export function purchaseOrder(values: PurchaseValues): Omit<CalendarPurchase, 'recaptcha'> {
  return {
    person: {
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      email: values.email.trim(),
      address: {
        streetNumber: values.streetNumber.trim(),
        streetName: values.streetName.trim(),
        // Digits as typed, a string: a leading zero (01000) is part of a French postal code.
        postalCode: digitsOf(values.postalCode) ?? '',
        city: values.city.trim(),
      },
    },
    amount: parseAmount(values.amount),
    stubNumber: Number(digitsOf(values.stubNumber)),
    successRedirect: paths.calendarCode.absoluteHref(''),
  };
}

export const PAYMENT_STATES: Record<string, string> = {
  PAID: 'Payée',
  PENDING: 'En attente',
  CANCELLED: 'Annulée',
};

export function paymentStateLabel(state: string): string {
  return PAYMENT_STATES[state] ?? state;
}

/** A stub number as typed or read from an address: digits only (leading zeros dropped), or null. */
export function stubNumberFrom(text: string | null | undefined): number | null {
  const digits = (text ?? '').trim();
  if (!/^\d+$/.test(digits)) return null;
  const significant = digits.replace(/^0+/, '');
  if (significant === '' || significant.length > STUB_MAX_DIGITS) return null;
  return Number(significant);
}

/**
 * The purchase's address for one stub, outside the hash (`{origin}{base}calendrier?souche={n}`):
 * the tour's QR code, short enough to scan from a phone held at arm's length. The app turns it
 * into its hash route and the purchase opens with `Numéro de souche` filled in.
 */
export function stubPurchaseAddress(stubNumber: number): string {
  return `${appBaseAddress()}calendrier?souche=${stubNumber}`;
}
