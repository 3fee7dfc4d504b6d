import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import {
  personCreationBody,
  personPatchBody,
  renewalPatchBody,
  signUpBody,
} from '@/api/schemas/person';
import {
  MEMBER_TYPES,
  MEMBERSHIPS,
  type MemberType,
  type PersonCreationBody,
  type PersonPatch,
  type SignUpBody,
} from '@/api/types';
import { isEmailValid } from '@/lib/email';
import { membershipsForStatus } from '@/lib/memberships';
import { passwordProblem } from '@/lib/passwords';
import { hasRequiredIdentity } from '@/lib/person-rules';
import {
  SUPER_ADMIN_ROLE,
  canEditPersonIdentity,
  canManageGeneral,
  canManagePersons,
  isSuperAdmin,
} from '@/lib/permissions';
import { OWN_SUPER_ADMIN_KEPT } from '@/lib/role-rules';
import { db, nextId, save } from '@/mocks/backend/db';
import { sendMail } from '@/mocks/backend/mailbox';
import {
  NO_VALIDITY,
  UNSECURE_PERSON,
  emailTaken,
  escapeHtml,
  personForAdministrator,
  personView,
  readerOf,
  sendValidationMail,
  PERSON,
  seesPerson,
} from '@/mocks/backend/persons';
import {
  badRequest,
  conflict,
  findOr404,
  forbidden,
  problem,
  readBody,
  url,
  withBody,
} from '@/mocks/backend/responses';
import { pageOf } from '@/mocks/backend/paging';
import type { MockPerson, MockRelation } from '@/mocks/backend/types';
import { authenticate, bearerOf, withAuth, withRecord, withToken } from '@/mocks/backend/with-auth';

const isMemberType = (value: unknown): value is MemberType =>
  MEMBER_TYPES.includes(value as MemberType);

/** Known subscriptions only, AMICALE/HONORAIRE following the status. */
function membershipsFor(membertype: MemberType, requested: unknown): string[] {
  const known = Array.isArray(requested)
    ? requested.filter((entry): entry is string =>
        (MEMBERSHIPS as readonly string[]).includes(String(entry)),
      )
    : [];
  return membershipsForStatus(membertype, [...new Set(known)]);
}

function relationsFrom(relations: PersonPatch['relations']): MockRelation[] {
  if (!Array.isArray(relations)) return [];
  return relations
    .filter((relation) => relation.relatedUser.firstName)
    .map((relation) => {
      const id = relation.id ?? nextId();
      const related = relation.relatedUser;
      return {
        id,
        relatedUser: {
          id: related.id ?? id,
          firstName: String(related.firstName),
          lastName: String(related.lastName ?? ''),
          birthDate: String(related.birthDate ?? ''),
        },
        relationShip: relation.relationShip || 'FAMILY',
        relationShipPrecision: relation.relationShipPrecision || 'Enfant',
      };
    });
}

/** A password nobody knows, for a person an administrator created. */
const unguessablePassword = () => `${crypto.randomUUID()}-Aa1!`;

/** The app's password rule (src/lib/passwords.ts): the message of a refused password, or null. */
const passwordRefusal = (password: unknown, confirmation: unknown): string | null =>
  passwordProblem(String(password ?? ''), String(confirmation ?? ''));

/** An e-mail given to replace a person's one that the app would refuse. */
const invalidNewEmail = (email: unknown) =>
  email !== undefined && email !== null && email !== '' && !isEmailValid(String(email));

/** `record` with each of its texts trimmed, as the store keeps what a form wrote. */
function trimmed<T extends object>(record: T): T {
  const copy = { ...record };
  for (const field of Object.keys(copy) as (keyof T)[]) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = value.trim() as typeof value;
  }
  return copy;
}

/** Who may change what: the name and birth date, the status and its memberships. */
const NAME_FIELDS: readonly string[] = ['firstName', 'lastName', 'birthDate'];
const IDENTITY_FIELDS: readonly string[] = ['newsletterOptIn'];

/**
 * What the form may change on an existing person: each field of the request's schema that the
 * body holds (`personPatchBody` refused every other key), as the store keeps it, so that a field
 * added to the schema is kept without a line here; names only for `names` editors, the status,
 * memberships and newsletter choice only for `identity` editors; a blank text keeps the value.
 * The fields with a rule of their own follow: children, status and memberships, the precision of
 * `EXTERNE`. The e-mail (confirmed again), the password and the roles are the handler's.
 */
