import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { apiBaseUrl } from '@/config/env';
import { enablePersistence } from '@/mocks/backend/db';
import { faultHandler } from '@/mocks/faults/fault-handler';
import { readFaultDrill } from '@/mocks/faults/fault-rules';
import { handlers } from '@/mocks/backend/handlers';
import { strictBodies } from '@/mocks/backend/strict-bodies';

/**
 * The fault drill's shorter time-out (tests/e2e/faults.spec.ts), on the app's own HTTP clients:
 * the real time-out path, without waiting 20 s. Only a page that holds a drill loads the client
 * here; every other demo page keeps it off its first paint.
 */
async function applyDrillTimeout(): Promise<void> {
  const timeoutMs = readFaultDrill(localStorage)?.timeoutMs;
  if (!timeoutMs) return;
  const [{ api, binaryApi }, { lightDefaults }] = await Promise.all([
    import('@/api/client'),
    import('@/api/light-client'),
  ]);
  for (const client of [api, binaryApi]) client.defaults.timeout = timeoutMs;
  lightDefaults.timeout = timeoutMs;
}

/**
 * A device without network reaches no backend: the demo's answers stop as well while the browser
 * says it is offline, so that what the app shows without network can be tried in the demo.
 */
const unreachableOffline = http.all(`${apiBaseUrl}/*`, () =>
  navigator.onLine ? undefined : HttpResponse.error(),
);

/** The demo's backend: a service worker answering every API call from the in-memory store. */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  await applyDrillTimeout();
  await setupWorker(unreachableOffline, faultHandler(handlers), strictBodies, ...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
