import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

/** Renders a screen inside a router at `path`, with the toast container the app has. */
export function renderScreen(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { ...view, router };
}
