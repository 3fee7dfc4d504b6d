import type { CartReservation, Resource } from '../api/types';
import { billedDays, cartLinePrice, cartTotal } from './pricing';

const resource = (billingPeriod: string, price = 10): Resource => ({
  id: 1,
  name: 'Salle',
  price,
  billingPeriod,
});
const line = (
  billingPeriod: string,
  quantity: number,
  startDate?: string,
  endDate?: string,
): CartReservation => ({
  resource: resource(billingPeriod),
  quantity,
  startDate,
  endDate,
});

describe('cart line price (SPEC §9)', () => {
  it('counts days as the difference plus one for DAY and ITEM_DAY', () => {
    expect(billedDays(line('DAY', 1, '2026-07-01', '2026-07-03'))).toBe(3);
    expect(billedDays(line('ITEM_DAY', 1, '2026-07-01', '2026-07-01'))).toBe(1);
  });
  it('counts quantity as one for DAY', () => {
    expect(cartLinePrice(line('DAY', 4, '2026-07-01', '2026-07-03'))).toBe(30);
  });
  it('multiplies price, days and quantity for ITEM_DAY', () => {
    expect(cartLinePrice(line('ITEM_DAY', 2, '2026-07-01', '2026-07-03'))).toBe(60);
  });
  it('counts one day for other periods or missing dates', () => {
    expect(cartLinePrice(line('ITEM', 3, '2026-07-01', '2026-07-05'))).toBe(30);
    expect(cartLinePrice(line('ITEM_DAY', 2))).toBe(20);
  });
  it('adds the lines up', () => {
    expect(cartTotal([line('ITEM', 3), line('DAY', 5, '2026-01-30', '2026-02-02')])).toBe(70);
    expect(cartTotal([])).toBe(0);
  });
});
