import type { Order, Reservation } from '@/api/types';
import { cartLinePrice } from './pricing';

/** What a line cost: the price the order carries for it, else its price rule on its resource. */
export function orderLinePrice(line: Reservation): number {
  return typeof line.price === 'number' && Number.isFinite(line.price)
    ? line.price
    : cartLinePrice(line);
}

/**
 * A commission administrator's view of the orders: those holding a line of one of
 * `commissions` (technical names), each cut to those lines and totalled on them alone. Another
 * commission's lines, the dues and their amounts are not theirs to see.
 */
export function ordersOfCommissions(
  orders: readonly Order[],
  commissions: readonly string[],
): Order[] {
  const theirs = new Set(commissions);
  return orders.flatMap((order) => {
    const lines = (order.reservations ?? []).filter((line) =>
      theirs.has(line.resource.commission ?? ''),
    );
    if (!lines.length) return [];
    const total = lines.reduce((sum, line) => sum + orderLinePrice(line), 0);
    return [{ ...order, reservations: lines, total }];
  });
}
