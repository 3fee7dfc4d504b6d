import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { api } from '../api/client';
import { apiBaseUrl } from '../config/env';
import { server } from '../mocks/node';
import { inSeconds, makeJwt } from '../../tests/unit/jwt-for-tests';
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

describe('session store (SPEC §4, CONTRACT §4)', () => {
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
