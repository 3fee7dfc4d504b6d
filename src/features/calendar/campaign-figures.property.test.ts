import fc from 'fast-check';
import {
  BRACKETS,
  type CampaignOrder,
  bracketCounts,
  bracketOf,
  centsOf,
  cumulativeByDay,
  headlineOf,
  sameDateLastYear,
  stubFigures,
  upToSameDate,
} from './campaign-figures';

const two = (value: number) => String(value).padStart(2, '0');
const isLeap = (year: number) => new Date(year, 1, 29).getDate() === 29;

/** A day of `year`, `YYYY-MM-DD`, any of its 365 or 366. */
const dayOf = (year: number) =>
  fc.integer({ min: 0, max: isLeap(year) ? 365 : 364 }).map((index) => {
    const day = new Date(year, 0, 1 + index);
    return `${year}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  });

/** Any amount a donor may give, to the cent. */
const amount = fc.integer({ min: 200, max: 99_999_999 }).map((cents) => cents / 100);
const state = fc.constantFrom('PAID', 'PAID', 'PAID', 'PENDING', 'CANCELLED');

const ordersOf = (year: number) =>
  fc.array(
    fc.record({
      date: dayOf(year).map((day) => `${day}T12:00:00.000Z`),
      amount,
      paymentStatus: state,
      stubNumber: fc.integer({ min: 1, max: 12 }),
    }),
    { maxLength: 60 },
  );

/** Years around leap years and a century (2100 has no 29 February). */
const year = fc.constantFrom(2024, 2025, 2027, 2028, 2029, 2100, 2101);

const paidCents = (orders: readonly CampaignOrder[]) =>
  orders
    .filter((order) => order.paymentStatus === 'PAID')
    .reduce((sum, order) => sum + centsOf(order.amount), 0);

describe('campaign figures, on any orders', () => {
  it('cumulated totals never decrease and end at each year’s paid total', () => {
    fc.assert(
      fc.property(
        year.chain((y) =>
          fc.tuple(fc.constant(y), ordersOf(y), ordersOf(y - 1), dayOf(y)).map((t) => t),
        ),
        ([y, thisYear, lastYear, reference]) => {
          const days = cumulativeByDay(thisYear, lastYear, y, `${y}-12-31`);
          let previousOwn = 0;
          let previousBefore = 0;
          for (const day of days) {
            expect(day.thisYear ?? 0).toBeGreaterThanOrEqual(previousOwn);
            expect(day.lastYear).toBeGreaterThanOrEqual(previousBefore);
            previousOwn = day.thisYear ?? 0;
            previousBefore = day.lastYear;
          }
          if (days.length) {
            expect(Math.round((days.at(-1)?.thisYear ?? 0) * 100)).toBe(paidCents(thisYear));
            expect(Math.round((days.at(-1)?.lastYear ?? 0) * 100)).toBe(paidCents(lastYear));
          } else {
            expect(paidCents(thisYear) + paidCents(lastYear)).toBe(0);
          }
          // Last year's line on any day is its headline at that same date.
          const cut = cumulativeByDay(thisYear, lastYear, y, reference);
          const onReference = cut.find((day) => day.day === reference);
          if (onReference) {
            expect(onReference.lastYear).toBe(
              headlineOf(upToSameDate(lastYear, reference)).paidTotal,
            );
          }
          // The days are consecutive.
          for (let index = 1; index < days.length; index += 1) {
            const previous = new Date(`${days[index - 1].day}T00:00:00Z`).getTime();
            expect(new Date(`${days[index].day}T00:00:00Z`).getTime() - previous).toBe(86_400_000);
          }
        },
      ),
    );
  });

  it('the same date last year is a real day, a year before, the same or the day before', () => {
    fc.assert(
      fc.property(
        year.chain((y) => dayOf(y)),
        (day) => {
          const before = sameDateLastYear(day);
          expect(Number(before.slice(0, 4))).toBe(Number(day.slice(0, 4)) - 1);
          const parsed = new Date(`${before}T00:00:00Z`);
          expect(parsed.toISOString().slice(0, 10)).toBe(before);
          const monthDay = day.slice(5);
          expect(before.slice(5)).toBe(
            monthDay === '02-29' && !isLeap(Number(before.slice(0, 4))) ? '02-28' : monthDay,
          );
        },
      ),
    );
  });

  it('last year up to the same date grows with the date and holds every order by the year’s end', () => {
    fc.assert(
      fc.property(
        year.chain((y) => fc.tuple(fc.constant(y), ordersOf(y - 1), dayOf(y), dayOf(y))),
        ([y, lastYear, a, b]) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(upToSameDate(lastYear, early).length).toBeLessThanOrEqual(
            upToSameDate(lastYear, late).length,
          );
          expect(upToSameDate(lastYear, `${y}-12-31`)).toHaveLength(lastYear.length);
        },
      ),
    );
  });

  it('the brackets partition the paid gifts', () => {
    fc.assert(
      fc.property(ordersOf(2026), (orders) => {
        const counts = bracketCounts(orders);
        const paid = orders.filter((order) => order.paymentStatus === 'PAID');
        expect(counts.reduce((sum, bracket) => sum + bracket.gifts, 0)).toBe(paid.length);
        expect(Math.round(counts.reduce((sum, bracket) => sum + bracket.total, 0) * 100)).toBe(
          paidCents(paid),
        );
        for (const order of paid) {
          const cents = centsOf(order.amount);
          const holding = BRACKETS.filter(
            ({ min, max }) => cents >= min && (max === null || cents < max),
          );
          expect(holding.map(({ label }) => label)).toEqual([bracketOf(order.amount)]);
        }
      }),
    );
  });

  it('a stub is without a gift in 7 days exactly when none of its paid gifts is in the last 7 days', () => {
    fc.assert(
      fc.property(fc.tuple(ordersOf(2026), dayOf(2026)), ([orders, reference]) => {
        const end = new Date(`${reference}T00:00:00Z`).getTime();
        for (const stub of stubFigures(orders, reference)) {
          const recent = orders.some((order) => {
            if (order.stubNumber !== stub.stubNumber || order.paymentStatus !== 'PAID') {
              return false;
            }
            const age = (end - new Date(order.date.slice(0, 10) + 'T00:00:00Z').getTime()) / 864e5;
            return age >= 0 && age < 7;
          });
          expect(stub.quiet).toBe(!recent);
        }
        // Every stub with an order is listed once, sorted by paid total, largest first.
        const stubs = stubFigures(orders, reference);
        expect(new Set(stubs.map((stub) => stub.stubNumber)).size).toBe(
          new Set(orders.map((order) => order.stubNumber)).size,
        );
        for (let index = 1; index < stubs.length; index += 1) {
          expect(stubs[index - 1].paidTotal).toBeGreaterThanOrEqual(stubs[index].paidTotal);
        }
      }),
    );
  });
});
