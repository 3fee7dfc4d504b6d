import type { Order, Reservation } from '@/api/types';
import { orderLinePrice, ordersOfCommissions } from './commission-orders';

const line = (commission: string | null, price: number, extra: Partial<Reservation> = {}) =>
  ({
    id: price,
    quantity: 2,
    resource: { id: price, name: `r${price}`, price, billingPeriod: 'ITEM', commission },
    ...extra,
  }) as Reservation;

describe("a commission administrator's orders", () => {
  it('keeps the orders holding their lines, cut to those lines and totalled on them', () => {
    const orders: Order[] = [
      {
        id: 1,
        total: 999,
        reservations: [line('sport', 10), line('loisirs', 100), line(null, 30)],
      },
      { id: 2, total: 100, reservations: [line('loisirs', 100)] },
      { id: 3, total: 5, reservations: [line('sport', 5, { price: 4 })] },
    ];
    const seen = ordersOfCommissions(orders, ['sport']);
    expect(seen.map((order) => [order.id, order.total, order.reservations?.length])).toEqual([
      [1, 20, 1],
      [3, 4, 1],
    ]);
  });

  it('reads the price an order carries for a line before the price rule', () => {
    expect(orderLinePrice(line('sport', 10, { price: 7 }))).toBe(7);
    expect(orderLinePrice(line('sport', 10))).toBe(20);
  });
});
