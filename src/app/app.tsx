import { Component, type ReactNode, Suspense, lazy, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { logFailure } from '../lib/log';
import { useSession } from '../stores/session';
import { createAppRouter } from './router';

// The toast container comes just after the first paint; toasts emitted before it are queued.
const Toasts = lazy(() => import('./toasts'));

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
  return (
    <>
      <RouterProvider router={router} />
      <Optional>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </Optional>
    </>
  );
}
