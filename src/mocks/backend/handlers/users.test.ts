import { signIn } from '@/api/auth';
import { validateEmail } from '@/api/email-validation';
import { setAuthToken } from '@/api/auth-token';
import { api, statusOf } from '@/api/client';
import { detailOf } from '@/lib/failure-detail';
import { orderAdhesion } from '@/api/orders';
import { fetchDues } from '@/api/resources';
import type { Person, SignUpBody } from '@/api/types';
import {
  registerPerson,
  fetchAddressByLink,
  fetchPerson,
  fetchPersonAddress,
  fetchPersonByLink,
  saveAddressByLink,
  updatePerson,
  updatePersonByLink,
} from '@/api/persons';
import { PASSWORDS_DIFFER, PASSWORD_NOT_ALLOWED, isPasswordAllowed } from '@/lib/passwords';
import { db } from '@/mocks/backend/db';
import {
  DEMO,
  lastMailTo,
  linkParam,
  signInAs,
  statusOfCall,
  embedded,
} from '@/mocks/backend/testing';
import { takeRefusedBodies } from '@/mocks/backend/strict-bodies';
import type { DemoCheckoutView } from './demo';
import { formMemberType } from '@/lib/person-rules';

afterEach(() => setAuthToken(null));

const origin = window.location.origin;

function newcomer(overrides: Partial<SignUpBody> = {}): SignUpBody {
  return {
    firstName: 'Zoé',
    lastName: 'Nouvelle',
    email: 'zoe@exemple.fr',
    phone: '0601020304',
    birthDate: '1992-07-14',
    cis: 'Beauregard',
    membertype: 'SPV',
    subscriptions: ['AMICALE'],
    udFnspfDoubleStatusSubscription: false,
    newsletterOptIn: true,
    relations: [
      {
        relatedUser: { firstName: 'Léo', lastName: 'Nouvelle', birthDate: '2019-03-02' },
        relationShip: 'FAMILY',
        relationShipPrecision: 'Enfant',
      },
    ],
    password: 'Caserne-35',
    password2: 'Caserne-35',
    recaptcha: 'demo-recaptcha-token',
    ...overrides,
  };
}

const personByEmail = (email: string) => db().persons.find((person) => person.email === email);

