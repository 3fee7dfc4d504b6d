import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '@/app/query-client';
import { TOUR_LOAD_FAILED } from '@/features/calendar/calendar-tour-screen';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { SESSION_EXPIRED, useSession } from '@/stores/session';
import { OFFLINE_CACHE } from '@/platform/user-state';
import { inSeconds, makeJwt } from '@/testing/jwt-for-tests';
import { renderApp } from '@/testing/render-app';

/**
 * The browser's Cache Storage, which jsdom lacks: what the device keeps for offline use is read
 * here as the browser would hold it (by cache and address).
 */
class MemoryCache {
  readonly entries = new Map<string, string>();
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(String(request), await response.text());
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const body = this.entries.get(String(request));
    return body === undefined ? undefined : new Response(body);
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(String(request));
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    const cache = this.caches.get(name) ?? new MemoryCache();
    this.caches.set(name, cache);
    return cache;
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
}

let device: MemoryCacheStorage;
beforeEach(() => {
  device = new MemoryCacheStorage();
  vi.stubGlobal('caches', device);
});
afterEach(() => vi.unstubAllGlobals());

/** The addresses of the copies this device keeps for offline use. */
const keptOnDevice = () => [...(device.caches.get(OFFLINE_CACHE)?.entries.keys() ?? [])];

/**
 * Holds the first request of `path` that `which` picks until `release()`, then lets the embedded
 * backend answer it: a call still running when the person leaves.
 */
function holdFirst(path: string, which: (request: Request) => boolean = () => true) {
  let release = () => {};
  const gate = new Promise<void>((open) => {
    release = open;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let held: Request | undefined;
  const answered = new Promise<void>((resolve) => {
    server.events.on('response:mocked', ({ request }) => {
      if (request === held) resolve();
    });
  });
  server.use(
    http.get(url(path), async ({ request }) => {
      if (held || !which(request)) return undefined;
      held = request;
      arrive();
      await gate;
      // Nothing returned: the embedded backend answers.
      return undefined;
    }),
  );
  return { arrived, release, answered };
}

async function signIn(account: keyof typeof DEMO_ACCOUNTS) {
  const { email, password } = DEMO_ACCOUNTS[account];
  await useSession.getState().login(email, password);
}

async function logOut(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
}

/** No network in the street for `path`. */
const offline = (path: string) => server.use(http.get(url(path), () => HttpResponse.error()));

describe('what the device keeps for offline use', () => {
  it('keeps nothing of a card answer that arrives after logout', async () => {
    const card = holdFirst('/users/:id/card');
    await renderApp({ as: 'member', path: '/carte' });
    await card.arrived;
    await logOut('Jeanne Martin');

    card.release();
    await card.answered;

    // The same member signs in again in the street (the late answer read meanwhile): no card of
    // before to show, and none kept.
    offline('/users/:id/card');
    await signIn('member');
    window.location.hash = '#/carte';
    expect(await screen.findByText("Votre carte n'a pas pu être chargée.")).toBeInTheDocument();
    expect(screen.queryByText(/^Hors ligne/)).toBeNull();
    expect(keptOnDevice()).toEqual([]);
  });

  it('keeps nothing once the session expires, the screen staying for the new sign-in', async () => {
    await renderApp({ as: 'member', path: '/carte' });
    expect(await screen.findByRole('article', { name: 'Carte de membre' })).toBeInTheDocument();
    const id = useSession.getState().userId;
    expect(keptOnDevice()).toEqual([`/hors-ligne/carte-${id}`]);

    useSession.getState().expire();
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Carte de membre' })).toBeInTheDocument();
    await waitFor(() => expect(keptOnDevice()).toEqual([]));

    // Signed in again, then in the street: the card of the ended session is not shown.
    await signIn('member');
    offline('/users/:id/card');
    queryClient.clear();
    await userEvent.click(screen.getByRole('link', { name: 'Accueil' }));
    window.location.hash = '#/carte';
    expect(await screen.findByText("Votre carte n'a pas pu être chargée.")).toBeInTheDocument();
    expect(screen.queryByText(/^Hors ligne/)).toBeNull();
  });

  it('keeps nothing of a session that ended while the app was closed', async () => {
    await renderApp({ as: 'member', path: '/carte' });
    expect(await screen.findByRole('article', { name: 'Carte de membre' })).toBeInTheDocument();
    expect(keptOnDevice()).toHaveLength(1);
    // The page is closed; the token's time runs out before it is opened again.
    localStorage.setItem('jwtToken', makeJwt({ exp: inSeconds(-60) }));
    useSession.getState().restore();
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('shows the next person nothing of the previous one’s tour, even an answer arriving after they signed in', async () => {
    const stub = holdFirst(
      '/commands/calendar',
      (request) => new URL(request.url).searchParams.get('search') === 'stubNumber==101',
    );
    await renderApp({ as: 'seller', path: '/tournee?souche=101' });
    await stub.arrived;
    await logOut('Thomas Lemoine');
    window.location.hash = '#/';
    await signIn('calendar');
    expect(await screen.findByRole('button', { name: 'Marc Leroy' })).toBeInTheDocument();

    stub.release();
    await stub.answered;

    // In the street (the late answer read meanwhile), the next person sees none of it.
    offline('/commands/calendar');
    window.location.hash = '#/tournee?souche=101';
    expect(await screen.findByText(TOUR_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/^Hors ligne/)).toBeNull();
  });
});
