import type { Order } from '@/api/types';
import { duesOf, duesYearOf, isDuesOrder } from './dues-orders';

const due = (id: number, name: string, price: number) => ({
  id,
  name,
  price,
  billingPeriod: 'YEAR',
});

const duesOrder: Order = {
  id: 7,
  date: '2026-11-20',
  status: 'PAID',
  total: 33,
  reservations: [
    { id: 1, resource: due(1, 'Cotisation SPV 2027', 25), quantity: 1 },
    { id: 2, resource: due(6, 'Assurance UDSP 2027', 8), quantity: 1, price: 8 },
  ],
};

describe('dues orders', () => {
  it('is an order whose every line is a yearly due of no commission', () => {
    expect(isDuesOrder(duesOrder)).toBe(true);
    const licence = { ...due(13, 'Licence sport annuelle', 15), commission: 'sport' };
    expect(isDuesOrder({ reservations: [{ id: 3, resource: licence, quantity: 1 }] })).toBe(false);
    const sweat = { id: 12, name: 'Sweat', price: 28, billingPeriod: 'ITEM' };
    expect(
      isDuesOrder({
        reservations: [...(duesOrder.reservations ?? []), { id: 4, resource: sweat, quantity: 1 }],
      }),
    ).toBe(false);
    expect(isDuesOrder({ reservations: [] })).toBe(false);
  });

  it('is for the year its dues name, else the year it was ordered', () => {
    expect(duesYearOf(duesOrder)).toBe(2027);
    const unnamed = {
      date: '2026-03-01',
      reservations: [{ id: 1, resource: due(1, 'Cotisation', 25), quantity: 1 }],
    };
    expect(duesYearOf(unnamed)).toBe(2026);
  });

  it('gives each due what the line cost, else the due’s price', () => {
    expect(duesOf(duesOrder)).toEqual([
      { name: 'Cotisation SPV 2027', amount: 25 },
      { name: 'Assurance UDSP 2027', amount: 8 },
    ]);
  });
});