describe('the member lifecycle', () => {
  it('signs up, confirms the e-mail by link, pays the dues, then waits for an administrator', async () => {
    await registerPerson(newcomer());
    const created = personByEmail('zoe@exemple.fr');
    expect(created).toMatchObject({ emailValidated: false, validated: false });
    expect(created?.relations?.[0].relatedUser.firstName).toBe('Léo');
    expect(await statusOfCall(signIn('zoe@exemple.fr', 'Caserne-35'))).toBe(401);

    const mail = lastMailTo('zoe@exemple.fr');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.link?.startsWith(`${origin}/#/validateorsubscribe?token=`)).toBe(true);

    const { token } = await validateEmail(linkParam(mail?.link, 'token'));
    const dues = await fetchDues(token);
    expect(dues.map((due) => [due.name, due.price, due.billingPeriod])).toEqual([
      [`Cotisation SPV ${new Date().getFullYear() + 1}`, 25, 'YEAR'],
    ]);
    expect(dues[0].description).toContain('<strong>');

    const { stripeSessionId } = await orderAdhesion(
      token,
      dues,
      `${origin}/#/validateorsubscribe?payment=success`,
      `${origin}/#/validateorsubscribe?payment=cancel`,
    );
    const checkout = await api.get<DemoCheckoutView>(`/demo/checkout/${stripeSessionId}`);
    expect(checkout.data).toMatchObject({ sessionId: stripeSessionId, amount: 25, status: 'OPEN' });
    const paid = await api.post<{ redirect: string }>(`/demo/checkout/${stripeSessionId}/pay`);
    expect(paid.data.redirect).toBe(`${origin}/#/validateorsubscribe?payment=success`);

    const person = personByEmail('zoe@exemple.fr');
    expect(person?.accountValidity).toBe(`${new Date().getFullYear() + 1}-12-31`);
    expect(person?.validated).toBe(false);
    expect(await statusOfCall(signIn('zoe@exemple.fr', 'Caserne-35'))).toBe(401);
    expect(await statusOfCall(fetchDues(token))).toBe(404);
    expect(lastMailTo('zoe@exemple.fr')?.subject).toBe('Cotisation reçue');

    await signInAs(...DEMO.persons);
    await api.post(`/users/${person?.id}/validate`);
    setAuthToken(null);
    const answer = await signIn('zoe@exemple.fr', 'Caserne-35');
    expect(answer).toMatchObject({
      username: 'zoe@exemple.fr',
      subscriptions: ['AMICALE'],
      roles: [],
    });
  });

  it('sets the memberships from the status: HONORAIRE replaces AMICALE', async () => {
    await registerPerson(
      newcomer({ membertype: 'HONORAIRE', subscriptions: ['AMICALE', 'FNSPF'] }),
    );
    expect(personByEmail('zoe@exemple.fr')?.subscriptions).toEqual(['HONORAIRE', 'FNSPF']);
  });

  it('refuses a used e-mail (403) and incomplete or mismatched sign-ups (400)', async () => {
    expect(await statusOfCall(registerPerson(newcomer({ email: 'MEMBRE@amicale.fr' })))).toBe(403);
    expect(await statusOfCall(registerPerson(newcomer({ phone: '' })))).toBe(400);
    expect(await statusOfCall(api.post('/users', { ...newcomer(), membertype: '' }))).toBe(400);
    expect(await statusOfCall(registerPerson(newcomer({ password2: 'Caserne-36' })))).toBe(400);
    expect(await statusOfCall(registerPerson(newcomer({ recaptcha: '' })))).toBe(400);
    expect(personByEmail('zoe@exemple.fr')).toBeUndefined();
  });

  it('refuses at sign-up a password the app refuses (400 with the app message)', async () => {
    for (const password of ['azerty123', 'AZERTY123', 'motdepasse', 'Court']) {
      expect(isPasswordAllowed(password)).toBe(false);
      const failure = await registerPerson(newcomer({ password, password2: password })).catch(
        (error: unknown) => error,
      );
      expect([password, statusOf(failure), detailOf(failure)]).toEqual([
        password,
        400,
        PASSWORD_NOT_ALLOWED,
      ]);
    }
    const mismatch = await registerPerson(newcomer({ password2: 'Caserne-36' })).catch(
      (error: unknown) => error,
    );
    expect(detailOf(mismatch)).toBe(PASSWORDS_DIFFER);
    expect(personByEmail('zoe@exemple.fr')).toBeUndefined();
  });

  it('refuses an e-mail the app refuses (400)', async () => {
    for (const email of ['zoe@exemple', 'zoe@exemple.f', 'zoe exemple@exemple.fr']) {
      expect(await statusOfCall(registerPerson(newcomer({ email })))).toBe(400);
    }
    expect(await statusOfCall(registerPerson(newcomer({ email: '  zoe@exemple.fr ' })))).toBe(200);
  });
});

