import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Bounce, ToastContainer } from 'react-toastify';
import { useSession } from '../stores/session';
import { createAppRouter } from './router';

/** Toasts as SPEC §9 sets them: bottom-right, 3000 ms, close on click, pause on hover. */
function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={3000}
      closeOnClick
      pauseOnHover
      limit={1}
      transition={Bounce}
      newestOnTop={false}
    />
  );
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
      <Toasts />
    </>
  );
}
