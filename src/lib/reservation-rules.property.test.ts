import fc from 'fast-check';
import type { CartReservation, Resource } from '@/api/types';
import {
  type Booking,
  availabilityProblem,
  bookedQuantity,
  datesTaken,
  freeUnits,
  fullDays,
  unitsLeft,
} from './reservation-rules';
import { dayNumber, isoOf } from '@/testing/civil-days';

/**
 * Three weeks around the spring clock change of 2028 (26 March) and its leap day are where the
 * reservations lie: few enough days that they overlap often.
 */
const FIRST = dayNumber('2028-02-20');
const LAST = dayNumber('2028-04-05');
const dayIn = fc.integer({ min: FIRST, max: LAST });

const STATES = ['PAID', 'PENDING', 'CANCELLED', undefined] as const;

/** A reservation as the backend lists it: an end may be missing (one day) or even before the start. */
const booking: fc.Arbitrary<Booking> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 6 }),
    start: dayIn,
    length: fc.integer({ min: -2, max: 12 }),
    withEnd: fc.boolean(),
    status: fc.constantFrom(...STATES),
  })
  .map(({ quantity, start, length, withEnd, status }) => ({
    quantity,
    startDate: isoOf(start),
    endDate: withEnd ? isoOf(start + length) : undefined,
    status,
  }));

const resource = fc.record({
  quantity: fc.integer({ min: 1, max: 6 }),
  billingPeriod: fc.constantFrom('DAY', 'ITEM_DAY'),
});

/** Units booked on `day`, counted naively: every reservation that holds units and covers it. */
function bookedOn(day: number, unitsPer: (booking: Booking) => number, bookings: Booking[]) {
  return bookings
    .filter((each) => each.status !== 'CANCELLED' && each.startDate)
    .filter((each) => {
      const start = dayNumber(each.startDate as string);
      const end = each.endDate ? dayNumber(each.endDate) : start;
      return start <= day && day <= end;
    })
    .reduce((sum, each) => sum + unitsPer(each), 0);
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

describe('availability by day (docs/rules.md#prices-and-bookings), in French time', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Europe/Paris');
    expect(new Date(2028, 2, 26, 12).getTimezoneOffset()).toBe(-120);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const scene = fc.record({
    resource,
    bookings: fc.array(booking, { maxLength: 12 }),
    start: dayIn,
    length: fc.integer({ min: 0, max: 10 }),
    quantity: fc.integer({ min: 1, max: 8 }),
  });

  it('agrees with a day-by-day count: free units, full days and the refusal', () => {
    fc.assert(
      fc.property(scene, ({ resource: counted, bookings, start, length, quantity }) => {
        const unitsPer = (each: Booking) => (counted.billingPeriod === 'DAY' ? 1 : each.quantity);
        const booked = (day: number) => bookedOn(day, unitsPer, bookings);

        const full = range(FIRST - 2, LAST + 14)
          .filter((day) => booked(day) >= counted.quantity)
          .map(isoOf);
        expect(fullDays(counted, bookings)).toEqual(full);

        const asked = range(start, start + length);
        const free = Math.max(0, Math.min(...asked.map((day) => counted.quantity - booked(day))));
        expect(freeUnits(counted, bookings, isoOf(start), isoOf(start + length))).toBe(free);

        const line: CartReservation = {
          resource: { id: 1, name: 'Tables', price: 5, ...counted } as Resource,
          quantity,
          startDate: isoOf(start),
          endDate: isoOf(start + length),
        };
        const units = bookedQuantity(line);
        expect(units).toBe(counted.billingPeriod === 'DAY' ? 1 : quantity);
        const expected = free === 0 ? datesTaken('Tables') : units > free ? unitsLeft(free) : null;
        expect(availabilityProblem(line, bookings)).toBe(expected);
        // A day typed alone (no end yet) is that day's own count.
        expect(freeUnits(counted, bookings, isoOf(start), null)).toBe(
          Math.max(0, counted.quantity - booked(start)),
        );
      }),
    );
  });

  it('lets cancelled reservations hold nothing', () => {
    fc.assert(
      fc.property(
        scene,
        fc.array(booking, { maxLength: 8 }),
        ({ resource: counted, bookings, start, length }, more) => {
          const cancelled = more.map((each) => ({ ...each, status: 'CANCELLED' }));
          const withCancelled = [...bookings, ...cancelled];
          expect(fullDays(counted, withCancelled)).toEqual(fullDays(counted, bookings));
          expect(freeUnits(counted, withCancelled, isoOf(start), isoOf(start + length))).toBe(
            freeUnits(counted, bookings, isoOf(start), isoOf(start + length)),
          );
          expect(fullDays(counted, cancelled)).toEqual([]);
        },
      ),
    );
  });

  it('counts nothing for a resource that does not say how many units it has', () => {
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 8 }),
        dayIn,
        fc.constantFrom(null, undefined, 0),
        (bookings, start, quantity) => {
          const uncounted = { quantity, billingPeriod: 'ITEM_DAY' };
          expect(freeUnits(uncounted, bookings, isoOf(start), isoOf(start + 1))).toBeNull();
          expect(fullDays(uncounted, bookings)).toEqual([]);
        },
      ),
    );
  });
});
