import { setupWorker } from 'msw/browser';
import { enablePersistence } from './db';
import { handlers } from './handlers';

/** The demo's backend: a service worker answering every API call from the in-memory store. */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
