import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { hashRouteFor } from './lib/address';
import './styles/theme.scss';

/** Addresses outside the hash (`/calendrier`, `/?token=T`…) become their hash route. */
function normalizeAddress(): void {
  const route = hashRouteFor(window.location.href, import.meta.env.BASE_URL);
  if (route !== null) {
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}#${route}`);
  }
}

async function start(): Promise<void> {
  normalizeAddress();
  // The literal flag (not env.mockApi) lets the build drop the mock backend when it is false.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
