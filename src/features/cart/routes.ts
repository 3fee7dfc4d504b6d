import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

const cart = screenFrom(() => import('./cart-screen'), 'CartScreen');
const booking = screenFrom(() => import('./reservation-screen'), 'ReservationScreen');
const paid = screenFrom(() => import('./order-payment-return-screen'), 'OrderPaymentReturnScreen');

/** Booking a resource, the cart, and the return from its payment. */
export const cartRoutes: AppRoute[] = [
  route(paths.cart, 'signed-in', cart),
  route(paths.reservation, 'signed-in', booking),
  route(paths.orderPaymentReturn, 'signed-in', paid),
];
