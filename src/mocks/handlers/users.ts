import { HttpResponse, http } from 'msw';
import {
  MEMBER_TYPES,
  SUBSCRIPTIONS,
  type MemberType,
  type NewPerson,
  type Person,
  type Relation,
} from '../../api/types';
import { membershipsForStatus } from '../../lib/memberships';
import {
  canEditPersonIdentity,
  canManageGeneral,
  canManagePersons,
  canSeePerson,
} from '../../lib/permissions';
import { db, nextId, save, type MockPerson } from '../db';
import { sendMail } from '../mailbox';
import {
  NO_VALIDITY,
  emailTaken,
  escapeHtml,
  findPerson,
  publicPerson,
  sendValidationMail,
} from '../persons';
import { badRequest, conflict, forbidden, notFound, problem, readJson, url } from '../responses';
import { checkToken, queryToken } from '../tokens';
import { pageOf } from '../paging';
import { withAuth } from '../with-auth';
import { storeAddress } from './addresses';

const REQUIRED: (keyof Person)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'cis',
  'membertype',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isMemberType = (value: unknown): value is MemberType =>
  MEMBER_TYPES.includes(value as MemberType);

/** Known subscriptions only, AMICALE/HONORAIRE following the status (SPEC §4). */
function subscriptionsFor(membertype: MemberType, requested: unknown): string[] {
  const known = Array.isArray(requested)
    ? requested.filter((entry): entry is string =>
        (SUBSCRIPTIONS as readonly string[]).includes(String(entry)),
      )
    : [];
  return membershipsForStatus(membertype, [...new Set(known)]);
}

