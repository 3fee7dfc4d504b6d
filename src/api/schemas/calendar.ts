import * as z from 'zod/mini';
import { id, optionalText } from './common';

/** A donor's address as the purchase sends it: the postal code as the digits typed. */
const donorAddressBody = z.object({
  streetNumber: z.string(),
  streetName: z.string(),
  postalCode: z.string(),
  city: z.string(),
});

/** POST /commands/calendar (no login). */
export const calendarPurchaseBody = z.object({
  person: z.object({
    lastName: z.string(),
    firstName: z.string(),
    email: z.string(),
    address: donorAddressBody,
  }),
  amount: z.number(),
  stubNumber: z.number(),
  recaptcha: z.string(),
  successRedirect: z.string(),
});

/** PAID, PENDING or CANCELLED. */
const paymentStatus = z.string();

/**
 * A calendar order as the calendar team reads it (the year's ledger, the order a QR code points
 * to): the donor as sent to the calendar's administrators (a backend keeping the postal code as a
 * number answers it as one); to a seller, the donor's first name and the initial of the last
 * name, without e-mail nor address.
 */
export const calendarOrderSchema = z.object({
  id: z.optional(id),
  externalIdentifier: z.string(),
  person: z.object({
    /** The whole name, or its initial alone (a seller's reading). */
    lastName: z._default(z.string(), ''),
    firstName: z.string(),
    email: optionalText,
    address: z.optional(
      z.object({
        streetNumber: z.pipe(
          z.nullish(z.union([z.string(), z.number()])),
          z.transform((value) => (value === null || value === undefined ? '' : String(value))),
        ),
        streetName: z.string(),
        postalCode: z.union([z.string(), z.number()]),
        city: z.string(),
      }),
    ),
  }),
  amount: z.number(),
  stubNumber: z.number(),
  /** ISO date-time */
  date: z.string(),
  paymentStatus,
});

export type CalendarPurchase = z.input<typeof calendarPurchaseBody>;
export type CalendarOrder = z.output<typeof calendarOrderSchema>;

/**
 * A stub's order as the tour shows it at the door (`GET /commands/calendar?search=stubNumber==`):
 * the donor by first name and initial, the amount and the state. Nothing else is read nor kept on
 * the device: no e-mail, no address, no full name, no order identifier (which opens the order).
 */
export const tourOrderSchema = z.pipe(
  z.object({
    person: z.object({ firstName: z.string(), lastName: optionalText }),
    amount: z.number(),
    /** ISO date-time */
    date: z._default(z.string(), ''),
    paymentStatus,
  }),
  z.transform(({ person, amount, date, paymentStatus: state }) => ({
    donor: donorName(person.firstName, person.lastName),
    amount,
    date,
    paymentStatus: state,
  })),
);

/** `Jeanne D.`: a first name and the initial of the last name. */
export function donorName(firstName: string, lastName?: string | null): string {
  const initial = [...(lastName ?? '').trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('fr')}.` : firstName.trim();
}

export type TourOrder = z.output<typeof tourOrderSchema>;
