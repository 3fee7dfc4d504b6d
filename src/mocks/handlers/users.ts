import { HttpResponse, http } from 'msw';
import type { Address, NewPerson, Person } from '../../api/types';
import { canManagePersons } from '../../lib/permissions';
import { db, nextId, save, type MockPerson } from '../db';
import { DAY, type MockClaims, signToken, verifyToken } from '../jwt';
import { appLink, sendMail } from '../mailbox';
import { pageOf } from '../paging';
import { forbidden, notFound, withAuth } from '../with-auth';
import { publicPerson, readJson, url } from './shared';

const REQUIRED: (keyof Person)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'cis',
  'membertype',
];

export function sendValidationMail(person: MockPerson): void {
  const token = signToken({ sub: person.email, userId: person.id, purpose: 'validation' }, 7 * DAY);
  sendMail(
    person.email,
    'Confirmez votre adresse e-mail',
    `<p>Bonjour ${person.firstName},</p><p>Confirmez votre adresse e-mail puis réglez votre cotisation en ouvrant le lien ci-dessous.</p>`,
    appLink(`/validateorsubscribe?token=${token}`),
  );
}

/** The person a token of one of these purposes was issued for. */
export function personFromToken(
  request: Request,
  purposes: MockClaims['purpose'][],
): MockPerson | undefined {
  const token = new URL(request.url).searchParams.get('token');
  for (const purpose of purposes) {
    const claims = verifyToken(token, purpose);
    if (claims)
      return db().persons.find(
        (person) => person.id === claims.userId && person.email === claims.sub,
      );
  }
  return undefined;
}

const emailTaken = (email: unknown, exceptId?: number) =>
  db().persons.some(
    (person) =>
      person.id !== exceptId && person.email.toLowerCase() === String(email ?? '').toLowerCase(),
  );

/** Applies the editable fields of a PATCH; the e-mail changes only when allowed. */
function applyPatch(person: MockPerson, patch: Partial<NewPerson>): void {
  const fields: (keyof Person)[] = [
    'firstName',
    'lastName',
    'phone',
    'birthDate',
    'cis',
    'membertype',
    'membertypePrecision',
    'subscriptions',
    'udFnspfDoubleStatusSubscription',
    'newsletterOptIn',
    'relations',
  ];
  const target = person as unknown as Record<string, unknown>;
  for (const field of fields) if (patch[field] !== undefined) target[field] = patch[field];
  if (patch.password) person.password = patch.password;
}

function changeEmail(person: MockPerson, email: string | undefined): boolean {
  if (!email || email.toLowerCase() === person.email.toLowerCase()) return false;
  person.email = email;
  person.emailValidated = false;
  sendValidationMail(person);
  return true;
}

function addressOf(person: MockPerson) {
  return db().addresses.find((address) => address.id === person.addressId);
}

