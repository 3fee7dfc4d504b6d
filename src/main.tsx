import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from '@/app/root';
import { StartupError } from '@/app/route-error';
import { preloadStartScreen } from '@/app/screens';
import { hashRouteFor } from '@/lib/page-address';
import { logFailure } from '@/platform/log';
import {
  adoptionBegins,
  handOverTypedValues,
  whenScreenTakenOver,
} from '@/platform/typed-before-take-over';
import '@/styles/theme.scss';

/** Addresses outside the hash (`/calendrier`, `/?token=T`…) become their hash route. */
function normalizeAddress(): void {
  const route = hashRouteFor(window.location.href, import.meta.env.BASE_URL);
  if (route !== null) {
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}#${route}`);
  }
}

/**
 * Whether the page holds its screen painted at build time, to be taken over as it is: the inline
 * script of index.html marks the page `prerender-off` when that screen is not the address's, or
 * the visitor is signed in; the painted markup then goes, and the app draws the screen itself
 * (docs/architecture.md#pages-painted-before-the-script).
 */
function takesOverPaintedScreen(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  if (!document.documentElement.classList.contains('prerender-off')) return true;
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  return false;
}

/** Starts the demo's backend; false once its failure is shown, as no call could be answered. */
async function startMockBackend(container: HTMLElement): Promise<boolean> {
  try {
    const [{ startMockWorker }, { loadDemoMailbox }] = await Promise.all([
      import('@/mocks/demo/browser'),
      import('@/mocks/demo'),
    ]);
    await Promise.all([startMockWorker(), loadDemoMailbox()]);
    return true;
  } catch (error) {
    logFailure("Le serveur de démonstration n'a pas pu démarrer", error);
    container.replaceChildren();
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
  // Decided last, just before React starts: a link followed on the painted page until then has
  // taken its screen away (index.html's inline script).
  if (takesOverPaintedScreen(container)) {
    // The same components at the same address, signed out: React adopts the markup as it is.
    whenScreenTakenOver(() => handOverTypedValues(container));
    adoptionBegins(container);
    // In a transition, as the first draw below: React adopts the page in slices and gives the
    // main thread back in between, so that a tap on the painted screen is never held long.
    startTransition(() => {
      hydrateRoot(container, <Root />);
    });
    return;
  }
  const root = createRoot(container);
  // A transition: React renders the first screen in slices and gives the main thread back in
  // between, instead of one long task that would hold a tap on a phone.
  startTransition(() => root.render(<Root />));
}

void start();
