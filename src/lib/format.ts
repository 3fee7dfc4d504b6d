import { fromIsoDate } from './dates';

/** French formats: `30,00 €`, `jj/mm/aaaa`. */
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function formatEuro(amount: number): string {
  // Intl uses narrow no-break spaces; plain spaces read and match the same for people and tests.
  return euro.format(amount).replace(/[\u202f\u00a0]/g, ' ');
}

/** YYYY-MM-DD (or an ISO date-time) → jj/mm/aaaa; anything else is returned unchanged. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

const DAY_NAME = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** `YYYY-MM-DD` → `Samedi 5 juillet`; anything else is returned unchanged. */
export function formatDayName(isoDate: string): string {
  const day = fromIsoDate(isoDate);
  if (!day) return isoDate;
  const words = DAY_NAME.format(day);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `1 personne`, `3 personnes`: a count and its noun, plural from 2 as French has it. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count > 1 ? 's' : ''}`;
}

/** An ISO date-time → `jj/mm/aaaa à hh:mm`, in the device's time zone; unchanged if unreadable. */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} à ${two(date.getHours())}:${two(date.getMinutes())}`;
}
