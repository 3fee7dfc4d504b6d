import { calendarDaysFrom, todayIso } from './dates';

/** How long before its end a membership is recalled to its member (the home's notice). */
export const RENEWAL_NOTICE_DAYS = 30;

/**
 * The home's renewal notice for a membership paid until `accountValidity` (YYYY-MM-DD): `soon`
 * when it ends within 30 days, `expired` once past, none otherwise (nor for a membership never
 * paid, `1970-01-01`, nor an unreadable date).
 */
export function renewalNoticeOf(
  accountValidity: string,
  today: string = todayIso(),
): { kind: 'soon' | 'expired'; date: string } | null {
  const days = calendarDaysFrom(today, accountValidity);
  if (Number.isNaN(days) || accountValidity <= '1970-01-01') return null;
  if (days < 0) return { kind: 'expired', date: accountValidity };
  return days <= RENEWAL_NOTICE_DAYS ? { kind: 'soon', date: accountValidity } : null;
}
