import type { CartReservation, Resource } from '@/api/types';
import type { Booking } from './reservation-rules';
import { RESOURCE_GONE, START_PASSED, checkCartLine, resourceChanged } from './cart-check';

const mobilHome: Resource = {
  id: 10,
  name: 'Mobil-home',
  price: 45,
  billingPeriod: 'DAY',
  quantity: 1,
};
const stay = (startDate: string, endDate: string): CartReservation => ({
  resource: mobilHome,
  quantity: 1,
  startDate,
  endDate,
});
const today = '2027-06-01';
const open = { today, closed: false };

describe('a cart line read again', () => {
  it('is unavailable when its resource is gone, its commission closed or its start past', () => {
    expect(
      checkCartLine(stay('2027-07-01', '2027-07-02'), { resource: null, reservations: [] }, open),
    ).toEqual({
      available: false,
      reason: RESOURCE_GONE,
    });
    expect(
      checkCartLine(
        stay('2027-07-01', '2027-07-02'),
        { resource: mobilHome, reservations: [] },
        { today, closed: true },
      ),
    ).toEqual({ available: false, reason: "Cette commission n'est pas ouverte" });
    expect(
      checkCartLine(
        stay('2027-05-30', '2027-06-02'),
        { resource: mobilHome, reservations: [] },
        open,
      ),
    ).toEqual({
      available: false,
      reason: START_PASSED,
    });
  });

  it('is unavailable on days now taken, by others or by an earlier line of the cart', () => {
    const taken: Booking = { ...stay('2027-07-02', '2027-07-03'), status: 'PAID' };
    expect(
      checkCartLine(
        stay('2027-07-01', '2027-07-02'),
        { resource: mobilHome, reservations: [taken] },
        open,
      ),
    ).toEqual({
      available: false,
      reason: 'Ces dates ne sont plus disponibles pour Mobil-home',
    });
    expect(
      checkCartLine(
        stay('2027-07-05', '2027-07-06'),
        { resource: mobilHome, reservations: [taken] },
        open,
      ),
    ).toEqual({
      available: true,
    });
    const first = stay('2027-08-01', '2027-08-03');
    expect(
      checkCartLine(
        stay('2027-08-03', '2027-08-04'),
        { resource: mobilHome, reservations: [] },
        { ...open, earlierLines: [first] },
      ),
    ).toEqual({ available: false, reason: 'Ces dates ne sont plus disponibles pour Mobil-home' });
  });

  it('tells a new price, period or name from the copy the cart kept', () => {
    const line = stay('2027-07-01', '2027-07-02');
    expect(resourceChanged(line, { ...mobilHome })).toBe(false);
    expect(resourceChanged(line, { ...mobilHome, price: 50 })).toBe(true);
    expect(resourceChanged(line, { ...mobilHome, billingPeriod: 'ITEM_DAY' })).toBe(true);
  });
});