describe('renewal through the seeded e-mail (token-based calls)', () => {
  const renewalLink = () => lastMailTo('renouvellement@amicale.fr')?.link;

  it('reads the person and its address, saves both, then lists the dues', async () => {
    const link = renewalLink();
    expect(link).toContain('#/renewsubscription?token=');
    const token = linkParam(link, 'token');
    const userId = Number(linkParam(link, 'userid'));
    expect(userId).toBe(8);

    const person = await fetchPersonByLink(userId, token);
    expect(person).not.toHaveProperty('password');
    const addressLink = person._links?.address.href ?? '';
    expect(addressLink).toMatch(/^https?:\/\/.+\/amicale\/v1\/users\/8\/address$/);
    const address = await fetchAddressByLink(addressLink, token);
    expect(address.city).toBe('Rennes');

    await saveAddressByLink(
      { ...address, city: 'Cesson-Sévigné', country: undefined },
      userId,
      token,
    );
    expect((await fetchAddressByLink(addressLink, token)).city).toBe('Cesson-Sévigné');

    // The renewal sends what it lets its reader change; a name it only read is refused.
    const renewal = {
      email: person.email,
      phone: '0611223344',
      cis: person.cis ?? '',
      membertype: formMemberType(person.membertype) || 'SPP',
      subscriptions: person.subscriptions,
    };
    const echoed = { ...renewal, firstName: 'Changé', id: 8 };
    const refused = await api
      .patch('/users/8/unsecure', echoed, { params: { token } })
      .catch((error: unknown) => error);
    expect([statusOf(refused), detailOf(refused)]).toEqual([
      400,
      'Champ non attendu : firstName, id',
    ]);
    expect(takeRefusedBodies()).toEqual([
      'PATCH /users/8/unsecure: Champ non attendu : firstName, id',
    ]);
    const saved = await updatePersonByLink(userId, token, renewal);
    expect(saved).toEqual({ subscriptions: ['AMICALE'], firstName: 'Nathalie', lastName: 'Roux' });
    expect(db().persons[7]).toMatchObject({ phone: '0611223344', firstName: 'Nathalie' });

    expect((await fetchDues(token)).map((due) => due.name)).toEqual([
      `Cotisation SPP ${new Date().getFullYear() + 1}`,
    ]);
  });

  it('answers 403 for a bad token and 404 for another person', async () => {
    const token = linkParam(renewalLink(), 'token');
    expect(await statusOfCall(fetchPersonByLink(8, 'faux'))).toBe(403);
    expect(await statusOfCall(fetchPersonByLink(1, token))).toBe(404);
    expect(
      await statusOfCall(
        saveAddressByLink(
          { streetNumber: '1', streetName: 'r', postalCode: 35000, city: 'R' },
          1,
          token,
        ),
      ),
    ).toBe(403);
  });

  it('asks to confirm a changed e-mail: the old link then finds no account (404)', async () => {
    const token = linkParam(renewalLink(), 'token');
    const person = await fetchPersonByLink(8, token);
    await updatePersonByLink(8, token, {
      email: 'nathalie.roux@exemple.fr',
      phone: person.phone ?? '',
      cis: person.cis ?? '',
      membertype: formMemberType(person.membertype) || 'SPP',
      subscriptions: person.subscriptions,
    });
    expect(lastMailTo('nathalie.roux@exemple.fr')?.link).toContain('#/validateorsubscribe?token=');
    expect(db().persons[7].emailValidated).toBe(false);
    expect(await statusOfCall(fetchPersonByLink(8, token))).toBe(404);
  });

  it('has no address to show for a person without one (404)', async () => {
    const link = lastMailTo('nouveau@amicale.fr')?.link;
    const { token } = await validateEmail(linkParam(link, 'token'));
    const person = await fetchPersonByLink(7, token);
    expect(await statusOfCall(fetchAddressByLink(person._links?.address.href ?? '', token))).toBe(
      404,
    );
  });
});

