import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { useSession } from '@/stores/session';
import { setAuthToken, setUnauthorizedHandler } from './auth-token';
import { resetPassword } from './auth';
import { api, apiPathOf, refusalOf } from './client';
import { detailOf } from '@/lib/failure-detail';
import { fetchAddressByLink } from './persons';

afterEach(() => {
  setAuthToken(null);
  // The session store's own handler, as it registers it at load.
  setUnauthorizedHandler(() => useSession.getState().expire());
});

describe('apiPathOf: backend links keep only their path', () => {
  it("is the page's own origin when no backend address is configured", () => {
    expect(apiBaseUrl).toBe(`${window.location.origin}/amicale/v1`);
  });

  it.each([
    ['https://evil.example/amicale/v1/addresses/3', '/addresses/3'],
    [`${window.location.origin}/amicale/v1/addresses/3`, '/addresses/3'],
    ['https://evil.example/amicale/v1/addresses/3?token=x#y', '/addresses/3'],
    ['/amicale/v1/users/1/address', '/users/1/address'],
    ['/users/1/address', '/users/1/address'],
    ['/amicale/v10/users/1', '/amicale/v10/users/1'],
    ['/amicale/v1//evil.example/steal', '/evil.example/steal'],
    ['//evil.example/amicale/v1/addresses/3', '/addresses/3'],
    ['https://evil.example//amicale/v1///addresses/3', '/addresses/3'],
    ['https://evil.example/steal', '/steal'],
  ])('%s gives %s', (href, path) => {
    expect(apiPathOf(href)).toBe(path);
  });
});

describe('the session bearer goes to the API only', () => {
  it('sends Authorization: Bearer on a call to an API path', async () => {
    let authorization: string | null = 'none';
    server.use(
      http.get(url('/news'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    setAuthToken('T');
    await api.get('/news');
    expect(authorization).toBe('Bearer T');
  });

  it.each(['https://autre.example/x', '//autre.example/x'])(
    'keeps a call to %s on the API origin, bearer included, never at that host',
    async (address) => {
      const elsewhere = vi.fn();
      const origins: string[] = [];
      server.events.on('request:start', ({ request }) => {
        origins.push(new URL(request.url).origin);
      });
      server.use(
        http.all('https://autre.example/*', () => {
          elsewhere();
          return HttpResponse.json({});
        }),
        http.all(`${apiBaseUrl}/*`, () => HttpResponse.json({})),
      );
      setAuthToken('T');
      await api.get(address);
      expect(elsewhere).not.toHaveBeenCalled();
      expect(origins).toEqual([window.location.origin]);
    },
  );

  it('asks the address of a backend link at the API origin, never at the link host', async () => {
    const evil = vi.fn();
    let seen: { token: string | null; path: string; origin: string } | null = null;
    server.use(
      http.all('https://evil.example/*', () => {
        evil();
        return HttpResponse.json({});
      }),
      http.get(url('/addresses/9/unsecure'), ({ request }) => {
        const address = new URL(request.url);
        seen = {
          token: address.searchParams.get('token'),
          path: address.pathname,
          origin: address.origin,
        };
        return HttpResponse.json({
          id: 9,
          streetName: 'rue Haute',
          postalCode: '69001',
          city: 'Lyon',
        });
      }),
    );
    const address = await fetchAddressByLink('https://evil.example/amicale/v1/addresses/9', 'tok');
    expect(address).toMatchObject({ id: 9, city: 'Lyon' });
    expect(seen).toEqual({
      token: 'tok',
      path: '/amicale/v1/addresses/9/unsecure',
      origin: window.location.origin,
    });
    expect(evil).not.toHaveBeenCalled();
  });
});

describe('a 401 ends the session only on a call that sent its bearer', () => {
  const unauthorizedOn = (path: string) =>
    server.use(
      http.all(url(path), () => HttpResponse.json({ message: 'Non autorisé' }, { status: 401 })),
    );

  it('calls the unauthorized handler on a 401 to a call that sent the session bearer', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setAuthToken('T');
    unauthorizedOn('/news');
    await expect(api.get('/news')).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never calls it on a 401 to a ?token= call', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setAuthToken('T');
    unauthorizedOn('/users/1/unsecure');
    unauthorizedOn('/auth/validate');
    await expect(api.get('/users/1/unsecure', { params: { token: 'tok' } })).rejects.toThrow();
    await expect(api.post('/auth/validate?token=tok')).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });

  it('never calls it on a 401 to a call that carried its own Authorization header', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    setAuthToken('T');
    let authorization: string | null = null;
    server.use(
      http.get(url('/users/1'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Non autorisé' }, { status: 401 });
      }),
    );
    unauthorizedOn('/auth/reset');
    await expect(
      api.get('/users/1', { headers: { Authorization: 'Bearer recovery' } }),
    ).rejects.toThrow();
    expect(authorization).toBe('Bearer recovery');
    await expect(
      resetPassword({ token: 'recovery', email: 'a@b.fr', password: 'x', password2: 'x' }),
    ).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });

  it('never calls it on a 401 when no session was set', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    unauthorizedOn('/news');
    await expect(api.get('/news')).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('why the backend refused a request (refusalOf)', () => {
  const failing = async (status: number, body: Record<string, string> | null) => {
    server.use(http.get(url('/refus'), () => HttpResponse.json(body, { status })));
    return api.get('/refus').catch((error: unknown) => error);
  };

  it("gives a refusal's own words, never the HTTP client's English nor a server failure", async () => {
    expect(
      refusalOf(await failing(403, { message: 'Rôle réservé aux super administrateurs' })),
    ).toBe('Rôle réservé aux super administrateurs');
    expect(refusalOf(await failing(400, { detail: 'Rôle inconnu' }))).toBe('Rôle inconnu');
    expect(refusalOf(await failing(500, { message: 'NullPointerException' }))).toBeUndefined();
    expect(refusalOf(await failing(403, null))).toBeUndefined();
    expect(refusalOf(new Error('Request failed with status code 500'))).toBeUndefined();
  });
});

describe('detailOf: the reason a member reads of a failed call', () => {
  const failing = (answer: () => Response) => {
    server.use(http.get(url('/addresses/1'), answer));
    return api.get('/addresses/1').catch((error: unknown) => error);
  };

  it("gives the backend's own reason for a refusal (4xx)", async () => {
    const refused = await failing(() =>
      HttpResponse.json({ message: 'Code postal invalide' }, { status: 400 }),
    );
    expect(detailOf(refused)).toBe('Code postal invalide');
  });

  it("never a server failure's text nor the HTTP client's English", async () => {
    const crashed = await failing(() =>
      HttpResponse.json(
        { message: 'java.lang.NullPointerException at Foo.java:42' },
        { status: 500 },
      ),
    );
    expect(detailOf(crashed)).toBe("le serveur n'a pas pu traiter la demande");
    const unreachable = await failing(() => HttpResponse.error());
    expect(detailOf(unreachable)).toBe('le serveur est injoignable');
    for (const detail of [detailOf(crashed), detailOf(unreachable)]) {
      expect(detail).not.toMatch(/Request failed|Network Error|Exception|status code/);
    }
  });
});
