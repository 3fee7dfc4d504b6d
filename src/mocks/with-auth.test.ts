import { http } from 'msw';
import { setAuthToken } from '../api/auth-token';
import { api, detailOf } from '../api/client';
import { canManagePersons } from '../lib/permissions';
import { db } from './db';
import { sign } from './jwt';
import { server } from './node';
import { ok, url } from './responses';
import { DEMO, signInAs, statusOfCall } from './testing';
import { withAuth } from './with-auth';

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
