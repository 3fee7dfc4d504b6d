import { paths } from '@/config/paths';
import { type AppRoute, ownOrPersonsAdmin, route, screenFrom } from '@/lib/routes';

export const ordersRoutes: AppRoute[] = [
  route(
    paths.myOrders,
    ownOrPersonsAdmin,
    screenFrom(() => import('./my-orders-screen'), 'MyOrdersScreen'),
  ),
  route(
    paths.order,
    'signed-in',
    screenFrom(() => import('./order-screen'), 'OrderScreen'),
  ),
];
