import * as z from 'zod/mini';
import { id, optionalText } from './common';

/** A news item; a list may carry it without its text, which `GET /news/{id}` then gives. */
export const newsSchema = z.object({
  id,
  title: optionalText,
  text: optionalText,
  date: optionalText,
  /** A commission's technical name; none: for every member. */
  commission: optionalText,
});

/** (assumed call) POST /news, PATCH /news/{id} */
export const newsBody = z.object({
  title: z.string(),
  text: z.string(),
  commission: z.nullable(z.string()),
});

export type News = z.output<typeof newsSchema>;
export type NewsDraft = z.input<typeof newsBody>;
