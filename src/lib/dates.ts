import { format, isValid, parse } from 'date-fns';

/**
 * Calendar dates as the backend sends them (`YYYY-MM-DD`) and as people type them
 * (`jj/mm/aaaa`), in local time: a date is a day on the wall calendar, never a UTC instant.
 */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';
const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** The date picker of SPEC §9: years 1900 to 2100, weeks from Monday. */
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

/** `jj/mm/aaaa` as typed → `YYYY-MM-DD`, or null when it is not a real date of 1900–2100. */
export function parseFrenchDate(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, FRENCH_DATE_FORMAT, new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  if (date < DATE_PICKER_RANGE.minDate || date > DATE_PICKER_RANGE.maxDate) return null;
  return toIsoDate(date);
}

/** Today as `YYYY-MM-DD`, in local time. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}
