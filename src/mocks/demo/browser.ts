import { setupWorker } from 'msw/browser';
import { enablePersistence } from '@/mocks/backend/db';
import { faultHandler } from '@/mocks/faults/fault-handler';
import { readFaultDrill } from '@/mocks/faults/fault-rules';
import { handlers } from '@/mocks/backend/handlers';

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

/** The demo's backend: a service worker answering every API call from the in-memory store. */
export async function startMockWorker(): Promise<void> {
  enablePersistence();
  await applyDrillTimeout();
  await setupWorker(faultHandler(handlers), ...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
