import { Suspense, lazy, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSession } from '../stores/session';
import { createAppRouter } from './router';

// The toast container comes just after the first paint; toasts emitted before it are queued.
const Toasts = lazy(() => import('./toasts'));

export function App() {
  const [router] = useState(() => {
    // The session is restored from storage before the first screen is chosen.
    useSession.getState().restore();
    return createAppRouter();
  });
  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
