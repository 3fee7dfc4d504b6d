import type { Order, OrderLine } from '@/api/types';

/**
 * A commission administrator's view of an order: only their commissions' lines, and their total
 * when the backend priced each of them (`undefined` otherwise: never today's prices worked out
 * again).
 */
export type CommissionOrder = Omit<Order, 'total'> & { total: number | undefined };

/** What the lines cost by the backend's own prices, or undefined when one of them has none. */
export function pricedTotal(lines: readonly OrderLine[]): number | undefined {
  let total = 0;
  for (const line of lines) {
    if (typeof line.price !== 'number' || !Number.isFinite(line.price)) return undefined;
    total += line.price;
  }
  return total;
}

/**
 * A commission administrator's view of the orders: those holding a line of one of
 * `commissions` (technical names), each cut to those lines and totalled on them alone. Another
 * commission's lines, the dues and their amounts are not theirs to see. An order made of their
 * lines only keeps the backend's total.
 */
export function ordersOfCommissions(
  orders: readonly Order[],
  commissions: readonly string[],
): CommissionOrder[] {
  const theirs = new Set(commissions);
  return orders.flatMap((order) => {
    const lines = order.reservations.filter((line) => theirs.has(line.resource.commission ?? ''));
    if (!lines.length) return [];
    const whole = lines.length === order.reservations.length;
    return [{ ...order, reservations: lines, total: whole ? order.total : pricedTotal(lines) }];
  });
}
