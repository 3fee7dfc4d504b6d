import { paths } from '@/config/paths';
import { adminRoutes } from '@/features/admin/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { cardRoutes } from '@/features/card/routes';
import { cartRoutes } from '@/features/cart/routes';
import { commissionsRoutes } from '@/features/commissions/routes';
import { documentsRoutes } from '@/features/documents/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { partnersRoutes } from '@/features/partners/routes';
import { photosRoutes } from '@/features/photos/routes';
import { registrationRoutes } from '@/features/registration/routes';
import {
  type AppRoute,
  type MenuGroup,
  type Viewer,
  allowedBy,
  frontDoor,
  menuEntries,
  ownOrPersonsAdmin,
  route,
  screenFrom,
} from '@/lib/routes';
import { canManagePersons } from '@/lib/permissions';
// The calendar purchase, the public's first contact (a link or a QR code on the calendar, often
// on a phone line), comes with the first script.
import * as calendarPurchase from './routes/calendar-route';

/**
 * The screens that src/app composes of several features (a feature never imports another): each
 * file of src/app/routes renders one feature's screen with what others lend it.
 */
const composedRoutes: AppRoute[] = [
  frontDoor(paths.calendar, calendarPurchase.Component),
  route(paths.validateOrSubscribe, 'public', () => import('@/app/routes/validate-route')),
  route(paths.renewSubscription, 'public', () => import('@/app/routes/renewal-route')),
  // Public: open signed in and signed out alike (public routes stand outside the protected layout).
  route(paths.accessibility, 'public', () => import('@/app/routes/accessibility-route')),
  route(paths.home, 'signed-in', () => import('@/app/routes/home-route'), ['main', 'Accueil', 10]),
  route(paths.account, ownOrPersonsAdmin, () => import('@/app/routes/account-route')),
  route(paths.person, ownOrPersonsAdmin, () => import('@/app/routes/person-route')),
  route(
    paths.managePersons,
    allowedBy(canManagePersons),
    () => import('@/app/routes/manage-persons-route'),
    ['admin', 'Personnes', 30],
  ),
];

/**
 * Every address of the app: each feature declares its own routes and menu entries
 * (docs/architecture.md#features-and-routes), composed here.
 */
export const appRoutes: AppRoute[] = [
  ...composedRoutes,
  ...calendarRoutes,
  ...cardRoutes,
  ...photosRoutes,
  ...documentsRoutes,
  ...partnersRoutes,
  ...cartRoutes,
  ...commissionsRoutes,
  ...ordersRoutes,
  ...registrationRoutes,
  ...adminRoutes,
  // Signed out, an unknown address shows the login screen; signed in, 'Page introuvable'.
  route(
    { path: '*' },
    'signed-in',
    screenFrom(() => import('@/components/status-screens'), 'NotFound'),
  ),
];

/** The navigation bar's entries of `group` that `viewer` may open, in their menu's order. */
export function appMenu(group: MenuGroup, viewer: Viewer) {
  return menuEntries(appRoutes, group, viewer);
}
