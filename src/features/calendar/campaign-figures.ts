import { calendarDaysFrom, fromIsoDate, toIsoDate } from '@/lib/dates';

/**
 * The calendar campaign's figures (docs/rules.md#the-calendar-campaign): this year's orders beside
 * last year's at the same date, day by day, per stub, per amount bracket and per payment state.
 * Amounts are added in cents, so that a total of thousands of gifts is exact.
 */

/** What the figures read of an order: the ledger's order has more. */
export interface CampaignOrder {
  amount: number;
  stubNumber: number;
  /** ISO date-time (or `YYYY-MM-DD`): its day is its first ten characters, as in the ledger. */
  date: string;
  paymentStatus: string;
}

const PAID = 'PAID';
const PENDING = 'PENDING';

/** An amount in euros → whole cents (`19.99` → `1999`, whatever the float's last digit). */
export const centsOf = (amount: number): number => Math.round(amount * 100);

/** The order's day, `YYYY-MM-DD`, as the ledger files it. */
export const dayOf = (order: Pick<CampaignOrder, 'date'>): string => order.date.slice(0, 10);

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The same date a year before (`2026-11-28` → `2025-11-28`); 29 February, which last year may
 * not have, → 28 February. A leap year's own 29 February is thus compared from 1 March on.
 */
