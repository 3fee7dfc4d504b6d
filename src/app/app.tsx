import { Component, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { RouterProvider, matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logFailure } from '@/lib/log';
import { useSession } from '@/stores/session';
import { createAppRouter } from './router';

// The toast container (and react-toastify) comes after the first screen is painted; toasts
// emitted before it are queued.
const Toasts = lazy(() => import('./toasts'));

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The public's first screens (calendar purchase and code, e-mail validation) show no toast before
 * the person acts or the app navigates (the validation's "nothing to pay" goes home): starting
 * there, react-toastify waits for that, and their first load does without it.
 */
const QUIET_STARTS = [paths.calendar.path, paths.calendarCode.path, paths.validateOrSubscribe.path];

/** The quiet screen the app starts on, if it does. */
const quietStart = (router: AppRouter) =>
  QUIET_STARTS.find((path) => matchPath(path, router.state.location.pathname));

const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * When the toasts are wanted: on a quiet first screen, at the first input or a navigation to
 * another screen (a used token leaving the address keeps the screen); on any other, once the
 * first screen is painted (so they never delay it).
 */
function useToastsWanted(router: AppRouter): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const quiet = quietStart(router);
    if (quiet) {
      const stopListening = router.subscribe((state) => {
        if (!matchPath(quiet, state.location.pathname)) want();
      });
      for (const type of FIRST_INPUTS) window.addEventListener(type, want, { capture: true });
      return () => {
        stopListening();
        for (const type of FIRST_INPUTS) window.removeEventListener(type, want, { capture: true });
      };
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: the first screen is on the glass by then.
    const afterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(want);
      });
    };
    let stopListening = () => {};
    if (router.state.initialized) afterPaint();
    else {
      stopListening = router.subscribe((state) => {
        if (!state.initialized) return;
        stopListening();
        afterPaint();
      });
    }
    return () => {
      stopListening();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [router, wanted]);
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

export function App() {
  const [router] = useState(() => {
    // The session is restored from storage before the first screen is chosen.
    useSession.getState().restore();
    return createAppRouter();
  });
  const toastsWanted = useToastsWanted(router);
  return (
    <>
      <RouterProvider router={router} />
      {toastsWanted && (
        <Optional>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </Optional>
      )}
    </>
  );
}
