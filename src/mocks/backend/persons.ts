import { canManagePersons, canSeePerson } from '@/lib/permissions';
import { paths } from '@/config/paths';
import type { AuthContext, RecordKind } from './with-auth';
import { db } from './db';
import { sendMail } from './mailbox';
import { notFound, url } from './responses';
import { issueToken } from './tokens';
import type { MockAddress, MockPerson, MockResource } from './types';
import type { TokenRule } from './with-auth';

export const NO_VALIDITY = '1970-01-01';

export function findPerson(id: unknown): MockPerson | undefined {
  return db().persons.find((person) => person.id === Number(id));
}

/** The token of the dues and renewal screens: a payment token or a renewal link's (else 403). */
export const PAYMENT_OR_RENEWAL: TokenRule = { purposes: ['payment', 'renewal'] };

/** A token-based (`unsecure`) call on person `:id`: 403 for a bad token, 404 for another person. */
export const UNSECURE_PERSON: TokenRule = {
  ...PAYMENT_OR_RENEWAL,
  stale: () => notFound('Personne'),
  personParam: 'id',
};

export function findByEmail(email: unknown): MockPerson | undefined {
  const wanted = String(email ?? '')
    .trim()
    .toLowerCase();
  return wanted ? db().persons.find((person) => person.email.toLowerCase() === wanted) : undefined;
}

export function emailTaken(email: unknown, exceptId?: number): boolean {
  const owner = findByEmail(email);
  return Boolean(owner && owner.id !== exceptId);
}

export function addressOf(person: MockPerson): MockAddress | undefined {
  return person.addressId === undefined
    ? undefined
    : db().addresses.find((address) => address.id === person.addressId);
}

/**
 * Who reads a person: a persons administrator (or a general one) gets the account's state and
 * roles; anyone else (the person themself, a link's holder) gets the person's own fields.
 */
export type PersonReader = 'administrator' | 'person';

/** The reader a signed-in caller is when they read a person. */
export const readerOf = (auth: AuthContext): PersonReader =>
  canManagePersons(auth.grants) ? 'administrator' : 'person';

/**
 * A person as the backend sends it to `reader` (docs/calls.md#the-embedded-backend): never the
 * password; the state (`emailValidated`, `validated`, `accountValidity`) and `roles` for
 * administrators only; the address by its link, never embedded.
 */
export function personView(person: MockPerson, reader: PersonReader) {
  const {
    password: _password,
    addressId: _addressId,
    roles,
    emailValidated,
    validated,
    accountValidity,
    ...own
  } = person;
  return {
    ...own,
    ...(reader === 'administrator' ? { roles, emailValidated, validated, accountValidity } : {}),
    _links: {
      self: { href: url(`/users/${person.id}`) },
      address: { href: url(`/users/${person.id}/address`) },
    },
  };
}

/** `personView` for an administrator: what the persons administration reads. */
export const personForAdministrator = (person: MockPerson) => personView(person, 'administrator');

/** The validation e-mail: its link confirms the address and leads to the dues. */
export function sendValidationMail(person: MockPerson): void {
  const token = issueToken(person, 'validation');
  sendMail(
    person.email,
    'Confirmez votre adresse e-mail',
    `<p>Bonjour ${escapeHtml(person.firstName)},</p><p>Confirmez votre adresse e-mail puis réglez votre cotisation en ouvrant le lien ci-dessous. Un administrateur validera ensuite votre compte sous 24/48h.</p>`,
    paths.validateOrSubscribe.absoluteHref({ token }),
  );
}

/** The dues a person has left to pay: none while the account is valid beyond this year. */
export function duesToPay(person: MockPerson, now: Date = new Date()): MockResource[] {
  if (Number(person.accountValidity.slice(0, 4)) > now.getFullYear()) return [];
  return db().resources.filter(
    (resource) =>
      resource.isDue &&
      (resource.dueFor === person.membertype ||
        (!resource.dueFor &&
          resource.dueSubscription !== undefined &&
          person.subscriptions.includes(resource.dueSubscription))),
  );
}

export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A person named by `:id`, for `withRecord`. */
export const PERSON: RecordKind<MockPerson> = { list: () => db().persons, what: 'Personne' };

/** The person themself, or a persons administrator. */
export const seesPerson = (auth: AuthContext, person: MockPerson) =>
  canSeePerson(auth.grants, person.id);