export function sameDateLastYear(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5, 10);
  const kept = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${kept}`;
}

/**
 * The day the campaign is looked at: today when today is in the campaign's year, its last day
 * for a year gone by, its first for a year to come.
 */
export function referenceDay(year: number, today: string): string {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return today < first ? first : today > last ? last : today;
}

/** The headline's figures: paid total, number of paid gifts, average gift, pending apart. */
export interface Headline {
  paidTotal: number;
  gifts: number;
  averageGift: number;
  pendingTotal: number;
  pendingCount: number;
}

const euros = (cents: number) => cents / 100;

export function headlineOf(orders: readonly CampaignOrder[]): Headline {
  let paidCents = 0;
  let gifts = 0;
  let pendingCents = 0;
  let pendingCount = 0;
  for (const order of orders) {
    if (order.paymentStatus === PAID) {
      paidCents += centsOf(order.amount);
      gifts += 1;
    } else if (order.paymentStatus === PENDING) {
      pendingCents += centsOf(order.amount);
      pendingCount += 1;
    }
  }
  return {
    paidTotal: euros(paidCents),
    gifts,
    averageGift: gifts ? Math.round(paidCents / gifts) / 100 : 0,
    pendingTotal: euros(pendingCents),
    pendingCount,
  };
}

/** Last year's orders dated up to the same date as `day` (inclusive). */
export function upToSameDate(lastYear: readonly CampaignOrder[], day: string): CampaignOrder[] {
  const cutoff = sameDateLastYear(day);
  return lastYear.filter((order) => dayOf(order) <= cutoff);
}

/**
 * The change from last year's figure to this year's, in whole percent (`12` for +12 %), or null
 * when last year's is 0: no percentage says how far 0 has come.
 */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** One day of the cumulated paid totals; `thisYear` is null after the day looked at. */
export interface CumulativeDay {
  /** This year's day, `YYYY-MM-DD`; last year's figure is at its same date. */
  day: string;
  thisYear: number | null;
  lastYear: number;
}

/** Paid cents per day, sorted by day. */
function paidByDay(orders: readonly CampaignOrder[]): [string, number][] {
  const days = new Map<string, number>();
  for (const order of orders) {
    if (order.paymentStatus !== PAID) continue;
    const day = dayOf(order);
    days.set(day, (days.get(day) ?? 0) + centsOf(order.amount));
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Last year's day moved to this year (`year`): 29 February of a leap year → 1 March. */
function onThisYear(day: string, year: number): string {
  const monthDay = day.slice(5, 10);
  if (monthDay === '02-29' && !isLeapYear(year)) return `${year}-03-01`;
  return `${year}-${monthDay}`;
}

/** Every day from `first` to `last` inclusive, `YYYY-MM-DD`. */
function daysBetween(first: string, last: string): string[] {
  const start = fromIsoDate(first);
  const count = calendarDaysFrom(first, last);
  if (!start || !(count >= 0)) return [];
  return Array.from({ length: count + 1 }, (_, index) => {
    const day = new Date(start);
    day.setDate(start.getDate() + index);
    return toIsoDate(day);
  });
}

/**
 * The paid totals cumulated day by day since the campaign began (the first paid gift of either
 * year, on this year's calendar), this year's up to `reference`, last year's at each day's same
 * date (`sameDateLastYear`) to its last paid gift. Each line never decreases and ends at its
 * year's paid total.
 */
export function cumulativeByDay(
  thisYear: readonly CampaignOrder[],
  lastYear: readonly CampaignOrder[],
  year: number,
  reference: string,
): CumulativeDay[] {
  const own = paidByDay(thisYear.filter((order) => dayOf(order).startsWith(`${year}-`)));
  const before = paidByDay(lastYear);
  const ownFirst = own.at(0)?.[0];
  const ownLast = own.at(-1)?.[0];
  const beforeFirst = before.at(0)?.[0];
  const beforeLast = before.at(-1)?.[0];
  const bounds = (days: (string | undefined)[]) =>
    days.filter((day): day is string => day !== undefined).sort();
  const starts = bounds([ownFirst, beforeFirst && onThisYear(beforeFirst, year)]);
  const ends = bounds([ownLast, beforeLast && onThisYear(beforeLast, year)]);
  const first = starts.at(0);
  const lastPaid = ends.at(-1);
  if (first === undefined || lastPaid === undefined) return [];
  // This year's line runs to the day looked at, or to its last gift if one is dated later.
  const ownEnd = ownLast !== undefined && ownLast > reference ? ownLast : reference;
  const last = lastPaid > ownEnd ? lastPaid : ownEnd < first ? first : ownEnd;
  let ownIndex = 0;
  let beforeIndex = 0;
  let ownCents = 0;
  let beforeCents = 0;
  return daysBetween(first, last).map((day) => {
    while (ownIndex < own.length && own[ownIndex][0] <= day) ownCents += own[ownIndex++][1];
    const cutoff = sameDateLastYear(day);
    while (beforeIndex < before.length && before[beforeIndex][0] <= cutoff) {
      beforeCents += before[beforeIndex++][1];
    }
    return { day, thisYear: day <= ownEnd ? euros(ownCents) : null, lastYear: euros(beforeCents) };
  });
}

/** How many days without a gift mark a stub (`Sans don depuis 7 jours`). */
export const QUIET_DAYS = 7;

export interface StubFigures {
  stubNumber: number;
  paidTotal: number;
  gifts: number;
  /** The day of its last paid gift, `YYYY-MM-DD`, or null. */
  lastGift: string | null;
  /** No paid gift in the 7 days ending on the day looked at (that day and the 6 before). */
  quiet: boolean;
}

/**
 * Per stub (every stub with an order this year): paid total and gifts, sorted by paid total,
 * largest first, then by stub number; those without a paid gift in the last 7 days marked.
 */
export function stubFigures(orders: readonly CampaignOrder[], reference: string): StubFigures[] {
  const stubs = new Map<number, { cents: number; gifts: number; lastGift: string | null }>();
  for (const order of orders) {
    const stub = stubs.get(order.stubNumber) ?? { cents: 0, gifts: 0, lastGift: null };
    stubs.set(order.stubNumber, stub);
    if (order.paymentStatus !== PAID) continue;
    stub.cents += centsOf(order.amount);
    stub.gifts += 1;
    const day = dayOf(order);
    if (day <= reference && (stub.lastGift === null || day > stub.lastGift)) stub.lastGift = day;
  }
  return [...stubs.entries()]
    .map(([stubNumber, { cents, gifts, lastGift }]) => ({
      stubNumber,
      paidTotal: euros(cents),
      gifts,
      lastGift,
      quiet: lastGift === null || calendarDaysFrom(lastGift, reference) >= QUIET_DAYS,
    }))
    .sort((a, b) => b.paidTotal - a.paidTotal || a.stubNumber - b.stubNumber);
}

/** The amount brackets, in cents: from `min` included to `max` excluded (`null`: no top). */
export const BRACKETS = [
  { label: 'moins de 10 €', min: 0, max: 1000 },
  { label: '10 à 19 €', min: 1000, max: 2000 },
  { label: '20 à 49 €', min: 2000, max: 5000 },
  { label: '50 € et plus', min: 5000, max: null },
] as const;

export type BracketLabel = (typeof BRACKETS)[number]['label'];

/** The bracket of an amount in euros: 19,99 € is `10 à 19 €`, 20,00 € `20 à 49 €`. */
export function bracketOf(amount: number): BracketLabel {
  const cents = centsOf(amount);
  const bracket = BRACKETS.find(({ min, max }) => cents >= min && (max === null || cents < max));
  // Below 0 (never a gift): counted with the smallest.
  return (bracket ?? BRACKETS[0]).label;
}

export interface BracketCount {
  label: BracketLabel;
  gifts: number;
  total: number;
}

/** Paid gifts per bracket, every bracket listed in order (0 where none). */
export function bracketCounts(orders: readonly CampaignOrder[]): BracketCount[] {
  const counts = new Map<BracketLabel, { gifts: number; cents: number }>(
    BRACKETS.map(({ label }) => [label, { gifts: 0, cents: 0 }]),
  );
  for (const order of orders) {
    if (order.paymentStatus !== PAID) continue;
    const count = counts.get(bracketOf(order.amount));
    if (!count) continue;
    count.gifts += 1;
    count.cents += centsOf(order.amount);
  }
  return BRACKETS.map(({ label }) => {
    const { gifts, cents } = counts.get(label) ?? { gifts: 0, cents: 0 };
    return { label, gifts, total: euros(cents) };
  });
}

export interface PaymentStateCount {
  /** As the backend names it: PAID, PENDING, CANCELLED, or another it sent. */
  state: string;
  orders: number;
  total: number;
}

/** Card payments by state: paid, pending, cancelled (always listed), then any other as it came. */
export function paymentStates(orders: readonly CampaignOrder[]): PaymentStateCount[] {
  const states = new Map<string, { orders: number; cents: number }>(
    [PAID, PENDING, 'CANCELLED'].map((state) => [state, { orders: 0, cents: 0 }]),
  );
  for (const order of orders) {
    const state = states.get(order.paymentStatus) ?? { orders: 0, cents: 0 };
    states.set(order.paymentStatus, state);
    state.orders += 1;
    state.cents += centsOf(order.amount);
  }
  return [...states.entries()].map(([state, { orders: count, cents }]) => ({
    state,
    orders: count,
    total: euros(cents),
  }));
}

/** Everything the screen shows, from the two years' orders and today (`YYYY-MM-DD`). */
export interface CampaignFigures {
  reference: string;
  thisYear: Headline;
  lastYear: Headline;
  days: CumulativeDay[];
  stubs: StubFigures[];
  brackets: BracketCount[];
  payments: PaymentStateCount[];
}

export function campaignFigures(
  thisYear: readonly CampaignOrder[],
  lastYear: readonly CampaignOrder[],
  year: number,
  today: string,
): CampaignFigures {
  const reference = referenceDay(year, today);
  return {
    reference,
    thisYear: headlineOf(thisYear),
    lastYear: headlineOf(upToSameDate(lastYear, reference)),
    days: cumulativeByDay(thisYear, lastYear, year, reference),
    stubs: stubFigures(thisYear, reference),
    brackets: bracketCounts(thisYear),
    payments: paymentStates(thisYear),
  };
}
