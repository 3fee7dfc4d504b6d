import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../src/mocks/db';
import { server } from '../src/mocks/node';
import { useCart } from '../src/stores/cart';
import { useCommissions } from '../src/stores/commissions';
import { useNews } from '../src/stores/news';
import { useSession } from '../src/stores/session';

// Screens are loaded on demand: their first import is transformed on the fly, which takes
// more than the default second on a loaded two-core machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-bootstrap asks it for responsive components (a wide screen here).
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  localStorage.clear();
  resetDb();
  useSession.getState().logout();
  useCommissions.getState().reset();
  useNews.getState().reset();
  useCart.setState({ reservations: [], recapOpen: false });
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
