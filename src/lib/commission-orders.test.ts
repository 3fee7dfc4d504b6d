import type { Order, OrderLine } from '@/api/types';
import { ordersOfCommissions } from './commission-orders';

const line = (commission: string | null, id: number, price?: number): OrderLine => ({
  id,
  resourceId: id,
  quantity: 2,
  resource: { id, name: `r${id}`, price: 10, billingPeriod: 'ITEM', commission },
  ...(price === undefined ? {} : { price }),
});

const order = (id: number, total: number, reservations: OrderLine[]): Order => ({
  id,
  date: '2026-11-01',
  status: 'PAID',
  total,
  reservations,
});

describe("a commission administrator's orders", () => {
  it('keeps the orders holding their lines, cut to those lines, totalled on their prices', () => {
    const orders = [
      order(1, 999, [line('sport', 10, 20), line('loisirs', 100, 200), line(null, 30, 30)]),
      order(2, 100, [line('loisirs', 100, 100)]),
      order(3, 5, [line('sport', 5, 4)]),
    ];
    const seen = ordersOfCommissions(orders, ['sport']);
    expect(seen.map((found) => [found.id, found.total, found.reservations.length])).toEqual([
      [1, 20, 1],
      [3, 5, 1],
    ]);
  });

  it("keeps the backend's total of an order made of their lines only", () => {
    const seen = ordersOfCommissions(
      [order(4, 37, [line('sport', 1), line('sport', 2)])],
      ['sport'],
    );
    expect(seen[0].total).toBe(37);
  });

  it("never works out today's prices again: lines cut from an order without their price have no total", () => {
    const seen = ordersOfCommissions(
      [order(5, 120, [line('sport', 10), line('loisirs', 100, 100)])],
      ['sport'],
    );
    expect(seen[0].total).toBeUndefined();
  });
});
