import * as z from 'zod/mini';
import { described, describedBody, optionalText } from './common';

export type BillingPeriod = string;

/**
 * A resource a member books (`GET /resources/{id}`, a commission's resources): priced, billed by
 * a period; `quantity`, when given, the units that exist.
 */
export const resourceSchema = z.object({
  ...described,
  price: z.number(),
  billingPeriod: z.string(),
  /** The commission's technical name. */
  commission: optionalText,
  quantity: z.nullish(z.number()),
});

/** A due (`GET /resources/cotisation?token=`): a name and a price, its period needed by none. */
export const dueSchema = z.object({ ...described, price: z.number(), billingPeriod: optionalText });

/** (assumed call) POST /resources, PATCH /resources/{id} */
export const resourceBody = z.object({
  ...describedBody,
  price: z.number(),
  billingPeriod: z.string(),
  commission: z.string(),
  quantity: z.nullable(z.number()),
});

export type Resource = z.output<typeof resourceSchema>;
export type Due = z.output<typeof dueSchema>;
export type ResourceDraft = z.input<typeof resourceBody>;
