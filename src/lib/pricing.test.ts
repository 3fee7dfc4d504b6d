import type { CartReservation, Resource } from '@/api/types';
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

describe('cart line price', () => {
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
    // A period the contract does not list is priced per item, its dates not counted.
    expect(cartLinePrice(line('WEEK', 3, '2026-07-01', '2026-07-05'))).toBe(30);
  });
  it('adds the lines up', () => {
    expect(cartTotal([line('ITEM', 3), line('DAY', 5, '2026-01-30', '2026-02-02')])).toBe(70);
    expect(cartTotal([])).toBe(0);
  });
});

describe('days across boundaries and clock changes (calendar days, not 24-hour spans)', () => {
  // In French time the clock changes inside these spans: 24-hour arithmetic would be off by one.
  beforeAll(() => {
    vi.stubEnv('TZ', 'Europe/Paris');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['month boundary', '2026-01-31', '2026-02-01', 2],
    ['February of a leap year', '2028-02-28', '2028-03-01', 3],
    ['year boundary', '2026-12-31', '2027-01-01', 2],
    ['spring clock change (29 March 2026)', '2026-03-28', '2026-03-30', 3],
    ['autumn clock change (25 October 2026)', '2026-10-24', '2026-10-26', 3],
    ['a whole summer', '2026-06-01', '2026-08-31', 92],
  ])('%s', (_name, start, end, days) => {
    expect(billedDays(line('DAY', 1, start, end))).toBe(days);
    expect(cartLinePrice(line('ITEM_DAY', 2, start, end))).toBe(days * 2 * 10);
  });

  it('counts one day for an end before the start (the form refuses it anyway)', () => {
    expect(billedDays(line('DAY', 1, '2026-07-03', '2026-07-01'))).toBe(1);
  });
});
