/** The account validity a session keeps when the backend gave none (no dues paid yet). */
export const NO_ACCOUNT_VALIDITY = '1970-01-01';

/** What one's member card says of the membership. */
export type CardValidity =
  { state: 'valid'; until: string } | { state: 'expired'; until: string } | { state: 'unpaid' };

/**
 * The validity one's own card shows: the later of the card code's `expires` and the session's
 * `accountValidity` (the sign-in answer), never the person read back, which a member reading
 * themself may get without their state. A signed-in member has confirmed their e-mail and been
 * validated (the backend refuses the sign-in otherwise): they are valid, expired, or have never
 * paid (`1970-01-01`).
 */
export function memberCardValidity(
  dates: { expires?: string | null; accountValidity?: string | null },
  today: string,
): CardValidity {
  const known = [dates.expires, dates.accountValidity]
    .map((date) => date?.slice(0, 10))
    .filter((date): date is string => Boolean(date) && date !== NO_ACCOUNT_VALIDITY);
  const until = known.sort().at(-1);
  if (!until) return { state: 'unpaid' };
  return until >= today ? { state: 'valid', until } : { state: 'expired', until };
}
