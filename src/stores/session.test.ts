import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { api } from '@/api/client';
import type { CartReservation } from '@/api/types';
import { apiBaseUrl } from '@/config/env';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { inSeconds, makeJwt } from '@/testing/jwt-for-tests';
import { useCart } from './cart';
import { selectIsAuthenticated, useSession } from './session';

const signInAnswer = (token: string, status = 200) =>
  http.post(`${apiBaseUrl}/auth/signin`, () =>
    HttpResponse.json(
      {
        username: 'jeanne@exemple.fr',
        userId: 42,
        token,
        subscriptions: ['AMICALE', 'UDSP'],
        roles: 'sport_USER,general_ADMIN-PERSON',
        accountValidity: '2027-09-30',
      },
      { status },
    ),
  );

afterEach(() => vi.useRealTimers());

describe('session store', () => {
  it('stores the sign-in answer in memory and in localStorage under the contract keys', async () => {
    const exp = inSeconds(3600);
    server.use(signInAnswer(makeJwt({ exp })));
    await useSession.getState().login('jeanne@exemple.fr', 'secret');
    const state = useSession.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(state.roles).toEqual(['sport_USER', 'general_ADMIN-PERSON']);
    expect(state.tokenExpiration).toBe(exp);
    expect(localStorage.getItem('userName')).toBe('jeanne@exemple.fr');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(localStorage.getItem('roles')).toBe('sport_USER,general_ADMIN-PERSON');
    expect(localStorage.getItem('subscriptions')).toBe('AMICALE,UDSP');
    expect(localStorage.getItem('accountValidity')).toBe('2027-09-30');
    expect(localStorage.getItem('expirationDate')).toBe(String(exp));
    expect(localStorage.getItem('jwtToken')).toBe(state.jwtToken);
  });

  it('treats a 307 answer as a success with the same body', async () => {
    server.use(signInAnswer(makeJwt({ exp: inSeconds(60) }), 307));
    await useSession.getState().login('jeanne@exemple.fr', 'secret');
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
  });

  it('rejects a refused sign-in and stays signed out', async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/signin`, () => new HttpResponse(null, { status: 401 })),
    );
    await expect(useSession.getState().login('x@y.fr', 'bad')).rejects.toThrow();
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });

  it('sends the bearer on later calls and clears all but the user id at logout', async () => {
    const token = makeJwt({ exp: inSeconds(3600) });
    server.use(signInAnswer(token));
    let authorization: string | null = 'none';
    server.use(
      http.get(`${apiBaseUrl}/users/42`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ id: 42 });
      }),
    );
    await useSession.getState().login('jeanne@exemple.fr', 'secret');
    await api.get('/users/42');
    expect(authorization).toBe(`Bearer ${token}`);

    useSession.getState().logout();
    const state = useSession.getState();
    expect(state.jwtToken).toBeNull();
    expect(state.userName).toBeNull();
    expect(state.roles).toEqual([]);
    expect(state.subscriptions).toEqual([]);
    expect(state.tokenExpiration).toBe(0);
    expect(state.accountValidity).toBe('1970-01-01');
    expect(state.userId).toBe(42);
    expect(localStorage.getItem('userId')).toBe('42');
    for (const key of [
      'userName',
      'jwtToken',
      'roles',
      'subscriptions',
      'accountValidity',
      'expirationDate',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await api.get('/users/42');
    expect(authorization).toBeNull();
  });

  it('restores a stored session at start (a JSON array of roles is accepted)', () => {
    const exp = inSeconds(600);
    localStorage.setItem('jwtToken', makeJwt({ exp }));
    localStorage.setItem('userName', 'jeanne@exemple.fr');
    localStorage.setItem('userId', '42');
    localStorage.setItem('roles', '["sport_ADMIN","general_USER"]');
    localStorage.setItem('subscriptions', 'AMICALE');
    localStorage.setItem('accountValidity', '2027-09-30');
    localStorage.setItem('expirationDate', String(exp));
    useSession.getState().restore();
    const state = useSession.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(state.roles).toEqual(['sport_ADMIN', 'general_USER']);
    expect(state.subscriptions).toEqual(['AMICALE']);
    expect(state.userId).toBe(42);
  });

  it.each([
    ['a token that is not a JWT', { jwtToken: 'garbage', expirationDate: String(inSeconds(600)) }],
    ['a non-numeric expiry', { jwtToken: makeJwt({ exp: inSeconds(600) }), expirationDate: 'abc' }],
    [
      'an expired token',
      { jwtToken: makeJwt({ exp: inSeconds(-10) }), expirationDate: String(inSeconds(-10)) },
    ],
    [
      'a missing user name',
      {
        jwtToken: makeJwt({ exp: inSeconds(600) }),
        expirationDate: String(inSeconds(600)),
        userName: '',
      },
    ],
  ])('starts signed out with %s', (_label, values: Record<string, string>) => {
    localStorage.setItem('userName', 'jeanne@exemple.fr');
    localStorage.setItem('roles', '{not json');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    expect(() => useSession.getState().restore()).not.toThrow();
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
  });

  it('logs out on the next update once the expiry is past', () => {
    useSession.setState({ jwtToken: 'x', userName: 'u', tokenExpiration: inSeconds(-1) });
    expect(useSession.getState().jwtToken).toBeNull();
  });

  it('logs out by itself at the expiry instant', () => {
    vi.useFakeTimers({ now: Date.now() });
    const exp = inSeconds(5);
    localStorage.setItem('jwtToken', makeJwt({ exp }));
    localStorage.setItem('userName', 'jeanne@exemple.fr');
    localStorage.setItem('expirationDate', String(exp));
    useSession.getState().restore();
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    vi.advanceTimersByTime(4000);
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });

  it('ends the session when the backend rejects the token', async () => {
    server.use(signInAnswer(makeJwt({ exp: inSeconds(600) })));
    server.use(http.get(`${apiBaseUrl}/news`, () => new HttpResponse(null, { status: 401 })));
    await useSession.getState().login('jeanne@exemple.fr', 'secret');
    await expect(api.get('/news')).rejects.toThrow();
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
  });
});

const { member, commission } = DEMO_ACCOUNTS;

const CART_ITEM: CartReservation = {
  resource: { id: 7, name: 'Gîte de Gourdon', price: 30, billingPeriod: 'DAY' },
  quantity: 1,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
};

const SESSION_KEYS = [
  'userName',
  'jwtToken',
  'roles',
  'subscriptions',
  'accountValidity',
  'expirationDate',
];

/** The member, signed in through the embedded backend, with one reservation in the cart. */
async function memberWithACart() {
  await useSession.getState().login(member.email, member.password);
  useCart.getState().add(CART_ITEM);
  expect(localStorage.getItem('cart')).toContain('Gîte de Gourdon');
}

describe('a sign-in answer without a JWT is a failure', () => {
  const answering = (body: () => Response) =>
    server.use(http.post(`${apiBaseUrl}/auth/signin`, body));

  it.each([
    [
      'an answer without token',
      () => HttpResponse.json({ username: 'jeanne@exemple.fr', userId: 42 }),
    ],
    [
      'an HTML page',
      () =>
        HttpResponse.html('<!doctype html><html><body>Portail captif</body></html>', {
          status: 200,
        }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    [
      'a token that is not a JWT',
      () => HttpResponse.json({ username: 'jeanne@exemple.fr', userId: 42, token: 'abc.def' }),
    ],
  ])('rejects %s, stays signed out and stores nothing', async (_label, body) => {
    answering(body);
    await expect(useSession.getState().login('jeanne@exemple.fr', 'secret')).rejects.toThrow();
    const state = useSession.getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(state.jwtToken).toBeNull();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('the end of a session', () => {
  it('expire(): signed out and marked expired, storage cleared but the user id, cart kept', async () => {
    await memberWithACart();
    const userId = useSession.getState().userId;
    expect(userId).toBeGreaterThan(0);

    useSession.getState().expire();

    const state = useSession.getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(state.jwtToken).toBeNull();
    expect(state.expired).toBe(true);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('userId')).toBe(String(userId));
    expect(useCart.getState().reservations).toEqual([CART_ITEM]);
    expect(localStorage.getItem('cart')).toContain('Gîte de Gourdon');
  });

  it('logout(): signed out, not marked expired, and the cart cleared', async () => {
    await memberWithACart();
    useSession.getState().logout();
    const state = useSession.getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(state.expired).toBe(false);
    expect(useCart.getState().reservations).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('logs this tab out, cart cleared, when another tab removes the token', async () => {
    await memberWithACart();
    localStorage.removeItem('jwtToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwtToken', newValue: null }));
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
    expect(useSession.getState().expired).toBe(false);
    expect(useCart.getState().reservations).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('stays signed in when another tab changes some other key', async () => {
    await memberWithACart();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    expect(useCart.getState().reservations).toEqual([CART_ITEM]);
  });
});

describe('the cart of the previous person', () => {
  it('is emptied when someone else signs in on this device', async () => {
    await memberWithACart();
    useSession.getState().expire();
    expect(useCart.getState().reservations).toEqual([CART_ITEM]);

    await useSession.getState().login(commission.email, commission.password);

    expect(useSession.getState().userName).toBe(commission.email);
    expect(useCart.getState().reservations).toEqual([]);
    expect(localStorage.getItem('cart') ?? '').not.toContain('Gîte de Gourdon');
  });

  it('leaves this tab when someone else signs in on another tab after this session expired', async () => {
    await memberWithACart();
    useSession.getState().expire();
    // The other tab: another person signs in there, with a cart of their own.
    const token = makeJwt({ exp: inSeconds(3600) });
    localStorage.setItem('userName', commission.email);
    localStorage.setItem('userId', '2');
    localStorage.setItem('expirationDate', String(inSeconds(3600)));
    localStorage.setItem('cart', JSON.stringify({ state: { reservations: [] }, version: 0 }));
    localStorage.setItem('jwtToken', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwtToken', newValue: token }));

    await vi.waitFor(() => expect(useSession.getState().userName).toBe(commission.email));
    expect(useSession.getState().userId).toBe(2);
    expect(useCart.getState().reservations).toEqual([]);
    expect(localStorage.getItem('jwtToken')).toBe(token);
  });

  it('keeps the cart when the same person signs in again on another tab', async () => {
    await memberWithACart();
    const { userId } = useSession.getState();
    useSession.getState().expire();
    const token = makeJwt({ exp: inSeconds(3600) });
    localStorage.setItem('userName', member.email);
    localStorage.setItem('expirationDate', String(inSeconds(3600)));
    localStorage.setItem('jwtToken', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwtToken', newValue: token }));

    expect(useSession.getState().userId).toBe(userId);
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    expect(useCart.getState().reservations).toEqual([CART_ITEM]);
  });

  it('is kept when the same person signs in again', async () => {
    await memberWithACart();
    useSession.getState().expire();

    await useSession.getState().login(member.email, member.password);

    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    expect(useSession.getState().expired).toBe(false);
    expect(useCart.getState().reservations).toEqual([CART_ITEM]);
    expect(localStorage.getItem('cart')).toContain('Gîte de Gourdon');
  });
});

describe('restore trusts the token over the stored expiry', () => {
  it('starts signed out with an expired token even when expirationDate claims the far future', () => {
    localStorage.setItem('jwtToken', makeJwt({ exp: inSeconds(-60) }));
    localStorage.setItem('userName', 'jeanne@exemple.fr');
    localStorage.setItem('userId', '42');
    localStorage.setItem('expirationDate', '99999999999');
    useSession.getState().restore();
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
    expect(useSession.getState().expired).toBe(false);
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });
});
