import {
  BIRTH_DAYS,
  FRENCH_MONTHS,
  birthYears,
  composeDate,
  isRealDate,
  splitDate,
} from './birth-date';

describe('birth date selects', () => {
  it('offers the years from the current one back to 1900', () => {
    const years = birthYears(new Date('2026-11-23'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
  it('offers days 01 to 31, zero-padded', () => {
    expect(BIRTH_DAYS[0]).toBe('01');
    expect(BIRTH_DAYS[8]).toBe('09');
    expect(BIRTH_DAYS).toHaveLength(31);
  });
  it('names the months in French', () => {
    expect(FRENCH_MONTHS[0]).toBe('janvier');
    expect(FRENCH_MONTHS[7]).toBe('août');
  });
  it('splits and composes YYYY-MM-DD, starting at 1900-01-01', () => {
    expect(splitDate('1985-04-12')).toEqual({ day: '12', month: '04', year: '1985' });
    expect(splitDate('')).toEqual({ day: '01', month: '01', year: '1900' });
    expect(composeDate({ day: '3', month: '7', year: '2015' })).toBe('2015-07-03');
  });
  it('tells a real day from an impossible one', () => {
    expect(isRealDate({ day: '29', month: '02', year: '2024' })).toBe(true);
    expect(isRealDate({ day: '31', month: '02', year: '2024' })).toBe(false);
  });
});
