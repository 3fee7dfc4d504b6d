import fc from 'fast-check';
import { dayNumberOf as dayNumber, isoOf as civilOf } from '@/testing/civil-days';
import { addCalendarDays, calendarDaysFrom, fromFrenchDate, fromIsoDate, toIsoDate } from './dates';

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthLength = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** Any day from 1900 to 2100 (the date picker's years), as `YYYY-MM-DD`. */
const anyDay = fc
  .integer({ min: dayNumber(1900, 1, 1), max: dayNumber(2100, 12, 31) })
  .map(civilOf);

/**
 * Days around French clock changes (last Sundays of March and October) and leap days, where
 * 24-hour arithmetic goes wrong: the properties meet them often, not by chance.
 */
const lastSunday = (year: number, month: number) => {
  const last = dayNumber(year, month, monthLength(year, month));
  // 1970-01-01 was a Thursday: (n + 4) mod 7 is the weekday, 0 for Sunday.
  return last - ((((last + 4) % 7) + 7) % 7);
};
const trickyDay = fc
  .tuple(
    fc.integer({ min: 1980, max: 2100 }),
    fc.constantFrom('spring', 'autumn', 'leap'),
    fc.integer({ min: -3, max: 3 }),
  )
  .map(([year, when, offset]) => {
    if (when === 'leap') {
      const leapYear = year - (year % 4);
      return civilOf(dayNumber(leapYear, 3, 1) + offset);
    }
    return civilOf(lastSunday(year, when === 'spring' ? 3 : 10) + offset);
  });
const day = fc.oneof(anyDay, trickyDay);

describe('calendar dates, in French time (clock changes and leap days)', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Europe/Paris');
    // The zone is really French time here: summer time on 29 March 2026 at noon.
    expect(new Date(2026, 2, 29, 12).getTimezoneOffset()).toBe(-120);
    expect(new Date(2026, 2, 28, 12).getTimezoneOffset()).toBe(-60);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('reads any YYYY-MM-DD as that day at local midnight, and writes it back the same', () => {
    fc.assert(
      fc.property(day, (iso) => {
        const date = fromIsoDate(iso);
        expect(date).not.toBeNull();
        expect(date?.getHours()).toBe(0);
        expect(date && toIsoDate(date)).toBe(iso);
      }),
    );
  });

  it('refuses a day a month does not have, a 29 February of a common year included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, dayOfMonth) => {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
          expect(fromIsoDate(iso) !== null).toBe(dayOfMonth <= monthLength(year, month));
        },
      ),
    );
  });

  it('reads jj/mm/aaaa as the same day as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(day, fc.boolean(), (iso, short) => {
        const [year, month, dayOfMonth] = iso.split('-');
        const strip = (part: string) => (short ? String(Number(part)) : part);
        expect(fromFrenchDate(`${strip(dayOfMonth)}/${strip(month)}/${year}`)).toBe(iso);
      }),
    );
  });

  it('counts the days between two dates as the calendar does, whatever clock change lies between', () => {
    fc.assert(
      fc.property(day, day, (start, end) => {
        const [a, b] = [start, end].map((iso) => {
          const [year, month, dayOfMonth] = iso.split('-').map(Number);
          return dayNumber(year, month, dayOfMonth);
        });
        expect(calendarDaysFrom(start, end)).toBe(b - a);
      }),
    );
  });

  it('moves a day by any number of days to the calendar’s day, still at midnight', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (start, offset) => {
        const [year, month, dayOfMonth] = start.split('-').map(Number);
        const moved = addCalendarDays(fromIsoDate(start) as Date, offset);
        expect(toIsoDate(moved)).toBe(civilOf(dayNumber(year, month, dayOfMonth) + offset));
        expect(moved.getHours()).toBe(0);
        expect(calendarDaysFrom(start, toIsoDate(moved))).toBe(offset);
      }),
    );
  });
});
