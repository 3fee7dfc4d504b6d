import type { Address, ContactMail, Order, Person } from '@/api/types';
import { todayIso } from './dates';

/**
 * `Mes données` on one's own account (docs/rules.md#my-data): the file of what the backend keeps
 * of the person, and the erasure request sent to the association.
 */

/** A key whose value is never written to the file, however deep it lies. */
const SECRET_KEY = /password|token|secret|recaptcha/i;

/** What JSON can hold, as it is written to the file. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * `value` without any key that names a secret (a password, its confirmation, a token, a captcha
 * answer…), at any depth, inside objects and lists alike. What JSON cannot hold (a function, an
 * `undefined`) is left out, as `JSON.stringify` would.
 */
export function withoutSecrets(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item));
  if (value !== null && typeof value === 'object') {
    const kept: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key) || item === undefined || typeof item === 'function') continue;
      kept[key] = withoutSecrets(item);
    }
    return kept;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return null;
}

/** The file's content: when it was made, then what the backend answered, secrets left out. */
export interface MyData {
  exportedAt: string;
  profile: JsonValue;
  children: JsonValue;
  address: JsonValue;
  orders: JsonValue;
}

/**
 * The person's data as the backend answered it: the profile (`GET /users/{id}`), the children
 * (the profile's `relations[].relatedUser`, also given apart), the address (null when there is
 * none) and the orders; never a password, a token nor a captcha answer.
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
  const relations: unknown = profile.relations;
  const children = Array.isArray(relations)
    ? relations.map((relation: unknown) =>
        relation !== null && typeof relation === 'object' && 'relatedUser' in relation
          ? relation.relatedUser
          : null,
      )
    : [];
  return {
    exportedAt: now.toISOString(),
    profile: withoutSecrets(profile),
    children: withoutSecrets(children.filter((child) => child !== null && child !== undefined)),
    address: withoutSecrets(address),
    orders: withoutSecrets(orders),
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
 * erases the right account. A person without a phone says so (the mail needs every field).
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
    ].join('\n'),
    recaptcha,
  };
}
