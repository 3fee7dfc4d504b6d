import * as z from 'zod/mini';
import { day, id, listOr, optionalText, sentId } from './common';
import { type Reservation, type ResourceRef, reservationSchema } from './reservation';

/**
 * An order (`/commands`): the backend's total, its date and state; its lines when read alone
 * (`GET /commands/{id}`). `person`, its owner, when the answer names them.
 */
export const orderSchema = z.object({
  id,
  /** YYYY-MM-DD */
  date: day,
  /** PAID, PENDING or CANCELLED, or a state the contract does not list, shown as it came */
  status: z.string(),
  total: z.number(),
  person: z.optional(z.object({ id, firstName: optionalText, lastName: optionalText })),
  reservations: listOr(reservationSchema),
});

/** One order read alone (`GET /commands/{id}`): with its lines, always. */
export const orderDetailSchema = z.extend(orderSchema, {
  reservations: z.array(reservationSchema),
});

/** What a payment starts with: Stripe's session. */
export const stripeSessionAnswer = z.object({ stripeSessionId: z.string().check(z.minLength(1)) });

/** The addresses Stripe brings the payer back to. */
const returns = { successURL: z.string(), cancelURL: z.string() };

/** (assumed call) POST /commands: the cart's lines, dates `YYYY-MM-DD` or null. */
export const cartOrderBody = z.object({
  reservations: z.array(
    z.object({
      resource: z.object({ id: sentId }),
      quantity: z.number(),
      startDate: z.nullable(z.string()),
      endDate: z.nullable(z.string()),
    }),
  ),
  ...returns,
});

/** The due an order pays, as the dues list gave it. */
const dueRef = z.object({
  id: sentId,
  name: z.optional(z.string()),
  description: optionalText,
  price: z.optional(z.number()),
  billingPeriod: optionalText,
});

/** POST /commands/adhesion?token=: each due, quantity 1. */
export const duesOrderBody = z.object({
  reservations: z.array(z.object({ resource: dueRef, quantity: z.literal(1) })),
  ...returns,
});

/** An order as the backend answers it: each line's resource embedded or named by link. */
export type OrderAnswer = z.output<typeof orderSchema>;

/** An order's line once its resource is read (src/api/orders.ts): its name when it still exists. */
export type OrderLine = Omit<Reservation, 'resource'> & { resource: ResourceRef };

/** An order as screens show it: every line with its resource. */
export type Order = Omit<OrderAnswer, 'reservations'> & { reservations: OrderLine[] };
export type StripeSessionAnswer = z.output<typeof stripeSessionAnswer>;
export type CartOrderBody = z.input<typeof cartOrderBody>;
