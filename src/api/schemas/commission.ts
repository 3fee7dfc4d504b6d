import * as z from 'zod/mini';
import { id, listOr, optionalText, wordList } from './common';

/** A commission's administrator as the commission names them. */
const administrator = z.object({
  id,
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
});

/**
 * A commission (`GET /commissions`, `/commissions/light`, `/commissions/{id}`). Missing list
 * fields read as empty lists and an empty object; a commission without `active` is closed.
 */
export const commissionSchema = z.object({
  id,
  name: z.string(),
  technicalName: z.string(),
  subType: optionalText,
  active: z._default(z.boolean(), false),
  authorizedSubscribers: z._default(wordList, []),
  description: optionalText,
  administrators: listOr(administrator),
  emailConfiguration: z._default(z.record(z.string(), z.unknown()), {}),
});

/**
 * (assumed call) PATCH /commissions/{id}: the settings `Paramètres` edits, and of the e-mail
 * configuration only the sending address (`sender`), which the backend merges into the rest.
 */
export const commissionSettingsBody = z.object({
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  authorizedSubscribers: z.array(z.string()),
  emailConfiguration: z.object({ sender: z.string() }),
});

export type Commission = z.output<typeof commissionSchema>;
export type CommissionSettings = z.input<typeof commissionSettingsBody>;
