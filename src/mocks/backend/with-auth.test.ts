import { HttpResponse, http } from 'msw';
import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { detailOf } from '@/lib/failure-detail';
import { canManagePersons } from '@/lib/permissions';
import { db } from './db';
import { mint, sign } from './jwt';
import { server } from './node';
import { UNSECURE_PERSON } from './persons';
import { badRequest, ok, url } from './responses';
import { DEMO, signInAs, statusOfCall } from './testing';
import { issueToken, spendToken } from './tokens';
import { withAuth, withToken } from './with-auth';

afterEach(() => setAuthToken(null));

const session = (userId: number, lifetime: number) =>
  sign({ sub: `person-${userId}`, userId, purpose: 'session', roles: [] }, lifetime);

describe('withAuth', () => {
  it('answers 401 with a message without a bearer', async () => {
    const failure = await api.get('/news').catch((error: unknown) => error);
    expect(detailOf(failure)).toBe('Authentification requise');
    expect(await statusOfCall(api.get('/news'))).toBe(401);
  });

  it('answers 401 for an expired, forged, malformed or non-session token, or an account not validated', async () => {
    const cases = [
      session(1, -10),
      `${session(1, 3600).slice(0, -2)}xx`,
      'garbage',
      sign({ sub: DEMO.member[0], userId: 1, purpose: 'payment' }, 3600),
      session(6, 3600),
      session(999, 3600),
    ];
    for (const token of cases) {
      setAuthToken(token);
      expect(await statusOfCall(api.get('/news'))).toBe(401);
    }
    setAuthToken(session(1, 3600));
    expect(await statusOfCall(api.get('/news'))).toBe(200);
  });

  it('refuses an account an administrator invalidated since it signed in', async () => {
    await signInAs(...DEMO.member);
    db().persons[0].validated = false;
    expect(await statusOfCall(api.get('/news'))).toBe(401);
  });

  it('answers 403 when the role rule refuses, and passes the caller to the resolver', async () => {
    server.use(
      http.get(
        url('/test/whoami'),
        withAuth(({ auth }) => {
          expect(auth.grants).toEqual({
            roles: auth.person.roles,
            subscriptions: auth.person.subscriptions,
            userId: auth.person.id,
          });
          return ok();
        }, canManagePersons),
      ),
    );
    await signInAs(...DEMO.member);
    expect(await statusOfCall(api.get('/test/whoami'))).toBe(403);
    await signInAs(...DEMO.persons);
    expect(await statusOfCall(api.get('/test/whoami'))).toBe(200);
    await signInAs(...DEMO.admin);
    expect(await statusOfCall(api.get('/test/whoami'))).toBe(200);
  });
});

