import { type RouteObject, createHashRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** A route whose screen module is loaded on demand (it exports `Component`). */
function screen(
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject {
  return { path, lazy: load, errorElement: <RouteError /> };
}

const demoRoutes: RouteObject[] =
  import.meta.env.VITE_MOCK_API === 'true'
    ? [
        screen(paths.demoCheckout.path, async () => ({
          Component: (await import('../mocks/demo-checkout')).default,
        })),
      ]
    : [];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          screen(paths.home.path, () => import('./routes/home-route')),
          screen(paths.calendar.path, () => import('./routes/calendar-route')),
          screen(paths.calendarCode.path, () => import('./routes/calendar-code-route')),
          screen(paths.validateOrSubscribe.path, () => import('./routes/validate-route')),
          screen(paths.renewSubscription.path, () => import('./routes/renewal-route')),
          screen(paths.createUser.path, () => import('./routes/create-user-route')),
          screen(paths.photos.path, () => import('./routes/photos-route')),
          screen(paths.documents.path, () => import('./routes/documents-route')),
          screen(paths.partners.path, () => import('./routes/partners-route')),
          screen(paths.cart.path, () => import('./routes/cart-route')),
          screen(paths.reservation.path, () => import('./routes/reservation-route')),
          screen(paths.commission.path, () => import('./routes/commission-route')),
          screen(paths.myCommands.path, () => import('./routes/my-commands-route')),
          screen(paths.person.path, () => import('./routes/person-route')),
          screen(paths.command.path, () => import('./routes/command-route')),
          screen(paths.commandValidate.path, () => import('./routes/command-validate-route')),
          screen(paths.account.path, () => import('./routes/account-route')),
          screen(paths.manageCommands.path, () => import('./routes/manage-commands-route')),
          screen(paths.manageNews.path, () => import('./routes/manage-news-route')),
          screen(paths.managePersons.path, () => import('./routes/manage-persons-route')),
          screen(paths.manageGeneral.path, () => import('./routes/manage-general-route')),
          screen(paths.managePhotos.path, () => import('./routes/manage-photos-route')),
          screen(paths.manageCalendars.path, () => import('./routes/manage-calendars-route')),
          screen(paths.calendarCommandDetails.path, () => import('./routes/calendar-order-route')),
          screen(paths.manageCommission.path, () => import('./routes/manage-commission-route')),
          screen(paths.manageReservations.path, () => import('./routes/manage-reservations-route')),
          screen(paths.manageChildren.path, () => import('./routes/manage-children-route')),
          ...demoRoutes,
          screen('*', () => import('./routes/not-found-route')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