export const userHandlers = [
  http.post(url('/users'), async ({ request }) => {
    const body = await readJson<NewPerson>(request);
    if (
      REQUIRED.some((field) => !body[field]) ||
      !body.password ||
      body.password !== body.password2 ||
      !body.recaptcha
    ) {
      return HttpResponse.json({ message: 'Champs manquants ou invalides' }, { status: 400 });
    }
    if (emailTaken(body.email))
      return HttpResponse.json({ message: 'E-mail déjà utilisé' }, { status: 403 });
    const person: MockPerson = {
      id: nextId(),
      firstName: String(body.firstName),
      lastName: String(body.lastName),
      email: String(body.email),
      phone: String(body.phone),
      birthDate: String(body.birthDate),
      cis: String(body.cis),
      membertype: body.membertype ?? 'SPV',
      membertypePrecision: body.membertypePrecision,
      subscriptions: body.subscriptions ?? ['AMICALE'],
      udFnspfDoubleStatusSubscription: Boolean(body.udFnspfDoubleStatusSubscription),
      newsletterOptIn: body.newsletterOptIn ?? true,
      relations: (body.relations ?? []).map((relation) => ({ ...relation, id: nextId() })),
      password: body.password,
      roles: [],
      emailValidated: false,
      validated: false,
      accountValidity: '1970-01-01',
    };
    db().persons.push(person);
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

  http.get(
    url('/users/:id'),
    withAuth(({ params, auth }) => {
      const person = db().persons.find((candidate) => candidate.id === Number(params.id));
      if (!person) return notFound('Personne');
      if (person.id !== auth.person.id && !canManagePersons(auth.grants)) return forbidden();
      return HttpResponse.json(publicPerson(person));
    }),
  ),

  http.patch(
    url('/users/:id'),
    withAuth(async ({ params, request, auth }) => {
      const person = db().persons.find((candidate) => candidate.id === Number(params.id));
      if (!person) return notFound('Personne');
      if (person.id !== auth.person.id && !canManagePersons(auth.grants)) return forbidden();
      const patch = await readJson<NewPerson>(request);
      if (patch.email && emailTaken(patch.email, person.id)) {
        return HttpResponse.json({ message: 'E-mail déjà utilisé' }, { status: 403 });
      }
      applyPatch(person, patch);
      changeEmail(person, patch.email);
      save();
      return HttpResponse.json(publicPerson(person));
    }),
  ),

  /** @assumed An administrator validates an account. */
  http.post(
    url('/users/:id/validate'),
    withAuth(({ params }) => {
      const person = db().persons.find((candidate) => candidate.id === Number(params.id));
      if (!person) return notFound('Personne');
      person.validated = true;
      save();
      return HttpResponse.json(publicPerson(person));
    }, canManagePersons),
  ),

  /** @assumed */
  http.delete(
    url('/users/:id'),
    withAuth(({ params }) => {
      const index = db().persons.findIndex((candidate) => candidate.id === Number(params.id));
      if (index < 0) return notFound('Personne');
      db().persons.splice(index, 1);
      save();
      return new HttpResponse(null, { status: 204 });
    }, canManagePersons),
  ),

  http.get(
    url('/users/:id/address'),
    withAuth(({ params }) => {
      const person = db().persons.find((candidate) => candidate.id === Number(params.id));
      const address = person && addressOf(person);
      return address ? HttpResponse.json(address) : notFound('Adresse');
    }),
  ),

  http.get(url('/users/:id/unsecure'), ({ params, request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const claims = verifyToken(token, 'renewal') ?? verifyToken(token, 'payment');
    if (!claims) return forbidden();
    const person = db().persons.find((candidate) => candidate.id === claims.userId);
    // A link sent to an e-mail that has changed since no longer opens the account.
    if (!person || person.id !== Number(params.id) || person.email !== claims.sub) {
      return notFound('Personne');
    }
    return HttpResponse.json(publicPerson(person));
  }),

  http.patch(url('/users/:id/unsecure'), async ({ params, request }) => {
    const person = personFromToken(request, ['renewal', 'payment']);
    if (!person || person.id !== Number(params.id)) return forbidden();
    const patch = await readJson<NewPerson>(request);
    if (patch.email && emailTaken(patch.email, person.id)) {
      return HttpResponse.json({ message: 'E-mail déjà utilisé' }, { status: 403 });
    }
    applyPatch(person, { ...patch, password: undefined });
    changeEmail(person, patch.email);
    save();
    return HttpResponse.json({
      subscriptions: person.subscriptions,
      firstName: person.firstName,
      lastName: person.lastName,
    });
  }),

  http.get(url('/users/:id/address/unsecure'), ({ params, request }) => {
    const person = personFromToken(request, ['renewal', 'payment']);
    if (!person || person.id !== Number(params.id)) return forbidden();
    const address = addressOf(person);
    return address ? HttpResponse.json(address) : notFound('Adresse');
  }),

  http.post(url('/addresses/unsecure'), async ({ request }) => {
    const person = personFromToken(request, ['renewal', 'payment']);
    if (!person) return forbidden();
    const body = await readJson<Address>(request);
    if (!body.streetName || !body.city || !body.postalCode) {
      return HttpResponse.json({ message: 'Adresse incomplète' }, { status: 400 });
    }
    if (!body.persons?.some((entry) => entry.id === person.id)) return forbidden();
    const existing = addressOf(person);
    const address = {
      id: existing?.id ?? nextId(),
      streetNumber: String(body.streetNumber ?? ''),
      streetName: String(body.streetName),
      postalCode: body.postalCode,
      city: String(body.city),
      country: body.country ?? 'France',
      persons: [{ id: person.id }],
    };
    if (existing) Object.assign(existing, address);
    else db().addresses.push(address);
    person.addressId = address.id;
    save();
    return HttpResponse.json(address, { status: existing ? 200 : 201 });
  }),
];
