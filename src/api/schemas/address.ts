import * as z from 'zod/mini';
import { id, optionalText, sentId } from './common';

/** A postal code: digits as typed (`01000` keeps its zero), or a number a backend kept. */
const postalCode = z.union([z.string(), z.number()]);

/**
 * An address (`GET /users/{id}/address`, the renewal's `{address link}/unsecure`). What a screen
 * cannot show without: the street, the postal code, the city.
 */
export const addressSchema = z.object({
  id: z.optional(id),
  streetNumber: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((value) => (value === null || value === undefined ? '' : String(value))),
  ),
  streetName: z.string(),
  postalCode,
  city: z.string(),
  country: optionalText,
});

/**
 * POST /addresses and POST /addresses/unsecure?token=: the address and its person. `id` when an
 * address already saved is changed.
 */
export const addressBody = z.object({
  id: z.optional(sentId),
  streetNumber: z.string(),
  streetName: z.string(),
  postalCode,
  city: z.string(),
  country: z.optional(z.string()),
  persons: z.array(z.object({ id: sentId })),
});

export type Address = z.output<typeof addressSchema>;
export type AddressBody = z.input<typeof addressBody>;
