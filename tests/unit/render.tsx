import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '@/app/query-client';

/**
 * Renders a screen inside a router at `path`, with the toast container the app has and the
 * signed-in screens' query cache (emptied between tests with the rest of the user's state).
 * `home` stands at `/` when the screen sends the reader there (the screen itself by default).
 */
export function renderScreen(element: ReactNode, path = '/', home: ReactNode = element) {
  const router = createMemoryRouter(
    [
      { path: '/', element: home },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
