import { format, isValid, parse } from 'date-fns';

/**
 * Calendar dates as the backend sends them (`YYYY-MM-DD`) and as people type them
 * (`jj/mm/aaaa`), in local time: a date is a day on the wall calendar, never a UTC instant.
 */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';
const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** The date picker: years 1900 to 2100, weeks from Monday. */
export const DATE_PICKER_RANGE = {
  minDate: new Date(1900, 0, 1),
  maxDate: new Date(2100, 11, 31),
  calendarStartDay: 1,
} as const;

export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

/** `YYYY-MM-DD` → a local Date at midnight, or null for anything else. */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = parse(iso, ISO_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** Today as `YYYY-MM-DD`, in local time. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}
