import { Component, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { HashRouter, matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  KEPT_PURCHASE_KEY,
  pageOpening,
  withoutUnreturned,
} from '@/features/calendar/page-opening';
import { logFailure } from '@/platform/log';
import { selectIsAuthenticated, useSession } from '@/stores/session';
import { AppBoundary } from './route-error';
import { appRoutes } from './route-table';
import { AppRoutes } from './router';

// The toast container (and react-toastify) comes after the first screen is painted; toasts
// emitted before it are queued.
const Toasts = lazy(() => import('./toasts'));

/**
 * The public's first screens (calendar purchase and code, e-mail validation, a card's check at
 * the door) show no toast before the person acts or the app navigates (the validation's "nothing
 * to pay" goes home): starting there, react-toastify waits for that, and their first load does
 * without it. So does the login screen, whatever the address it stands in for: signed out,
 * nothing toasts before a sign-in, a registration or a recovery is asked.
 */
const QUIET_STARTS = [
  paths.calendar.path,
  paths.calendarCode.path,
  paths.validateOrSubscribe.path,
  paths.cardCheck.path,
];

const PUBLIC_PATHS = appRoutes.filter((route) => route.access === 'public').map(({ path }) => path);

/** The address pattern the app starts quiet on, if it does. */
function quietStart(pathname: string): string | undefined {
  const quiet = QUIET_STARTS.find((path) => matchPath(path, pathname));
  if (quiet) return quiet;
  const loginScreen =
    !selectIsAuthenticated(useSession.getState()) &&
    !PUBLIC_PATHS.some((path) => matchPath(path, pathname));
  return loginScreen ? pathname : undefined;
}

const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * When the toasts are wanted: on a quiet first screen, at the first input or a navigation to
 * another screen (a used token leaving the address keeps the screen); on any other, once the
 * first screen is painted (so they never delay it).
 */
function useToastsWanted(): boolean {
  const { pathname } = useLocation();
  const [quiet] = useState(() => quietStart(pathname));
  const [wanted, setWanted] = useState(false);
  if (!wanted && quiet && !matchPath({ path: quiet, end: true }, pathname)) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (quiet) {
      for (const type of FIRST_INPUTS) window.addEventListener(type, want, { capture: true });
      return () => {
        for (const type of FIRST_INPUTS) window.removeEventListener(type, want, { capture: true });
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: the first screen is on the glass by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(want);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [quiet, wanted]);
  return wanted;
}

/**
 * Shows nothing in place of what failed (a chunk that did not load): the toasts are a nicety,
 * and without this boundary their failure would unmount the whole app.
 */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    logFailure("Les notifications n'ont pas pu être chargées", error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LazyToasts() {
  return useToastsWanted() ? (
    <Optional>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </Optional>
  ) : null;
}

/**
 * A page opened after `Payer` anywhere but at a code screen is not the payment's return: the
 * purchase the tab left with binds to no order, even one whose code this tab opens later as a new
 * page (docs/rules.md#receipts-and-attestations). Done before the first screen, at once: a page
 * left a moment after it opened must not leave the purchase to bind at the next one.
 */
function forgetUnreturnedPurchase(): void {
  const pathname = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  if (matchPath(paths.calendarCode.path, pathname)) return;
  try {
    const storage = window.sessionStorage;
    const text = storage.getItem(KEPT_PURCHASE_KEY);
    if (!text) return;
    const left = withoutUnreturned(text, pageOpening());
    if (left === null) storage.removeItem(KEPT_PURCHASE_KEY);
    else if (left !== text) storage.setItem(KEPT_PURCHASE_KEY, left);
  } catch {
    // A storage the browser blocks keeps no purchase to bind.
  }
}

export function App() {
  // The session is restored from storage before the first screen is chosen.
  useState(() => useSession.getState().restore());
  useState(forgetUnreturnedPurchase);
  return (
    <HashRouter>
      <AppBoundary>
        <AppRoutes />
      </AppBoundary>
      <LazyToasts />
    </HashRouter>
  );
}