function applyPatch(
  person: MockPerson,
  patch: PersonPatch,
  rights: { identity: boolean; names: boolean },
): void {
  const {
    relations,
    membertype,
    membertypePrecision,
    subscriptions,
    email: _email,
    password: _password,
    password2: _password2,
    roles: _roles,
    ...plain
  } = patch;
  const stored = person as Record<string, unknown>;
  for (const [field, value] of Object.entries(plain)) {
    if (value === undefined || value === '') continue;
    if (NAME_FIELDS.includes(field) && !rights.names) continue;
    if (IDENTITY_FIELDS.includes(field) && !rights.identity) continue;
    stored[field] = typeof value === 'string' ? value.trim() : value;
  }
  if (relations !== undefined) person.relations = relationsFrom(relations);
  if (rights.identity) {
    if (isMemberType(membertype)) person.membertype = membertype;
    if (subscriptions !== undefined || membertype !== undefined) {
      person.subscriptions = membershipsFor(
        person.membertype,
        subscriptions ?? person.subscriptions,
      );
    }
  }
  if (person.membertype === 'EXTERNE') {
    if (membertypePrecision !== undefined) person.membertypePrecision = membertypePrecision;
  } else {
    delete person.membertypePrecision;
  }
}

/** A changed e-mail must be confirmed again: a validation e-mail goes to the new address. */
function changeEmail(person: MockPerson, email: unknown): void {
  const next = String(email ?? '').trim();
  if (!next || next.toLowerCase() === person.email.toLowerCase()) return;
  person.email = next;
  person.emailValidated = false;
  sendValidationMail(person);
}