describe('withToken', () => {
  const renewalPerson = () => db().persons[7];

  /** A token-based test call on person `:id`, answering what the resolver received. */
  function useTokenRoute(rule: Parameters<typeof withToken>[1]) {
    server.use(
      http.get(
        url('/test/token/:id'),
        withToken(
          ({ holder }) =>
            HttpResponse.json({ userId: holder.person.id, purpose: holder.record.purpose }),
          rule,
        ),
      ),
    );
  }

  const call = (token: string | null, id = 8) =>
    fetch(url(`/test/token/${id}`) + (token === null ? '' : `?token=${encodeURIComponent(token)}`));

  it('hands the holder of a valid token of an allowed purpose to the resolver', async () => {
    useTokenRoute(UNSECURE_PERSON);
    const answer = await call(issueToken(renewalPerson(), 'renewal'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ userId: 8, purpose: 'renewal' });
  });

  it('answers 403 for a missing, spent, forged, expired, unknown or wrong-purpose token', async () => {
    useTokenRoute(UNSECURE_PERSON);
    const person = renewalPerson();
    const spent = mint(person, 'renewal', 3600, 'spent-renewal');
    db().tokens.push(spent.record);
    spendToken(spent.record);
    const genuine = issueToken(person, 'renewal');
    const expired = mint(person, 'renewal', 3600, 'expired-renewal', Date.now() - 2 * 3600 * 1000);
    db().tokens.push(expired.record);
    // The genuine token's claims given to another person, under the genuine signature.
    const [header, payload, signature] = genuine.split('.');
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...(claims as object), userId: 1 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const cases = {
      missing: null,
      empty: '',
      spent: spent.token,
      forged: `${header}.${forged}.${signature}`,
      'bad signature': `${genuine.slice(0, -2)}xx`,
      expired: expired.token,
      'never issued': mint(person, 'renewal', 3600, 'not-in-store').token,
      'wrong purpose': issueToken(person, 'recovery'),
      session: sign({ sub: person.email, userId: 8, purpose: 'session', roles: [] }, 3600),
    };
    for (const [name, token] of Object.entries(cases)) {
      const answer = await call(token);
      expect({ name, status: answer.status }).toEqual({ name, status: 403 });
      expect(await answer.json()).toEqual({ status: 403, message: 'Token invalide ou expiré' });
    }
    expect((await call(genuine)).status).toBe(200);
  });

  it('answers the stale answer for a token of a person whose e-mail changed, or of another person', async () => {
    useTokenRoute(UNSECURE_PERSON);
    const token = issueToken(renewalPerson(), 'payment');
    expect((await call(token, 1)).status).toBe(404);
    renewalPerson().email = 'nathalie.roux@exemple.fr';
    const stale = await call(token);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual({ status: 404, message: 'Personne introuvable' });
  });

  it('answers the refusal for a stale token when the rule names no stale answer', async () => {
    useTokenRoute({ purposes: ['validation'], refuse: () => badRequest('Lien invalide') });
    const token = issueToken(renewalPerson(), 'validation');
    renewalPerson().email = 'nathalie.roux@exemple.fr';
    expect((await call(token)).status).toBe(400);
    expect((await call('faux')).status).toBe(400);
  });

  it('keeps the statuses of the real ?token= calls, never a 401, even when signed in', async () => {
    await signInAs(...DEMO.member);
    const person = renewalPerson();
    // Bodies each call takes, so that what is checked is the token alone.
    const adhesion = {
      reservations: [{ resource: { id: 1 }, quantity: 1 }],
      successURL: 'https://a/ok',
      cancelURL: 'https://a/ko',
    };
    const renewal = {
      email: 'a@exemple.fr',
      phone: '0600000000',
      cis: 'Autre',
      membertype: 'SPP',
      subscriptions: [],
    };
    const address = {
      streetNumber: '1',
      streetName: 'rue',
      postalCode: '35000',
      city: 'Rennes',
      persons: [{ id: 8 }],
    };
    const calls: [string, string, RequestInit?][] = [
      ['validate', '/auth/validate', { method: 'POST' }],
      ['dues', '/resources/cotisation'],
      ['image', '/resources/1/file'],
      ['adhesion', '/commands/adhesion', { method: 'POST', body: JSON.stringify(adhesion) }],
      ['person', '/users/8/unsecure'],
      ['person update', '/users/8/unsecure', { method: 'PATCH', body: JSON.stringify(renewal) }],
      ['address', '/users/8/address/unsecure'],
      ['address save', '/addresses/unsecure', { method: 'POST', body: JSON.stringify(address) }],
    ];
    const statuses = async (token: string) => {
      const answers: Record<string, number> = {};
      for (const [name, path, init] of calls) {
        const answer = await fetch(`${url(path)}?token=${encodeURIComponent(token)}`, {
          ...init,
          headers: { 'Content-Type': 'application/json' },
        });
        answers[name] = answer.status;
      }
      return answers;
    };

    expect(await statuses('faux')).toEqual({
      validate: 400,
      dues: 403,
      image: 403,
      adhesion: 403,
      person: 403,
      'person update': 403,
      address: 403,
      'address save': 403,
    });

    const link = issueToken(person, 'renewal');
    person.email = 'nathalie.roux@exemple.fr';
    expect(await statuses(link)).toEqual({
      validate: 400,
      dues: 403,
      image: 403,
      adhesion: 403,
      person: 404,
      'person update': 404,
      address: 404,
      'address save': 403,
    });
  });
});
