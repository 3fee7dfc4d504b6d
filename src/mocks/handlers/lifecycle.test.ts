import { api } from '../../api/client';
import { recoverPassword, resetPassword, signIn, validateEmail } from '../../api/auth';
import { setAuthToken } from '../../api/auth-token';
import { statusOf } from '../../api/client';
import { db } from '../db';
import { signToken } from '../jwt';

const tokenFromLink = (link: string | undefined) =>
  new URL(link ?? '').hash.match(/token=([^&]+)/)?.[1] ?? '';
const lastMail = () => db().mails.at(-1);

async function statusOfCall(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return statusOf(error);
  }
}

afterEach(() => setAuthToken(null));

describe('mock backend: sign-in', () => {
  it.each([
    ['membre@amicale.fr', 'Membre2026!', []],
    ['commission@amicale.fr', 'Commission2026!', ['sport_ADMIN']],
    ['personnes@amicale.fr', 'Personnes2026!', ['general_ADMIN-PERSON']],
    ['admin@amicale.fr', 'Admin2026!', ['general_SUPER-ADMIN']],
    ['calendrier@amicale.fr', 'Calendrier2026!', ['calendrier_ADMIN']],
  ])('signs in %s with its roles and a JWT that expires', async (email, password, roles) => {
    const answer = await signIn(email, password);
    expect(answer.roles).toEqual(roles);
    const claims = JSON.parse(
      atob(answer.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp: number };
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password and an account not validated by an administrator', async () => {
    expect(await statusOfCall(signIn('membre@amicale.fr', 'faux'))).toBe(401);
    expect(await statusOfCall(signIn('attente@amicale.fr', 'Attente2026!'))).toBe(401);
  });
});

describe('mock backend: secured calls', () => {
  it('answers 401 without a token or with an expired one, 200 with a valid one', async () => {
    expect(await statusOfCall(api.get('/news'))).toBe(401);
    setAuthToken(signToken({ sub: 'membre@amicale.fr', userId: 1, purpose: 'session' }, -10));
    expect(await statusOfCall(api.get('/news'))).toBe(401);
    setAuthToken((await signIn('membre@amicale.fr', 'Membre2026!')).token);
    expect(await statusOfCall(api.get('/news'))).toBe(200);
  });

  it('pages, sorts and searches lists', async () => {
    setAuthToken((await signIn('membre@amicale.fr', 'Membre2026!')).token);
    const page = await api.get('/commissions', { params: { size: 3, sort: 'name,asc' } });
    expect(page.data._embedded.data).toHaveLength(3);
    expect(page.data.page.totalElements).toBe(db().commissions.length);
    const found = await api.get('/commissions', { params: { search: 'technicalName==sport' } });
    expect(found.data._embedded.data.map((c: { name: string }) => c.name)).toEqual(['Sport']);
  });

  it('serves light commissions without description to the public', async () => {
    const light = await api.get('/commissions/light', { params: { size: 25 } });
    expect(light.data._embedded.data[0]).not.toHaveProperty('description');
  });
});

describe('mock backend: the member lifecycle', () => {
  it('signs up, validates the e-mail by link, pays the dues, then waits for an administrator', async () => {
    await api.post('/users', {
      firstName: 'Zoé',
      lastName: 'Nouvelle',
      email: 'zoe@exemple.fr',
      phone: '0601020304',
      birthDate: '1990-05-01',
      cis: 'Beauregard',
      membertype: 'SPV',
      subscriptions: ['AMICALE'],
      udFnspfDoubleStatusSubscription: false,
      newsletterOptIn: true,
      password: 'Caserne-35',
      password2: 'Caserne-35',
      recaptcha: 'demo-recaptcha-token',
      relations: [],
    });
    expect(await statusOfCall(signIn('zoe@exemple.fr', 'Caserne-35'))).toBe(401);
    const mail = lastMail();
    expect(mail?.to).toBe('zoe@exemple.fr');
    expect(mail?.link).toContain('#/validateorsubscribe?token=');

    const { token } = await validateEmail(tokenFromLink(mail?.link));
    const dues = await api.get('/resources/cotisation', { params: { token } });
    expect(dues.data._embedded.data.map((due: { name: string }) => due.name)).toEqual([
      expect.stringMatching(/^Cotisation SPV/),
    ]);
    const order = await api.post(
      '/commands/adhesion',
      {
        reservations: dues.data._embedded.data.map((resource: { id: number }) => ({
          resource,
          quantity: 1,
        })),
        successURL: 'http://localhost/#/validateorsubscribe?payment=success',
        cancelURL: 'http://localhost/#/validateorsubscribe?payment=cancel',
      },
      { params: { token } },
    );
    const paid = await api.post(`/demo/checkout/${order.data.stripeSessionId}/pay`);
    expect(paid.data.redirect).toBe('http://localhost/#/validateorsubscribe?payment=success');
    const person = db().persons.find((candidate) => candidate.email === 'zoe@exemple.fr');
    expect(person?.accountValidity).toMatch(/^\d{4}-12-31$/);
    expect(await statusOfCall(signIn('zoe@exemple.fr', 'Caserne-35'))).toBe(401);

    setAuthToken((await signIn('admin@amicale.fr', 'Admin2026!')).token);
    await api.post(`/users/${person?.id}/validate`);
    expect((await signIn('zoe@exemple.fr', 'Caserne-35')).username).toBe('zoe@exemple.fr');
  });

  it('refuses a second account with the same e-mail (403) and a bad validation token', async () => {
    expect(
      await statusOfCall(
        api.post('/users', {
          ...db().persons[0],
          id: undefined,
          password: 'Caserne-35',
          password2: 'Caserne-35',
          recaptcha: 'x',
        }),
      ),
    ).toBe(403);
    expect(await statusOfCall(validateEmail('pas-un-token'))).toBe(400);
  });

  it('resets a password through the recovery link', async () => {
    await recoverPassword('membre@amicale.fr');
    const token = tokenFromLink(lastMail()?.link);
    expect(
      await statusOfCall(
        resetPassword({
          token,
          email: 'commission@amicale.fr',
          password: 'Nouveau-35',
          password2: 'Nouveau-35',
        }),
      ),
    ).toBe(403);
    expect(
      await statusOfCall(
        resetPassword({
          token,
          email: 'inconnu@amicale.fr',
          password: 'Nouveau-35',
          password2: 'Nouveau-35',
        }),
      ),
    ).toBe(404);
    await resetPassword({
      token,
      email: 'membre@amicale.fr',
      password: 'Nouveau-35',
      password2: 'Nouveau-35',
    });
    expect((await signIn('membre@amicale.fr', 'Nouveau-35')).userId).toBe(1);
    expect(await statusOfCall(recoverPassword('inconnu@amicale.fr'))).toBe(404);
  });

  it('renews through the seeded renewal link: account, address, dues', async () => {
    const mail = db().mails.find((candidate) => candidate.subject === 'Renouvelez votre adhésion');
    const token = tokenFromLink(mail?.link);
    const userId = Number(new URL(mail?.link ?? '').hash.match(/userid=(\d+)/)?.[1]);
    const person = await api.get(`/users/${userId}/unsecure`, { params: { token } });
    const address = await api.get(`${person.data._links.address.href}/unsecure`, {
      params: { token },
    });
    expect(address.data.city).toBe('Rennes');
    await api.post(
      '/addresses/unsecure',
      { ...address.data, city: 'Cesson-Sévigné', persons: [{ id: userId }] },
      { params: { token } },
    );
    const saved = await api.patch(
      `/users/${userId}/unsecure`,
      { ...person.data, phone: '0611223344' },
      { params: { token } },
    );
    expect(saved.data).toEqual({
      subscriptions: ['AMICALE'],
      firstName: 'Nathalie',
      lastName: 'Roux',
    });
    const dues = await api.get('/resources/cotisation', { params: { token } });
    expect(dues.data._embedded.data[0].name).toMatch(/^Cotisation SPP/);
    expect(
      await statusOfCall(api.get(`/users/${userId}/unsecure`, { params: { token: 'faux' } })),
    ).toBe(403);
    expect(await statusOfCall(api.get('/users/1/unsecure', { params: { token } }))).toBe(404);
  });
});

describe('mock backend: calendar and contact', () => {
  it('records a calendar purchase, pays it and shows it to the calendar team', async () => {
    const answer = await api.post('/commands/calendar', {
      person: {
        lastName: 'Durand',
        firstName: 'Alice',
        email: 'alice@exemple.fr',
        address: {
          streetNumber: '3',
          streetName: 'rue de Fougères',
          postalCode: 35700,
          city: 'Rennes',
        },
      },
      amount: 12,
      stubNumber: 204,
      recaptcha: 'demo-recaptcha-token',
      successRedirect: 'http://localhost/#/calendrier/code/',
    });
    const paid = await api.post(`/demo/checkout/${answer.data.stripeSessionId}/pay`);
    const externalIdentifier = String(paid.data.redirect).split('/calendrier/code/')[1];
    expect(externalIdentifier).toBeTruthy();
    setAuthToken((await signIn('membre@amicale.fr', 'Membre2026!')).token);
    expect(await statusOfCall(api.get(`/commands/calendar/${externalIdentifier}`))).toBe(403);
    setAuthToken((await signIn('calendrier@amicale.fr', 'Calendrier2026!')).token);
    const order = await api.get(`/commands/calendar/${externalIdentifier}`);
    expect(order.data).toMatchObject({ amount: 12, stubNumber: 204, paymentStatus: 'PAID' });
  });

  it('refuses a calendar amount under 2 €', async () => {
    const call = api.post('/commands/calendar', {
      person: {
        lastName: 'D',
        firstName: 'A',
        email: 'a@b.fr',
        address: { streetNumber: '1', streetName: 'r', postalCode: 35000, city: 'R' },
      },
      amount: 1.5,
      stubNumber: 1,
      recaptcha: 'x',
      successRedirect: 'http://localhost/#/calendrier/code/',
    });
    expect(await statusOfCall(call)).toBe(400);
  });

  it('delivers a complete contact message to the mailbox and refuses an incomplete one', async () => {
    const mail = {
      email: 'a@b.fr',
      phone: '06',
      lastName: 'D',
      firstName: 'A',
      subject: 'Objet',
      text: 'Texte',
      recaptcha: 't',
    };
    await api.post('/mails/sendinternalmail', mail);
    expect(lastMail()?.subject).toBe('[Contact] Objet');
    expect(await statusOfCall(api.post('/mails/sendinternalmail', { ...mail, text: '' }))).toBe(
      400,
    );
  });
});