describe('secured person calls', () => {
  it('lets members read and edit themselves, not others, and keeps their e-mail and status', async () => {
    await signInAs(...DEMO.member);
    const me = await fetchPerson(1);
    // One's own person: without the administrators' fields; the address by its own call.
    expect(me).not.toHaveProperty('accountValidity');
    expect(me).not.toHaveProperty('validated');
    expect(me).not.toHaveProperty('emailValidated');
    expect((await fetchPersonAddress(1))?.city).toBe('Rennes');
    const saved = await updatePerson(1, {
      phone: '0699887766',
      email: 'autre@amicale.fr',
      membertype: 'SPP',
    });
    expect(saved).toMatchObject({
      phone: '0699887766',
      email: 'membre@amicale.fr',
      membertype: 'SPV',
    });
    expect(await statusOfCall(fetchPerson(2))).toBe(403);
    expect(await statusOfCall(updatePerson(2, { phone: '01' }))).toBe(403);
    expect(await statusOfCall(api.get('/users'))).toBe(403);
  });

  it('lets a general administrator change an e-mail (to be confirmed again) but not to a used one', async () => {
    await signInAs(...DEMO.admin);
    expect(await statusOfCall(updatePerson(1, { email: 'commission@amicale.fr' }))).toBe(409);
    const saved = await updatePerson(1, {
      email: 'jeanne.martin@exemple.fr',
      membertype: 'HONORAIRE',
    });
    expect(saved).toMatchObject({
      email: 'jeanne.martin@exemple.fr',
      subscriptions: ['HONORAIRE'],
    });
    expect(lastMailTo('jeanne.martin@exemple.fr')?.subject).toBe('Confirmez votre adresse e-mail');
    setAuthToken(null);
    expect(await statusOfCall(signIn('jeanne.martin@exemple.fr', DEMO.member[1]))).toBe(401);
  });

  it('lists persons for the persons administrator, paged and searched', async () => {
    await signInAs(...DEMO.persons);
    const page = await api.get('/users', { params: { size: 4, page: 1, sort: 'lastName,asc' } });
    expect(page.data.page).toEqual({
      size: 4,
      totalElements: db().persons.length,
      totalPages: Math.ceil(db().persons.length / 4),
      number: 1,
    });
    const found = await api.get('/users', {
      params: { search: 'membertype==HONORAIRE;email==*amicale.fr' },
    });
    expect(embedded<Person>(found.data).map((person) => person.lastName)).toEqual(['Fournier']);
    expect(JSON.stringify(page.data)).not.toContain('password');
    // A search cannot probe what is never sent: a password.
    const probed = await api.get('/users', { params: { search: `password==${DEMO.member[1]}` } });
    expect(probed.data.page.totalElements).toBe(0);
  });

  it("refuses anybody's password but one's own, the super administrator's included (403)", async () => {
    await signInAs(...DEMO.persons);
    expect(
      await statusOfCall(updatePerson(4, { password: 'Caserne-35', password2: 'Caserne-35' })),
    ).toBe(403);
    await signInAs(...DEMO.admin);
    expect(
      await statusOfCall(updatePerson(1, { password: 'Caserne-35', password2: 'Caserne-35' })),
    ).toBe(403);
    expect(db().persons[0].password).toBe(DEMO.member[1]);
    expect(db().persons[3].password).toBe(DEMO.admin[1]);
  });

  it('refuses on update a password the app refuses, and a new e-mail it refuses (400)', async () => {
    await signInAs(...DEMO.member);
    const refused = await updatePerson(1, { password: 'azerty123', password2: 'azerty123' }).catch(
      (error: unknown) => error,
    );
    expect([statusOf(refused), detailOf(refused)]).toEqual([400, PASSWORD_NOT_ALLOWED]);
    expect(
      await statusOfCall(updatePerson(1, { password: 'Caserne-35', password2: 'Autre-35' })),
    ).toBe(400);
    await signInAs(...DEMO.admin);
    expect(await statusOfCall(updatePerson(1, { email: 'jeanne@martin' }))).toBe(400);
    await signInAs(...DEMO.member);
    expect(db().persons[0]).toMatchObject({
      password: DEMO.member[1],
      email: DEMO.member[0],
    });
    await updatePerson(1, { password: 'Caserne-35', password2: 'Caserne-35' });
    expect(db().persons[0].password).toBe('Caserne-35');
  });

  it('deletes a person (administrators only, never oneself)', async () => {
    await signInAs(...DEMO.member);
    expect(await statusOfCall(api.delete('/users/7'))).toBe(403);
    await signInAs(...DEMO.persons);
    expect(await statusOfCall(api.delete('/users/3'))).toBe(403);
    await api.delete('/users/7');
    expect(await statusOfCall(fetchPerson(7))).toBe(404);
  });
});