function relationsFrom(relations: unknown): Relation[] {
  if (!Array.isArray(relations)) return [];
  return (relations as Partial<Relation>[])
    .filter((relation) => relation.relatedUser?.firstName)
    .map((relation) => {
      const id = relation.id ?? nextId();
      const related = relation.relatedUser as Relation['relatedUser'];
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

const passwordRefused = (password: unknown, confirmation: unknown) =>
  typeof password !== 'string' || password.length <= 5 || password !== confirmation;

/** What the form may change on an existing person; identity fields only for `identity` editors. */
function applyPatch(
  person: MockPerson,
  patch: Partial<NewPerson>,
  rights: { identity: boolean; names: boolean },
): void {
  if (rights.names) {
    if (patch.firstName) person.firstName = String(patch.firstName);
    if (patch.lastName) person.lastName = String(patch.lastName);
    if (patch.birthDate) person.birthDate = String(patch.birthDate);
  }
  if (patch.phone) person.phone = String(patch.phone);
  if (patch.cis) person.cis = String(patch.cis);
  if (patch.relations !== undefined) person.relations = relationsFrom(patch.relations);
  if (patch.udFnspfDoubleStatusSubscription !== undefined) {
    person.udFnspfDoubleStatusSubscription = Boolean(patch.udFnspfDoubleStatusSubscription);
  }
  if (rights.identity) {
    if (isMemberType(patch.membertype)) person.membertype = patch.membertype;
    if (patch.subscriptions !== undefined || patch.membertype !== undefined) {
      person.subscriptions = subscriptionsFor(
        person.membertype,
        patch.subscriptions ?? person.subscriptions,
      );
    }
    if (patch.newsletterOptIn !== undefined)
      person.newsletterOptIn = Boolean(patch.newsletterOptIn);
  }
  if (person.membertype === 'EXTERNE') {
    if (patch.membertypePrecision !== undefined) {
      person.membertypePrecision = String(patch.membertypePrecision);
    }
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

/** The checks of a token-based (unsecure) call on person `id`: 403 for a bad token, 404 else. */
function tokenPerson(request: Request, id: unknown): MockPerson | Response {
  const check = checkToken(queryToken(request), ['renewal', 'payment']);
  if (check.status === 'invalid') return forbidden('Token invalide ou expiré');
  if (check.status === 'stale' || check.person.id !== Number(id)) return notFound('Personne');
  return check.person;
}

export const userHandlers = [
  http.post(url('/users'), async ({ request }) => {
    const body = await readJson<NewPerson>(request);
    if (
      REQUIRED.some((field) => !String(body[field] ?? '').trim()) ||
      !isMemberType(body.membertype) ||
      !EMAIL.test(String(body.email)) ||
      passwordRefused(body.password, body.password2) ||
      !body.recaptcha
    ) {
      return badRequest('Champs manquants ou invalides');
    }
    if (emailTaken(body.email)) return forbidden("L'e-mail choisi est déjà utilisé");
    const person: MockPerson = {
      id: nextId(),
      firstName: String(body.firstName).trim(),
      lastName: String(body.lastName).trim(),
      email: String(body.email).trim(),
      phone: String(body.phone),
      birthDate: String(body.birthDate),
      cis: String(body.cis),
      membertype: body.membertype,
      ...(body.membertype === 'EXTERNE' && body.membertypePrecision
        ? { membertypePrecision: String(body.membertypePrecision) }
        : {}),
      subscriptions: subscriptionsFor(body.membertype, body.subscriptions),
      udFnspfDoubleStatusSubscription: Boolean(body.udFnspfDoubleStatusSubscription),
      newsletterOptIn: body.newsletterOptIn ?? true,
      relations: relationsFrom(body.relations),
      password: String(body.password),
      roles: [],
      emailValidated: false,
      validated: false,
      accountValidity: NO_VALIDITY,
    };
    db().persons.push(person);
    if (body.address?.streetName && body.address.city && body.address.postalCode) {
      storeAddress(person, body.address);
    }
    save();
    sendValidationMail(person);
    return HttpResponse.json(publicPerson(person), { status: 201 });
  }),

  http.get(
    url('/users'),
    withAuth(
      ({ request }) => HttpResponse.json(pageOf(db().persons.map(publicPerson), request)),
      canManagePersons,
    ),
  ),

  http.get(url('/users/:id/unsecure'), ({ params, request }) => {
    const person = tokenPerson(request, params.id);
    return person instanceof Response ? person : HttpResponse.json(publicPerson(person));
  }),

  http.patch(url('/users/:id/unsecure'), async ({ params, request }) => {
    const person = tokenPerson(request, params.id);
    if (person instanceof Response) return person;
    const patch = await readJson<NewPerson>(request);
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

  http.get(
    url('/users/:id'),
    withAuth(({ params, auth }) => {
      const person = findPerson(params.id);
      if (!person) return notFound('Personne');
      if (!canSeePerson(auth.grants, person.id)) return forbidden();
      return HttpResponse.json(publicPerson(person));
    }),
  ),

  http.patch(
    url('/users/:id'),
    withAuth(async ({ params, request, auth }) => {
      const person = findPerson(params.id);
      if (!person) return notFound('Personne');
      if (!canSeePerson(auth.grants, person.id)) return forbidden();
      const patch = await readJson<NewPerson & { validated: boolean }>(request);
      const identity = canEditPersonIdentity(auth.grants);
      if (identity && patch.email && emailTaken(patch.email, person.id)) {
        return conflict("L'e-mail choisi est déjà utilisé");
      }
      if (patch.password && passwordRefused(patch.password, patch.password2 ?? patch.password)) {
        return badRequest('Mot de passe refusé ou différent de sa confirmation');
      }
      applyPatch(person, patch, { identity, names: true });
      if (patch.password) person.password = patch.password;
      if (canManageGeneral(auth.grants) && Array.isArray(patch.roles)) {
        person.roles = patch.roles.map(String);
      }
      if (canManagePersons(auth.grants) && typeof patch.validated === 'boolean') {
        person.validated = patch.validated;
      }
      if (identity) changeEmail(person, patch.email);
      save();
      return HttpResponse.json(publicPerson(person));
    }),
  ),

  /** @assumed An administrator validates an account that confirmed its e-mail and paid. */
  http.post(
    url('/users/:id/validate'),
    withAuth(({ params }) => {
      const person = findPerson(params.id);
      if (!person) return notFound('Personne');
      if (!person.emailValidated) return problem(409, "L'e-mail n'a pas encore été confirmé");
      person.validated = true;
      save();
      sendMail(
        person.email,
        'Votre compte est validé',
        `<p>Bonjour ${escapeHtml(person.firstName)},</p><p>Un administrateur a validé votre compte : vous pouvez maintenant vous connecter à l'espace des membres.</p>`,
      );
      return HttpResponse.json(publicPerson(person));
    }, canManagePersons),
  ),

  /** @assumed */
  http.delete(
    url('/users/:id'),
    withAuth(({ params, auth }) => {
      const index = db().persons.findIndex((candidate) => candidate.id === Number(params.id));
      if (index < 0) return notFound('Personne');
      if (db().persons[index].id === auth.person.id) {
        return forbidden('Impossible de supprimer son propre compte');
      }
      db().persons.splice(index, 1);
      save();
      return new HttpResponse(null, { status: 204 });
    }, canManagePersons),
  ),
];
