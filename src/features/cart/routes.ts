import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

/** Booking a resource, the cart, and the return from its payment. */
export const cartRoutes: AppRoute[] = [
  route(
    paths.cart,
    'signed-in',
    screenFrom(() => import('./cart-screen'), 'CartScreen'),
  ),
  route(
    paths.reservation,
    'signed-in',
    screenFrom(() => import('./reservation-screen'), 'ReservationScreen'),
  ),
  route(
    paths.orderPaymentReturn,
    'signed-in',
    screenFrom(() => import('./order-payment-return-screen'), 'OrderPaymentReturnScreen'),
  ),
];
