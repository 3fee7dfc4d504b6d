import { type RouteObject, createHashRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { type RouteHandle, appRoutes } from './route-table';
import { RouteError } from './route-error';

const demoRoutes: RouteObject[] =
  import.meta.env.VITE_MOCK_API === 'true'
    ? [
        {
          path: paths.demoCheckout.path,
          lazy: async () => ({ Component: (await import('../mocks/demo/demo-checkout')).default }),
          errorElement: <RouteError />,
        },
      ]
    : [];

function toRouteObject(route: (typeof appRoutes)[number]): RouteObject {
  const handle: RouteHandle = { access: route.access };
  return { path: route.path, lazy: route.screen, handle, errorElement: <RouteError /> };
}

/**
 * The router, built from the route table: public screens as they are, the others under one
 * protected layout that shows the login screen, 'Accès refusé' or the screen.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...appRoutes.filter((route) => route.access === 'public').map(toRouteObject),
      ...demoRoutes,
      {
        lazy: async () => ({ Component: (await import('./protected-layout')).ProtectedLayout }),
        errorElement: <RouteError />,
        children: appRoutes.filter((route) => route.access !== 'public').map(toRouteObject),
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
