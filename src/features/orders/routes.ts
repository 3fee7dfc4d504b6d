import { paths } from '@/config/paths';
import { type AppRoute, ownOrPersonsAdmin, route, screenFrom } from '@/lib/routes';

const personOrders = screenFrom(() => import('./my-orders-screen'), 'MyOrdersScreen');
const order = screenFrom(() => import('./order-screen'), 'OrderScreen');

export const ordersRoutes: AppRoute[] = [
  route(paths.myOrders, ownOrPersonsAdmin, personOrders),
  route(paths.order, 'signed-in', order),
];
