import * as z from 'zod/mini';
import { id, idOfLink, links, optionalDay, optionalText } from './common';

/** A reservation's resource when the backend embeds it: its id at least. */
const resourceRef = z.object({
  id,
  name: optionalText,
  price: z.optional(z.number()),
  billingPeriod: optionalText,
  commission: optionalText,
});

/** Who booked, when the reader may know it. */
const booker = z.object({ id, firstName: optionalText, lastName: optionalText });

/**
 * A reservation (`GET /reservations`, an order's lines). Its resource comes embedded or named by
 * a link only (`_links.resource`): `resourceId` is read from either. `price`, what the line cost,
 * only when the answer carries it: never recomputed from today's prices.
 */
export const reservationSchema = z.pipe(
  z
    .object({
      id,
      resource: z.optional(resourceRef),
      quantity: z.number(),
      /** YYYY-MM-DD */
      startDate: optionalDay,
      /** YYYY-MM-DD */
      endDate: optionalDay,
      price: z.optional(z.number()),
      person: z.optional(booker),
      status: optionalText,
      _links: links,
    })
    .check(
      z.refine(
        (reservation) =>
          reservation.resource !== undefined ||
          idOfLink(reservation._links?.resource?.href) !== undefined,
        { message: 'ressource absente', path: ['resource'] },
      ),
    ),
  z.transform(({ _links, ...reservation }) => ({
    ...reservation,
    resourceId: reservation.resource?.id ?? idOfLink(_links?.resource?.href) ?? 0,
  })),
);

/** A reservation's resource as the backend may embed it. */
export type ResourceRef = z.output<typeof resourceRef>;

export type Reservation = z.output<typeof reservationSchema>;
