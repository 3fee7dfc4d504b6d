/**
 * The wall calendar by arithmetic alone (days since 1970-01-01 in the proleptic Gregorian
 * calendar, H. Hinnant's `days_from_civil` and `civil_from_days`): no Date, no time zone, so the
 * property tests that count days with it cannot share a defect with the code they check.
 */

/** The number of the day `year-month-day`. */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The number of the day `YYYY-MM-DD`. */
export function dayNumber(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return dayNumberOf(year, month, day);
}

/** The day numbered `days`, as `YYYY-MM-DD`. */
export function isoOf(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
