import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { takeRefusedBodies } from '@/mocks/backend/strict-bodies';
// Each store registers its own reset when it is loaded: load them all before resetting.
import '@/stores/cart';
import '@/stores/session';
import '@/app/query-client';
import { forgetValidations } from '@/features/email-validation/validate-once';
import { forgetPrivacyText } from '@/platform/privacy-text';
import { resetUserState } from '@/platform/user-state';
import { forgetDraftsInPage } from '@/platform/drafts';
import { takeUnpairedErrors, watchErrorPairing } from './unit/error-pairing';
import { installQuickStyle } from './unit/quick-style';

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

// jsdom lays nothing out; the rich-text editor (ProseMirror) measures the selection to scroll
// it into view and reads the position under a click. Empty measures are enough here.
const noRect = () => new DOMRect(0, 0, 0, 0);
const noRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= noRect;
Range.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

// An element's display and visibility without jsdom matching its whole default sheet each time
// (tests/unit/quick-style.ts).
installQuickStyle();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
  // The same reset as a logout: session, cart, caches and loaded screens' data.
  resetUserState();
  // Test files share their modules (vite.config.ts): each test is a new page to them, and
  // what a module keeps for a page's life is forgotten.
  forgetPrivacyText();
  forgetValidations();
  forgetDraftsInPage();
  window.location.hash = '';
  watchErrorPairing();
});

afterEach(() => {
  // A field in error that a screen reader would not say in error fails the test that drew it.
  const unpaired = takeUnpairedErrors();
  cleanup();
  server.resetHandlers();
  // What a test listened to (`server.events.on`) ends with it, passed or failed.
  server.events.removeAllListeners();
  // A body with a key its call does not take fails the test that sent it, whatever it checked.
  const stray = takeRefusedBodies();
  if (stray.length) throw new Error(`Corps refusés par le backend : ${stray.join(' | ')}`);
  if (unpaired.length) throw new Error(`Erreurs de saisie non reliées : ${unpaired.join(' | ')}`);
});

afterAll(() => server.close());
