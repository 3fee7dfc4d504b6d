import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { StartupError } from '@/app/route-error';
import { preloadStartScreen } from '@/app/screens';
import { hashRouteFor } from '@/lib/page-address';
import { logFailure } from '@/platform/log';
import '@/styles/theme.scss';

/** Addresses outside the hash (`/calendrier`, `/?token=T`…) become their hash route. */
function normalizeAddress(): void {
  const route = hashRouteFor(window.location.href, import.meta.env.BASE_URL);
  if (route !== null) {
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}#${route}`);
  }
}

/** Starts the demo's backend; false once its failure is shown, as no call could be answered. */
async function startMockBackend(container: HTMLElement): Promise<boolean> {
  try {
    const { startMockWorker } = await import('@/mocks/demo/browser');
    await startMockWorker();
    return true;
  } catch (error) {
    logFailure("Le serveur de démonstration n'a pas pu démarrer", error);
    createRoot(container).render(<StartupError />);
    return false;
  }
}

async function start(): Promise<void> {
  normalizeAddress();
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  // The literal flag (not env.mockApi) lets the build drop the mock backend when it is false.
  if (import.meta.env.VITE_MOCK_API === 'true' && !(await startMockBackend(container))) return;
  await preloadStartScreen(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices and gives the main thread back in
  // between, instead of one long task that would hold a tap on a phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
