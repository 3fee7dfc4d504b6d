import * as z from 'zod/mini';
import { day, id, links, listOr, optionalDay, optionalText, sentId, wordList } from './common';

export const MEMBER_TYPES = ['SPP', 'SPV', 'HONORAIRE', 'ADMINISTRATIF', 'EXTERNE'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** The memberships (adhésions) a person may hold: the backend's `subscriptions`. */
export const MEMBERSHIPS = ['AMICALE', 'HONORAIRE', 'UDSP', 'FNSPF'] as const;
export type Membership = (typeof MEMBERSHIPS)[number];

export const CIS_LIST = ['Autre', 'Saint Georges', 'Beauregard', 'Le Blosne', 'CTA-CODIS'] as const;
export type Cis = (typeof CIS_LIST)[number];

export const ROLES = ['USER', 'ADMIN', 'SUPER-ADMIN', 'ADMIN-PERSON'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `value` is a status the form offers (a backend may know others). */
export const isMemberType = (value: unknown): value is MemberType =>
  (MEMBER_TYPES as readonly unknown[]).includes(value);

/** A member's child: `relations[].relatedUser`. */
const relatedUser = z.object({
  id: z.optional(id),
  firstName: z.string(),
  lastName: z._default(z.string(), ''),
  /** YYYY-MM-DD */
  birthDate: z._default(day, ''),
});
export type RelatedUser = z.output<typeof relatedUser>;

const relation = z.object({
  id: z.optional(id),
  relatedUser,
  relationShip: z._default(z.string(), 'FAMILY'),
  relationShipPrecision: z._default(z.string(), 'Enfant'),
});
export type Relation = z.output<typeof relation>;

/**
 * A person as the backend answers it (`GET /users/{id}`, `GET /users`, the renewal's
 * `GET /users/{id}/unsecure`). Only the id and the name are always there. The state fields
 * (`emailValidated`, `validated`, `accountValidity`) are given to administrators: a person
 * reading themself may not get them, and reads their own state from the session.
 */
export const personSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  /** None (an old record): blank, as a form shows it; a list of addresses leaves it out. */
  email: z._default(z.string(), ''),
  phone: optionalText,
  /** YYYY-MM-DD */
  birthDate: optionalDay,
  cis: optionalText,
  /** One of `MEMBER_TYPES`, or a status the contract does not list, shown as it came. */
  membertype: optionalText,
  membertypePrecision: optionalText,
  subscriptions: z._default(wordList, []),
  udFnspfDoubleStatusSubscription: z.optional(z.boolean()),
  newsletterOptIn: z.optional(z.boolean()),
  relations: listOr(relation),
  roles: z.optional(wordList),
  /** YYYY-MM-DD; 1970-01-01: no dues ever paid. For administrators. */
  accountValidity: optionalDay,
  /** An administrator validated the account. For administrators. */
  validated: z.optional(z.boolean()),
  /** The person confirmed their e-mail. For administrators. */
  emailValidated: z.optional(z.boolean()),
  _links: links,
});
export type Person = z.output<typeof personSchema>;

/** A child as a form writes it. */
const relationBody = z.object({
  id: z.optional(sentId),
  relatedUser: z.object({
    id: z.optional(sentId),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
  }),
  relationShip: z.string(),
  relationShipPrecision: z.string(),
});

/** What a renewal, like every profile, writes of the membership and the ways to reach one. */
const membershipFields = {
  email: z.string(),
  phone: z.string(),
  cis: z.string(),
  membertype: z.enum(MEMBER_TYPES),
  membertypePrecision: z.optional(z.string()),
  subscriptions: z.array(z.string()),
};

/** The profile's own fields, as the registration and profile form write them. */
const profileFields = {
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  ...membershipFields,
  udFnspfDoubleStatusSubscription: z.boolean(),
  newsletterOptIn: z.boolean(),
  relations: z.array(relationBody),
};

/** POST /users (no login): the sign-up, with the password, its confirmation and the captcha. */
export const signUpBody = z.object({
  ...profileFields,
  password: z.string(),
  password2: z.string(),
  recaptcha: z.string(),
});
export type SignUpBody = z.input<typeof signUpBody>;

/** (assumed call) POST /users by a persons administrator: no password, no captcha. */
export const personCreationBody = z.object(profileFields);
export type PersonCreationBody = z.input<typeof personCreationBody>;

/**
 * PATCH /users/{id}: what the form shows and the reader may change, each field optional;
 * `roles` from the `Rôles` section's own save only; the password from one's own account only.
 * Never `validated`, `emailValidated`, `accountValidity`, `_links`, `id` nor `address`.
 */
export const personPatchBody = z.partial(
  z.object({
    ...profileFields,
    password: z.string(),
    password2: z.string(),
    roles: z.array(z.string()),
  }),
);
export type PersonPatch = z.input<typeof personPatchBody>;

/**
 * PATCH /users/{id}/unsecure?token=: what the renewal lets its reader change. The name and the
 * birth date are read-only there, and nothing read is sent back.
 */
export const renewalPatchBody = z.object(membershipFields);
export type RenewalPatch = z.input<typeof renewalPatchBody>;

/** PATCH /users/{id}/unsecure?token='s answer: what the renewal then shows. */
export const renewalPatchAnswer = z.object({
  subscriptions: z._default(wordList, []),
  firstName: optionalText,
  lastName: optionalText,
});
