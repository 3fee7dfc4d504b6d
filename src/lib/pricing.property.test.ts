import fc from 'fast-check';
import type { CartReservation } from '@/api/types';
import { dayNumber, isoOf } from '@/testing/civil-days';
import { billedDays, cartLinePrice, cartTotal } from './pricing';

/** Days of 2024–2028: two leap days, ten French clock changes. */
const day = fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2028-12-31') });

/** A price as prices are written: euros and cents. */
const price = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);

const PERIODS = ['DAY', 'ITEM_DAY', 'ITEM', 'YEAR', 'FORFAIT'] as const;

/** A cart line: dates (a stay of up to 400 days) for the periods billed per day, or none. */
const line: fc.Arbitrary<CartReservation> = fc
  .record({
    price,
    billingPeriod: fc.constantFrom(...PERIODS),
    quantity: fc.integer({ min: 1, max: 50 }),
    start: day,
    length: fc.integer({ min: 0, max: 400 }),
    dated: fc.boolean(),
  })
  .map(({ price: amount, billingPeriod, quantity, start, length, dated }) => ({
    resource: { id: 1, name: 'Salle', price: amount, billingPeriod },
    quantity,
    startDate: dated ? isoOf(start) : null,
    endDate: dated ? isoOf(start + length) : null,
  }));

const perDay = (period: string) => period === 'DAY' || period === 'ITEM_DAY';

/** The days billed, counted on the calendar: from the start to the end, both included. */
const expectedDays = (reservation: CartReservation) =>
  perDay(reservation.resource.billingPeriod) && reservation.startDate && reservation.endDate
    ? dayNumber(reservation.endDate) - dayNumber(reservation.startDate) + 1
    : 1;

describe('prices (docs/rules.md#prices-and-bookings), in French time', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Europe/Paris');
    expect(new Date(2026, 9, 24, 12).getTimezoneOffset()).toBe(-120);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('bills a line price × days × quantity, a DAY resource counting one unit', () => {
    fc.assert(
      fc.property(line, (reservation) => {
        const days = expectedDays(reservation);
        const units = reservation.resource.billingPeriod === 'DAY' ? 1 : reservation.quantity;
        expect(billedDays(reservation)).toBe(days);
        expect(cartLinePrice(reservation)).toBe(reservation.resource.price * days * units);
      }),
    );
  });

  it('counts calendar days across a clock change, not 24-hour spans', () => {
    // Every stay of the property above crosses 0 to 3 clock changes; these cross one exactly.
    fc.assert(
      fc.property(
        fc.constantFrom('2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2028-02-29'),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (change, before, after) => {
          const start = isoOf(dayNumber(change) - before);
          const end = isoOf(dayNumber(change) + after);
          const stay = {
            resource: { id: 1, name: 'Salle', price: 10, billingPeriod: 'DAY' },
            quantity: 1,
            startDate: start,
            endDate: end,
          };
          expect(billedDays(stay)).toBe(before + after + 1);
        },
      ),
    );
  });

  it('totals the cart as the sum of its lines, never below zero', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const total = cartTotal(lines);
        const expected = lines.reduce(
          (sum, each) =>
            sum +
            each.resource.price *
              expectedDays(each) *
              (each.resource.billingPeriod === 'DAY' ? 1 : each.quantity),
          0,
        );
        expect(total).toBe(expected);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(total)).toBe(true);
      }),
    );
  });
});
