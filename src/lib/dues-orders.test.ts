import type { Order, OrderLine } from '@/api/types';
import { duesOf, duesYearOf, isDuesOrder } from './dues-orders';

const due = (id: number, name: string, price: number) => ({
  id,
  name,
  price,
  billingPeriod: 'YEAR',
});

const line = (id: number, resource: OrderLine['resource'], price?: number): OrderLine => ({
  id,
  resourceId: resource.id,
  resource,
  quantity: 1,
  ...(price === undefined ? {} : { price }),
});

const duesOrder: Order = {
  id: 7,
  date: '2026-11-20',
  status: 'PAID',
  total: 33,
  reservations: [
    line(1, due(1, 'Cotisation SPV 2027', 25)),
    line(2, due(6, 'Assurance UDSP 2027', 8), 8),
  ],
};

describe('dues orders', () => {
  it('is an order whose every line is a yearly due of no commission', () => {
    expect(isDuesOrder(duesOrder)).toBe(true);
    const licence = { ...due(13, 'Licence sport annuelle', 15), commission: 'sport' };
    expect(isDuesOrder({ reservations: [line(3, licence)] })).toBe(false);
    const sweat = { id: 12, name: 'Sweat', price: 28, billingPeriod: 'ITEM' };
    expect(
      isDuesOrder({
        reservations: [...duesOrder.reservations, line(4, sweat)],
      }),
    ).toBe(false);
    expect(isDuesOrder({ reservations: [] })).toBe(false);
  });

  it('is for the year its dues name, else the year it was ordered', () => {
    expect(duesYearOf(duesOrder)).toBe(2027);
    const unnamed = {
      date: '2026-03-01',
      reservations: [line(1, due(1, 'Cotisation', 25))],
    };
    expect(duesYearOf(unnamed)).toBe(2026);
  });

  it('gives each due what the line cost, a single unpriced one what the total leaves', () => {
    expect(duesOf(duesOrder)).toEqual([
      { name: 'Cotisation SPV 2027', amount: 25 },
      { name: 'Assurance UDSP 2027', amount: 8 },
    ]);
  });

  it("never prints today's price of a due: several unpriced lines have no amount", () => {
    const unpriced = {
      ...duesOrder,
      total: 40,
      reservations: [line(1, due(1, 'Cotisation SPV 2027', 99)), line(2, due(6, 'UDSP', 99))],
    };
    expect(duesOf(unpriced)).toEqual([
      { name: 'Cotisation SPV 2027', amount: undefined },
      { name: 'UDSP', amount: undefined },
    ]);
  });
});
