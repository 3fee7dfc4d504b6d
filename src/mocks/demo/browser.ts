import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { apiBaseUrl } from '@/config/env';
import { enablePersistence } from '@/mocks/backend/db';
import { faultHandler } from '@/mocks/faults/fault-handler';
import { readFaultDrill } from '@/mocks/faults/fault-rules';
import { backendChain } from '@/mocks/backend/chain';
import { handlers } from '@/mocks/backend/handlers';
import { setBackendOptions } from '@/mocks/backend/options';

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

/**
 * The demo's backend: a service worker answering every API call from the in-memory store, written
 * as a Jackson backend writes it (every value it lacks as `null`). The fault drill goes first and
 * reads its real answers from the backend's chain (src/mocks/backend/chain.ts says why).
 */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  // A drill's page size: a list of the demo read in more pages (tests/e2e/progress.spec.ts).
  const pageSize = readFaultDrill(localStorage)?.pageSize;
  setBackendOptions({ nulls: true, ...(pageSize ? { maxPageSize: pageSize } : {}) });
  await applyDrillTimeout();
  const backend = backendChain(handlers);
  await setupWorker(unreachableOffline, faultHandler(backend), ...backend).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
