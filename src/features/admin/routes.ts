import { paths } from '@/config/paths';
import {
  canManageGeneral,
  canManageNews,
  canManagePersons,
  canManagePhotos,
  isAdminOfAnyCommission,
} from '@/lib/permissions';
import { type AppRoute, allowedBy, commissionAdmin, route, screenFrom } from '@/lib/routes';

const general = screenFrom(() => import('./general/general-screen'), 'GeneralScreen');
const news = screenFrom(() => import('./news/news-admin-screen'), 'NewsAdminScreen');
const photos = screenFrom(() => import('./photos/photos-admin-screen'), 'PhotosAdminScreen');
const orders = screenFrom(() => import('./orders/orders-admin-screen'), 'OrdersAdminScreen');
const commission = screenFrom(
  () => import('./commission/commission-admin-screen'),
  'CommissionAdminScreen',
);
const reservations = screenFrom(
  () => import('./commission/reservations-screen'),
  'ReservationsScreen',
);
const children = screenFrom(() => import('./children/children-screen'), 'ChildrenScreen');

/**
 * The administration's screens but `Personnes`, which src/app composes with the dashboard's
 * totals of other features.
 */
export const adminRoutes: AppRoute[] = [
  route(paths.manageGeneral, allowedBy(canManageGeneral), general, ['admin', 'Générale', 10]),
  route(paths.manageNews, allowedBy(canManageNews), news, ['admin', 'Informations', 20]),
  route(paths.managePhotos, allowedBy(canManagePhotos), photos, ['admin', 'Photos', 40]),
  route(paths.manageOrders, allowedBy(isAdminOfAnyCommission), orders, ['admin', 'Commandes', 50]),
  route(paths.manageCommission, commissionAdmin, commission),
  route(paths.manageReservations, commissionAdmin, reservations),
  // Children and their parents' phones come from the persons list: for those who may read it.
  route(paths.manageChildren, allowedBy(canManagePersons), children, ['admin', 'Enfants', 60]),
];
