import { type ResourceBooking, conflictsOn, monthView, shiftMonth } from './reservation-calendar';

const mobilHome = { id: 10, name: 'Mobil-home', price: 45, billingPeriod: 'DAY' };
const tents = { id: 11, name: 'Tentes', price: 5, billingPeriod: 'ITEM_DAY', quantity: 3 };
const booking = (
  id: number,
  resource: ResourceBooking['resource'],
  startDate: string,
  endDate: string,
  quantity = 1,
): ResourceBooking => ({ id, resourceId: resource.id, resource, quantity, startDate, endDate });

describe('the reservations month view', () => {
  it('lays out whole weeks from Monday around the month', () => {
    const weeks = monthView('2026-03', []);
    expect(weeks[0][0].date).toBe('2026-02-23');
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2026-04-05');
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('puts a booking on each calendar day it covers, across the daylight-saving change', () => {
    const stay = booking(1, mobilHome, '2026-03-28', '2026-03-30');
    const days = monthView('2026-03', [stay]).flat();
    expect(days.filter((day) => day.bookings.length).map((day) => day.date)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('shows a conflict only beyond the resource’s quantity', () => {
    expect(conflictsOn([booking(1, mobilHome, 'x', 'x'), booking(2, mobilHome, 'x', 'x')])).toEqual(
      ['Mobil-home'],
    );
    expect(conflictsOn([booking(1, tents, 'x', 'x', 2), booking(2, tents, 'x', 'x', 1)])).toEqual(
      [],
    );
    expect(conflictsOn([booking(1, tents, 'x', 'x', 2), booking(2, tents, 'x', 'x', 2)])).toEqual([
      'Tentes',
    ]);
  });

  it('moves from month to month over the year’s end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