export const userHandlers = [
  http.post(url('/users'), async ({ request }) => {
    const read = await readBody(request, z.union([signUpBody, personCreationBody]));
    if (read instanceof Response) return read;
    const body: Partial<z.output<typeof signUpBody>> = read;
    // A persons administrator creates a person without captcha nor password: the person
    // confirms the e-mail, then chooses a password through 'Mot de passe oublié'.
    const caller = bearerOf(request) ? authenticate(request) : null;
    const byAdministrator = Boolean(
      caller && !('refusal' in caller) && canManagePersons(caller.grants),
    );
    if (
      !hasRequiredIdentity(read) ||
      !isMemberType(body.membertype) ||
      !isEmailValid(String(body.email)) ||
      (!body.recaptcha && !byAdministrator)
    ) {
      return badRequest('Champs manquants ou invalides');
    }
    const refusal =
      byAdministrator && !body.password ? null : passwordRefusal(body.password, body.password2);
    if (refusal) return badRequest(refusal);
    if (emailTaken(body.email)) return forbidden("L'e-mail choisi est déjà utilisé");
    const whole: PersonCreationBody & Partial<SignUpBody> = read;
    const {
      password,
      password2: _password2,
      recaptcha: _recaptcha,
      relations,
      membertype,
      membertypePrecision,
      subscriptions,
      ...profile
    } = whole;
    // Each field of the request's schema as the body gives it (a field added there is kept
    // without a line here), texts trimmed; then the fields with a rule of their own.
    const person: MockPerson = {
      ...trimmed(profile),
      id: nextId(),
      membertype,
      ...(membertype === 'EXTERNE' && membertypePrecision ? { membertypePrecision } : {}),
      subscriptions: membershipsFor(membertype, subscriptions),
      udFnspfDoubleStatusSubscription: Boolean(body.udFnspfDoubleStatusSubscription),
      newsletterOptIn: body.newsletterOptIn ?? true,
      relations: relationsFrom(relations),
      password: password ? String(password) : unguessablePassword(),
      roles: [],
      emailValidated: false,
      validated: false,
      accountValidity: NO_VALIDITY,
    };
    db().persons.push(person);
    save();
    sendValidationMail(person);
    return HttpResponse.json(personView(person, byAdministrator ? 'administrator' : 'person'), {
      status: 201,
    });
  }),

  http.get(
    url('/users'),
    withAuth(
      ({ request }) =>
        HttpResponse.json(
          pageOf(db().persons, request, {
            view: personForAdministrator,
            hidden: ['password', 'addressId'],
          }),
        ),
      canManagePersons,
    ),
  ),

  http.get(
    url('/users/:id/unsecure'),
    withToken(
      ({ holder }) => HttpResponse.json(personView(holder.person, 'person')),
      UNSECURE_PERSON,
    ),
  ),

  http.patch(
    url('/users/:id/unsecure'),
    withToken(
      withBody(renewalPatchBody, ({ body: patch, holder: { person } }) => {
        if (invalidNewEmail(patch.email)) return badRequest('E-mail invalide');
        if (patch.email && emailTaken(patch.email, person.id)) {
          return forbidden("L'e-mail choisi est déjà utilisé");
        }
        // Name and birth date are read-only on the renewal screen; the status may change.
        applyPatch(person, patch, { identity: true, names: false });
        changeEmail(person, patch.email);
        save();
        return HttpResponse.json({
          subscriptions: person.subscriptions,
          firstName: person.firstName,
          lastName: person.lastName,
        });
      }),
      UNSECURE_PERSON,
    ),
  ),

  http.get(
    url('/users/:id'),
    withRecord(
      PERSON,
      ({ record, auth }) => HttpResponse.json(personView(record, readerOf(auth))),
      seesPerson,
    ),
  ),

  http.patch(
    url('/users/:id'),
    withRecord(
      PERSON,
      withBody(personPatchBody, ({ body: patch, auth, record: person }) => {
        const identity = canEditPersonIdentity(auth.grants);
        if (identity && invalidNewEmail(patch.email)) return badRequest('E-mail invalide');
        if (identity && patch.email && emailTaken(patch.email, person.id)) {
          return conflict("L'e-mail choisi est déjà utilisé");
        }
        // Nobody sets another person's password, administrators included: they send a reset link.
        if (patch.password && person.id !== auth.person.id) {
          return forbidden('Seule la personne elle-même choisit son mot de passe');
        }
        const refusal =
          patch.password && passwordRefusal(patch.password, patch.password2 ?? patch.password);
        if (refusal) return badRequest(refusal);
        applyPatch(person, patch, { identity, names: true });
        if (patch.password) person.password = patch.password;
        if (canManageGeneral(auth.grants) && Array.isArray(patch.roles)) {
          const roles = patch.roles.map(String);
          const ownSuperAdmin =
            person.id === auth.person.id &&
            person.roles.includes(SUPER_ADMIN_ROLE) &&
            !roles.includes(SUPER_ADMIN_ROLE);
          if (ownSuperAdmin) return forbidden(OWN_SUPER_ADMIN_KEPT);
          const grantsSuperAdmin = roles.some(
            (role) => role.endsWith('_SUPER-ADMIN') && !person.roles.includes(role),
          );
          if (grantsSuperAdmin && !isSuperAdmin(auth.grants)) return forbidden();
          person.roles = roles;
        }
        if (identity) changeEmail(person, patch.email);
        save();
        return HttpResponse.json(personView(person, readerOf(auth)));
      }),
      seesPerson,
    ),
  ),

  /** @assumed An administrator validates an account that confirmed its e-mail and paid. */
  http.post(
    url('/users/:id/validate'),
    withAuth(({ params }) => {
      const person = findOr404(db().persons, params.id, 'Personne');
      if (person instanceof Response) return person;
      if (!person.emailValidated) return problem(409, "L'e-mail n'a pas encore été confirmé");
      person.validated = true;
      save();
      sendMail(
        person.email,
        'Votre compte est validé',
        `<p>Bonjour ${escapeHtml(person.firstName)},</p><p>Un administrateur a validé votre compte : vous pouvez maintenant vous connecter à l'espace des membres.</p>`,
      );
      return HttpResponse.json(personForAdministrator(person));
    }, canManagePersons),
  ),

  /** @assumed */
  http.delete(
    url('/users/:id'),
    withRecord(PERSON, ({ auth, record: person }) => {
      if (!canManagePersons(auth.grants)) return forbidden();
      if (person.id === auth.person.id) {
        return forbidden('Impossible de supprimer son propre compte');
      }
      db().persons.splice(db().persons.indexOf(person), 1);
      save();
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
