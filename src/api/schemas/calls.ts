import * as z from 'zod/mini';
import { addressBody, addressSchema } from './address';
import { signInAnswer, signInBody, recoverBody, resetBody, validationAnswer } from './auth';
import { calendarOrderSchema, calendarPurchaseBody } from './calendar';
import { cardCheckSchema, memberCardCodeSchema } from './card';
import { commissionSchema, commissionSettingsBody } from './commission';
import {
  albumBody,
  albumSchema,
  documentRenameBody,
  documentSchema,
  partnerBody,
  partnerSchema,
  photoSchema,
} from './library';
import { contactMailBody } from './mail';
import { newsBody, newsSchema } from './news';
import {
  cartOrderBody,
  duesOrderBody,
  orderDetailSchema,
  orderSchema,
  stripeSessionAnswer,
} from './order';
import {
  personCreationBody,
  personPatchBody,
  personSchema,
  renewalPatchAnswer,
  renewalPatchBody,
  signUpBody,
} from './person';
import { reservationSchema } from './reservation';
import { dueSchema, resourceBody, resourceSchema } from './resource';

/**
 * The contract as a table (docs/calls.md#shapes): every JSON call of the backend, the body it
 * takes and the answer it gives, by the same schemas the app parses and builds with. The
 * embedded backend refuses a body that does not fit (a key the call does not take is a 400 that
 * names it); the shape matrix serves each answer's legal variants. Only the mock backend and the
 * tests import this table: a screen imports the schemas it needs, never all of them.
 */
export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path under `/{product}/v1`, `:name` for a segment. */
  path: string;
  /** The JSON body the call takes. */
  body?: z.ZodMiniType;
  /** The answer's shape: a record, or each record of a list (`list`). */
  answer?: z.ZodMiniType;
  list?: boolean;
}

export const CALLS: readonly Call[] = [
  { method: 'POST', path: '/auth/signin', body: signInBody, answer: signInAnswer },
  { method: 'POST', path: '/auth/recover', body: recoverBody },
  { method: 'POST', path: '/auth/reset', body: resetBody },
  { method: 'POST', path: '/auth/validate', answer: validationAnswer },
  // The sign-up (with password and captcha) and a persons administrator's creation.
  { method: 'POST', path: '/users', body: z.union([signUpBody, personCreationBody]) },
  { method: 'GET', path: '/users', answer: personSchema, list: true },
  { method: 'GET', path: '/users/:id', answer: personSchema },
  { method: 'PATCH', path: '/users/:id', body: personPatchBody, answer: personSchema },
  { method: 'GET', path: '/users/:id/unsecure', answer: personSchema },
  {
    method: 'PATCH',
    path: '/users/:id/unsecure',
    body: renewalPatchBody,
    answer: renewalPatchAnswer,
  },
  { method: 'POST', path: '/users/:id/validate', answer: personSchema },
  { method: 'GET', path: '/users/:id/address', answer: addressSchema },
  { method: 'GET', path: '/users/:id/address/unsecure', answer: addressSchema },
  { method: 'GET', path: '/users/:id/card', answer: memberCardCodeSchema },
  { method: 'POST', path: '/addresses', body: addressBody, answer: addressSchema },
  { method: 'POST', path: '/addresses/unsecure', body: addressBody, answer: addressSchema },
  { method: 'GET', path: '/cards/:code', answer: cardCheckSchema },
  { method: 'GET', path: '/commissions', answer: commissionSchema, list: true },
  { method: 'GET', path: '/commissions/light', answer: commissionSchema, list: true },
  { method: 'GET', path: '/commissions/:id', answer: commissionSchema },
  {
    method: 'PATCH',
    path: '/commissions/:id',
    body: commissionSettingsBody,
    answer: commissionSchema,
  },
  { method: 'GET', path: '/news', answer: newsSchema, list: true },
  { method: 'GET', path: '/news/light', answer: newsSchema, list: true },
  { method: 'GET', path: '/news/:id', answer: newsSchema },
  { method: 'POST', path: '/news', body: newsBody, answer: newsSchema },
  { method: 'PATCH', path: '/news/:id', body: newsBody, answer: newsSchema },
  { method: 'GET', path: '/resources', answer: resourceSchema, list: true },
  { method: 'GET', path: '/resources/cotisation', answer: dueSchema, list: true },
  { method: 'GET', path: '/resources/:id', answer: resourceSchema },
  { method: 'POST', path: '/resources', body: resourceBody, answer: resourceSchema },
  { method: 'PATCH', path: '/resources/:id', body: resourceBody, answer: resourceSchema },
  { method: 'GET', path: '/reservations', answer: reservationSchema, list: true },
  { method: 'GET', path: '/reservations/:id', answer: reservationSchema },
  {
    method: 'POST',
    path: '/commands/adhesion',
    body: duesOrderBody,
    answer: stripeSessionAnswer,
  },
  {
    method: 'POST',
    path: '/commands/calendar',
    body: calendarPurchaseBody,
    answer: stripeSessionAnswer,
  },
  { method: 'POST', path: '/commands', body: cartOrderBody, answer: stripeSessionAnswer },
  { method: 'GET', path: '/commands', answer: orderSchema, list: true },
  { method: 'GET', path: '/commands/:id', answer: orderDetailSchema },
  { method: 'GET', path: '/commands/calendar', answer: calendarOrderSchema, list: true },
  { method: 'GET', path: '/commands/calendar/:externalIdentifier', answer: calendarOrderSchema },
  { method: 'GET', path: '/albums', answer: albumSchema, list: true },
  { method: 'POST', path: '/albums', body: albumBody, answer: albumSchema },
  { method: 'GET', path: '/albums/:id/photos', answer: photoSchema, list: true },
  { method: 'GET', path: '/documents', answer: documentSchema, list: true },
  { method: 'PATCH', path: '/documents/:id', body: documentRenameBody, answer: documentSchema },
  { method: 'GET', path: '/partners', answer: partnerSchema, list: true },
  { method: 'POST', path: '/partners', body: partnerBody, answer: partnerSchema },
  { method: 'PATCH', path: '/partners/:id', body: partnerBody, answer: partnerSchema },
  { method: 'POST', path: '/mails/sendinternalmail', body: contactMailBody },
];

/** How well `pattern` names `path`: the count of literal segments it matches, or -1. */
function literalSegments(pattern: string, path: string): number {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return -1;
  let literal = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== decodeURIComponent(actual[index])) return -1;
    literal += 1;
  }
  return literal;
}

/** The call of the table that `method` on `path` (under the API base) is: the most literal fit. */
export function callOf(method: string, path: string): Call | undefined {
  let best: Call | undefined;
  let bestFit = -1;
  for (const call of CALLS) {
    if (call.method !== method.toUpperCase()) continue;
    const score = literalSegments(call.path, path);
    if (score > bestFit) {
      best = call;
      bestFit = score;
    }
  }
  return best;
}

/**
 * The keys of `input` that a schema left out of its `output` (dotted paths, `[i]` for list items):
 * what a body holds that its call does not take.
 */
export function strayKeys(input: unknown, output: unknown, at = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) => strayKeys(item, output[index], `${at}[${index}]`));
  }
  if (!isObject(input) || !isObject(output)) return [];
  return Object.keys(input).flatMap((key) => {
    const path = at ? `${at}.${key}` : key;
    return key in output ? strayKeys(input[key], output[key], path) : [path];
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
