/** Birth dates as three selects: day, French month, year 1900..this year. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The form starts at 1900-01-01. */
export const DEFAULT_BIRTH_DATE = '1900-01-01';

export function birthYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= 1900; year -= 1) years.push(year);
  return years;
}

/** '01' … '31' */
export const BIRTH_DAYS: readonly string[] = Array.from({ length: 31 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** YYYY-MM-DD → parts ('01', '01'…'12', 'YYYY'); an unreadable date gives 1900-01-01. */
export function splitDate(isoDate: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  const [, year, month, day] = match ?? /^(\d{4})-(\d{2})-(\d{2})/.exec(DEFAULT_BIRTH_DATE) ?? [];
  return { day, month, year };
}

export function composeDate({ day, month, year }: DateParts): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** True when the parts name a day that exists (no 31 February). */
export function isRealDate(parts: DateParts): boolean {
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
