import { addCalendarDays, calendarDaysFrom, fromIsoDate, toIsoDate, todayIso } from './dates';

describe('calendar dates', () => {
  it('write a local day as YYYY-MM-DD, zero-padded', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(todayIso(new Date(2027, 1, 28, 0, 1))).toBe('2027-02-28');
  });

  it('read YYYY-MM-DD as that day at local midnight, and nothing else', () => {
    const day = fromIsoDate('2024-02-29');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2024, 1, 29, 0,
    ]);
    expect(fromIsoDate('0099-03-01')?.getFullYear()).toBe(99);
    for (const wrong of ['2026-02-30', '2025-02-29', '2026-13-01', '26-01-01', '', null, undefined])
      expect(fromIsoDate(wrong)).toBeNull();
  });

  it('round-trip', () => {
    for (const iso of ['1900-01-01', '1992-07-14', '2100-12-31']) {
      const day = fromIsoDate(iso);
      expect(day && toIsoDate(day)).toBe(iso);
    }
  });
});

describe('days between calendar dates', () => {
  it('count wall-calendar days, across a clock change and a leap day', () => {
    expect(calendarDaysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendarDaysFrom('2026-10-24', '2026-10-26')).toBe(2);
    expect(calendarDaysFrom('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysFrom('2026-07-14', '2026-07-14')).toBe(0);
    expect(calendarDaysFrom('2026-07-14', '2026-07-13')).toBe(-1);
    expect(calendarDaysFrom('2026-07-14', 'demain')).toBeNaN();
  });

  it('move a day forward by days, the month and year turning', () => {
    expect(toIsoDate(addCalendarDays(new Date(2026, 11, 30), 3))).toBe('2027-01-02');
    expect(toIsoDate(addCalendarDays(new Date(2026, 2, 28), 1))).toBe('2026-03-29');
  });
});
