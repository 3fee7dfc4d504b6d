import { paths } from '@/config/paths';
import {
  canManageGeneral,
  canManageNews,
  canManagePersons,
  canManagePhotos,
  isAdminOfAnyCommission,
} from '@/lib/permissions';
import { type AppRoute, allowedBy, commissionAdmin, route, screenFrom } from '@/lib/routes';

/**
 * The administration's screens but `Personnes`, which src/app composes with the dashboard's
 * totals of other features.
 */
export const adminRoutes: AppRoute[] = [
  route(
    paths.manageGeneral,
    allowedBy(canManageGeneral),
    screenFrom(() => import('./general/general-screen'), 'GeneralScreen'),
    ['admin', 'Générale', 10],
  ),
  route(
    paths.manageNews,
    allowedBy(canManageNews),
    screenFrom(() => import('./news/news-admin-screen'), 'NewsAdminScreen'),
    ['admin', 'Informations', 20],
  ),
  route(
    paths.managePhotos,
    allowedBy(canManagePhotos),
    screenFrom(() => import('./photos/photos-admin-screen'), 'PhotosAdminScreen'),
    ['admin', 'Photos', 40],
  ),
  route(
    paths.manageOrders,
    allowedBy(isAdminOfAnyCommission),
    screenFrom(() => import('./orders/orders-admin-screen'), 'OrdersAdminScreen'),
    ['admin', 'Commandes', 50],
  ),
  route(
    paths.manageCommission,
    commissionAdmin,
    screenFrom(() => import('./commission/commission-admin-screen'), 'CommissionAdminScreen'),
  ),
  route(
    paths.manageReservations,
    commissionAdmin,
    screenFrom(() => import('./commission/reservations-screen'), 'ReservationsScreen'),
  ),
  route(
    paths.manageChildren,
    // Children and their parents' phones come from the persons list: for those who may read it.
    allowedBy(canManagePersons),
    screenFrom(() => import('./children/children-screen'), 'ChildrenScreen'),
    ['admin', 'Enfants', 60],
  ),
];
