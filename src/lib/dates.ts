/**
 * Calendar dates as the backend sends them (`YYYY-MM-DD`) and as people type them
 * (`jj/mm/aaaa`), in local time: a date is a day on the wall calendar, never a UTC instant.
 */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';

/** The date picker: years 1900 to 2100, weeks from Monday. */
export const DATE_PICKER_RANGE = {
  minDate: new Date(1900, 0, 1),
  maxDate: new Date(2100, 11, 31),
  calendarStartDay: 1,
} as const;

// Written by hand, not with date-fns: these come with a member's first screens, and date-fns'
// formatter and parser would weigh 9 kB there for two zero-padded numbers.
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` → a local Date at midnight, or null for anything else (`2026-02-30` included). */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: a constructor's year under 100 would land in the 1900s.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/**
 * A whole date typed as `jj/mm/aaaa` (day and month may have one digit) → `YYYY-MM-DD`, or null
 * for anything else (a date being typed, `30/02/2026`).
 */
export function fromFrenchDate(typed: string): string | null {
  const parts = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(typed);
  if (!parts) return null;
  const iso = `${parts[3]}-${parts[2].padStart(2, '0')}-${parts[1].padStart(2, '0')}`;
  return fromIsoDate(iso) ? iso : null;
}

/** Today as `YYYY-MM-DD`, in local time. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/**
 * Days from `start` to `end` (`YYYY-MM-DD`) on the wall calendar, `1` from one day to the next
 * whatever the clock change between them; NaN when either is no date.
 */
export function calendarDaysFrom(start: string, end: string): number {
  const [first, last] = [start, end].map((iso) => fromIsoDate(iso));
  if (!first || !last) return Number.NaN;
  const utc = (day: Date) => Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  return Math.round((utc(last) - utc(first)) / 86_400_000);
}

/** `date` moved by `days` days, at the same time of day (local time). */
export function addCalendarDays(date: Date, days: number): Date {
  const moved = new Date(date);
  moved.setDate(moved.getDate() + days);
  return moved;
}
