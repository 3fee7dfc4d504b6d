import { lazy } from 'react';
import { type RouteObject, createHashRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from '@/app/layout/root-layout';
// The sign-in screen, shown in place of every signed-in screen, is the app's front door: it comes
// with the first script rather than in a second round of chunks before the first paint.
import { ProtectedLayout } from './protected-layout';
import { type AppRoute, type RouteHandle, appRoutes } from './route-table';
import { RouteError } from './route-error';
// So does the calendar purchase, the public's first contact (a link or a QR code on the
// calendar, often on a phone line).
import * as calendarRoute from '@/app/routes/calendar-route';
import { loadDemoCheckout } from '@/mocks/demo';

/** Public screens that come with the first script, by route path. */
const FRONT_DOORS = new Map([[paths.calendar.path, calendarRoute]]);

const demoRoutes: RouteObject[] =
  import.meta.env.VITE_MOCK_API === 'true'
    ? [
        {
          path: paths.demoCheckout.path,
          lazy: async () => ({ Component: (await loadDemoCheckout()).default }),
          errorElement: <RouteError />,
        },
      ]
    : [];

/**
 * A public screen's chunk, or, when it cannot be fetched (offline, a new deployment), a loader
 * that throws the failure, so that the route's error panel says so. React Router renders nothing
 * for a route whose `lazy` rejected: it keeps waiting for the route, a blank page.
 */
function lazyScreen(route: AppRoute) {
  return () =>
    route.screen().catch((error: unknown) => ({
      loader: () => {
        throw error;
      },
    }));
}

/** A public screen: at hand if it is a front door, otherwise fetched before it is shown. */
function publicRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route.access };
  const frontDoor = FRONT_DOORS.get(route.path);
  return {
    path: route.path,
    ...(frontDoor ? { Component: frontDoor.Component } : { lazy: lazyScreen(route) }),
    handle,
    errorElement: <RouteError />,
  };
}

/**
 * A signed-in screen: its chunk is fetched when the protected layout shows it, so that signed
 * out (the login screen in its place) or refused ('Accès refusé'), nothing of it is requested
 * and the login screen paints without waiting for it.
 */
function protectedRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route.access };
  const Screen = lazy(async () => ({ default: (await route.screen()).Component }));
  return { path: route.path, Component: Screen, handle, errorElement: <RouteError /> };
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
      ...appRoutes.filter((route) => route.access === 'public').map(publicRoute),
      ...demoRoutes,
      {
        Component: ProtectedLayout,
        errorElement: <RouteError />,
        children: appRoutes.filter((route) => route.access !== 'public').map(protectedRoute),
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
