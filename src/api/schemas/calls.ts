import * as z from 'zod/mini';
import * as address from './address';
import * as auth from './auth';
import * as calendar from './calendar';
import * as card from './card';
import * as commission from './commission';
import * as library from './library';
import * as mail from './mail';
import * as news from './news';
import * as order from './order';
import * as person from './person';
import * as reservation from './reservation';
import * as resource from './resource';

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
  /**
   * A call of the specification that no screen makes: the embedded backend still answers it as
   * the backend does (its shape read by the Jackson layer and the fault drill), and the probe
   * does not read it, so that a backend without it fails nothing the app needs.
   */
  notMade?: true;
}

/** A read: its answer's shape, and whether it is a list of them. */
const read = (path: string, answer: z.ZodMiniType, list = false): Call =>
  list ? { method: 'GET', path, answer, list } : { method: 'GET', path, answer };

/** A write: the body it takes, and the answer it gives when it gives one. */
const write = (
  method: Call['method'],
  path: string,
  body?: z.ZodMiniType,
  answer?: z.ZodMiniType,
): Call => ({ method, path, ...(body && { body }), ...(answer && { answer }) });

const LIST = true;

/** A list of the specification that no screen reads (see `Call.notMade`). */
const unread = (path: string, answer: z.ZodMiniType): Call => ({
  ...read(path, answer, LIST),
  notMade: true,
});

export const CALLS: readonly Call[] = [
  write('POST', '/auth/signin', auth.signInBody, auth.signInAnswer),
  write('POST', '/auth/recover', auth.recoverBody),
  write('POST', '/auth/reset', auth.resetBody),
  write('POST', '/auth/validate', undefined, auth.validationAnswer),
  // The sign-up (with password and captcha) and a persons administrator's creation.
  write('POST', '/users', z.union([person.signUpBody, person.personCreationBody])),
  read('/users', person.personSchema, LIST),
  read('/users/:id', person.personSchema),
  write('PATCH', '/users/:id', person.personPatchBody, person.personSchema),
  read('/users/:id/unsecure', person.personSchema),
  write('PATCH', '/users/:id/unsecure', person.renewalPatchBody, person.renewalPatchAnswer),
  write('POST', '/users/:id/validate', undefined, person.personSchema),
  read('/users/:id/address', address.addressSchema),
  read('/users/:id/address/unsecure', address.addressSchema),
  read('/users/:id/card', card.memberCardCodeSchema),
  write('POST', '/addresses', address.addressBody, address.addressSchema),
  write('POST', '/addresses/unsecure', address.addressBody, address.addressSchema),
  read('/cards/:code', card.cardCheckSchema),
  read('/commissions', commission.commissionSchema, LIST),
  unread('/commissions/light', commission.commissionSchema),
  read('/commissions/:id', commission.commissionSchema),
  write(
    'PATCH',
    '/commissions/:id',
    commission.commissionSettingsBody,
    commission.commissionSchema,
  ),
  read('/news', news.newsSchema, LIST),
  unread('/news/light', news.newsSchema),
  read('/news/:id', news.newsSchema),
  write('POST', '/news', news.newsBody, news.newsSchema),
  write('PATCH', '/news/:id', news.newsBody, news.newsSchema),
  read('/resources', resource.resourceSchema, LIST),
  read('/resources/cotisation', resource.dueSchema, LIST),
  read('/resources/:id', resource.resourceSchema),
  write('POST', '/resources', resource.resourceBody, resource.resourceSchema),
  write('PATCH', '/resources/:id', resource.resourceBody, resource.resourceSchema),
  read('/reservations', reservation.reservationSchema, LIST),
  read('/reservations/:id', reservation.reservationSchema),
  write('POST', '/commands/adhesion', order.duesOrderBody, order.stripeSessionAnswer),
  write('POST', '/commands/calendar', calendar.calendarPurchaseBody, order.stripeSessionAnswer),
  write('POST', '/commands', order.cartOrderBody, order.stripeSessionAnswer),
  read('/commands', order.orderSchema, LIST),
  read('/commands/:id', order.orderDetailSchema),
  read('/commands/calendar', calendar.calendarOrderSchema, LIST),
  read('/commands/calendar/:externalIdentifier', calendar.calendarOrderSchema),
  read('/albums', library.albumSchema, LIST),
  write('POST', '/albums', library.albumBody, library.albumSchema),
  read('/albums/:id/photos', library.photoSchema, LIST),
  read('/documents', library.documentSchema, LIST),
  write('PATCH', '/documents/:id', library.documentRenameBody, library.documentSchema),
  read('/partners', library.partnerSchema, LIST),
  write('POST', '/partners', library.partnerBody, library.partnerSchema),
  write('PATCH', '/partners/:id', library.partnerBody, library.partnerSchema),
  write('POST', '/mails/sendinternalmail', mail.contactMailBody),
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
