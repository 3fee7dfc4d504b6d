import type { Address, ContactMail, Order, Person } from '@/api/types';
import { todayIso } from './dates';

/**
 * `Mes données` on one's own account (docs/rules.md#my-data): the file of what the backend keeps
 * of the person, and the erasure request sent to the association.
 */

/** A plain value as the file writes it. */
export type JsonScalar = string | number | boolean;

/** One object of the file: named fields, each a plain value or a list of them. */
export type JsonRecord = { [key: string]: JsonScalar | JsonScalar[] | JsonRecord[] };

/**
 * What the file holds, field by field (docs/rules.md#my-data): an allow-list, so that a key the
 * backend adds one day (a link, a payment session, a secret) never reaches it, at any depth.
 */
const PROFILE_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'cis',
  'membertype',
  'membertypePrecision',
  'subscriptions',
  'udFnspfDoubleStatusSubscription',
  'newsletterOptIn',
] as const;
const CHILD_FIELDS = ['firstName', 'lastName', 'birthDate'] as const;
const ADDRESS_FIELDS = ['streetNumber', 'streetName', 'postalCode', 'city', 'country'] as const;
const ORDER_FIELDS = ['id', 'date', 'status', 'total'] as const;
const LINE_FIELDS = ['startDate', 'endDate', 'quantity', 'price'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A string, a finite number or a boolean; anything else (an object, null, NaN) is not written. */
function scalar(value: unknown): JsonScalar | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The `fields` of `value` that hold a plain value or a list of plain values: never an object,
 * whatever the field's name, so nothing unlisted rides inside a listed field.
 */
function pick(value: unknown, fields: readonly string[]): JsonRecord {
  const picked: JsonRecord = {};
  if (!isObject(value)) return picked;
  for (const field of fields) {
    const item = value[field];
    if (Array.isArray(item)) {
      picked[field] = item.map(scalar).filter((kept): kept is JsonScalar => kept !== undefined);
      continue;
    }
    const kept = scalar(item);
    if (kept !== undefined) picked[field] = kept;
  }
  return picked;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An order: its number, date, state and the backend's total, and each line as booked. */
function orderOf(order: unknown): JsonRecord {
  const lines = list(isObject(order) ? order.reservations : undefined).map((line) => {
    const resource = isObject(line) && isObject(line.resource) ? line.resource : {};
    const name = scalar(resource.name);
    return { ...(name === undefined ? {} : { resource: name }), ...pick(line, LINE_FIELDS) };
  });
  return { ...pick(order, ORDER_FIELDS), lines };
}

/** The file's content: when it was made, then what the backend keeps of the person. */
export interface MyData {
  exportedAt: string;
  profile: JsonRecord;
  children: JsonRecord[];
  address: JsonRecord | null;
  orders: JsonRecord[];
}

/**
 * The person's data as the backend answered it: the profile's own fields (`GET /users/{id}`), the
 * children (the profile's `relations[].relatedUser`: first name, last name, birth date), the
 * address (null when there is none) and the orders (number, date, state, total, and each line's
 * resource, dates, quantity and price when the answer gives it). Nothing else, at any depth.
 */
export function myDataOf({
  profile,
  address,
  orders,
  now = new Date(),
}: {
  profile: Person;
  address: Address | null;
  orders: readonly Order[];
  now?: Date;
}): MyData {
  const children = list(profile.relations)
    .map((relation) => (isObject(relation) ? relation.relatedUser : undefined))
    .filter(isObject)
    .map((child) => pick(child, CHILD_FIELDS));
  return {
    exportedAt: now.toISOString(),
    profile: pick(profile, PROFILE_FIELDS),
    children,
    address: address ? pick(address, ADDRESS_FIELDS) : null,
    orders: orders.map(orderOf),
  };
}

/** `mes-donnees-aaaa-mm-jj.json`, of the day it is written. */
export function myDataFileName(now: Date = new Date()): string {
  return `mes-donnees-${todayIso(now)}.json`;
}

/** The file itself: indented JSON, UTF-8. */
export function myDataFile(data: MyData): Blob {
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

/** The erasure request's subject, as the association receives it. */
export const ERASURE_SUBJECT = 'Demande de suppression de compte';

/**
 * The erasure request, sent through the contact mail: the person as sender and, in the
 * message, their first name, last name, e-mail and account number, so that the association
 * erases the right account. The contact call carries no proof of who sends it (anyone may type
 * an e-mail there): the message says that the association confirms by answering the account's
 * e-mail address before erasing anything. A person without a phone says so (the mail needs every
 * field).
 */
export function erasureRequestOf(
  person: Pick<Person, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>,
  recaptcha: string,
): ContactMail {
  const firstName = person.firstName.trim();
  const lastName = person.lastName.trim();
  const email = person.email.trim();
  return {
    email,
    phone: person.phone?.trim() || 'non renseigné',
    lastName,
    firstName,
    subject: ERASURE_SUBJECT,
    text: [
      "Je demande la suppression de mon compte et des données qui s'y rattachent.",
      '',
      `Prénom : ${firstName}`,
      `Nom : ${lastName}`,
      `E-mail : ${email}`,
      `Compte n° ${person.id}`,
      '',
      "Le formulaire de contact ne prouve pas qui l'envoie : avant de supprimer quoi que ce " +
        "soit, l'amicale confirme cette demande en répondant à l'adresse e-mail du compte " +
        `(${email}).`,
    ].join('\n'),
    recaptcha,
  };
}
