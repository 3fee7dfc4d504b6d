import * as z from 'zod/mini';
import { day } from './common';

/** (assumed call) GET /users/{id}/card: one's card code, made by the backend, until `expires`. */
export const memberCardCodeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  /** YYYY-MM-DD: the last day the code is read, the end of the membership it vouches for. */
  expires: day,
});

/** (assumed call) GET /cards/{code} (public): what anyone may read of a member card at the door. */
export const cardCheckSchema = z.object({
  firstName: z.string(),
  lastInitial: z._default(z.string(), ''),
  /** The membership is paid and validated today. */
  valid: z.boolean(),
  /** Holds a role of the calendar commission: may sell the year's calendars. */
  calendarSeller: z.boolean(),
  year: z.optional(z.number()),
});

export type MemberCardCode = z.output<typeof memberCardCodeSchema>;
export type CardCheck = z.output<typeof cardCheckSchema>;
