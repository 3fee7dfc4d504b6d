import * as z from 'zod/mini';

/**
 * A Spring Data REST list: the records in `_embedded.data`, left out of an empty page; `page`
 * when the backend pages it (`page.totalElements` when present).
 */
export const listEnvelope = z.object({
  _embedded: z.optional(z.object({ data: z.optional(z.array(z.unknown())) })),
  page: z.optional(
    z.object({
      size: z.optional(z.number()),
      totalElements: z.optional(z.number()),
      totalPages: z.optional(z.number()),
      number: z.optional(z.number()),
    }),
  ),
});
