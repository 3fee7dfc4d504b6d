import type { MockCalendarOrder } from './types';

/**
 * The demo's two calendar campaigns, this year's going on up to today and last year's whole:
 * thousands of orders over 48 stubs, made by a seeded rule (the same demo every time), so that
 * the campaign's plots have something to show (docs/rules.md#the-calendar-campaign).
 */

/** mulberry32: a small seeded generator, numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = ['Anne', 'Bruno', 'Claire', 'David', 'Élise', 'Franck', 'Gaëlle', 'Hervé'];
const LAST_NAMES = ['Le Bihan', 'Guillou', 'Tanguy', 'Riou', 'Le Goff', 'Jaouen', 'Kerboul'];
const STREETS = ['rue de Brest', 'boulevard de la Liberté', 'rue Saint-Malo', 'allée des Pins'];

/** What donors give: the purchase's presets most often, a free amount (cents included) else. */
const PRESETS = [5, 10, 10, 10, 20, 20, 20, 50];
const FREE = [2, 7.5, 12, 15, 19.99, 25, 30, 40, 49.99, 80, 100];

export interface CampaignPlan {
  year: number;
  /** The campaign's first and last days, `YYYY-MM-DD`, within `year`. */
  first: string;
  last: string;
  /** Orders per day, on average. */
  perDay: number;
  stubs: readonly number[];
  /** The first order's id; the others follow. */
  firstId: number;
  seed: number;
  /** Whether the campaign is going on: its last days hold pending payments. */
  going: boolean;
}

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A campaign's orders: each on a day of the campaign (none on a quiet stub, one in six, in its
 * last 10 days), at a stub, for an amount, paid mostly, some cancelled, and pending only in the
 * last 3 days of a campaign going on.
 */
export function campaignOrders(plan: CampaignPlan): MockCalendarOrder[] {
  const random = generator(plan.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const start = utcDay(plan.first);
  const days = Math.max(1, Math.round((utcDay(plan.last) - start) / DAY_MS) + 1);
  const count = Math.round(days * plan.perDay);
  const orders: MockCalendarOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    const stubIndex = Math.floor(random() * plan.stubs.length);
    const quiet = stubIndex % 6 === 5;
    const open = quiet && days > 10 ? days - 10 : days;
    // More gifts as the campaign warms up: a day drawn towards the later ones.
    const day = Math.min(open - 1, Math.floor(Math.sqrt(random()) * open));
    const time = start + day * DAY_MS + (9 + Math.floor(random() * 10)) * 3_600_000;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const roll = random();
    const recent = plan.going && days - day <= 3;
    const paymentStatus = roll < 0.06 ? 'CANCELLED' : recent && roll < 0.2 ? 'PENDING' : 'PAID';
    orders.push({
      id: plan.firstId + index,
      externalIdentifier: `camp-${plan.year}-${String(index + 1).padStart(5, '0')}`,
      person: {
        lastName,
        firstName,
        email: `donateur${index + 1}@exemple.fr`,
        address: {
          streetNumber: String(1 + Math.floor(random() * 90)),
          streetName: pick(STREETS),
          postalCode: 35000,
          city: 'Rennes',
        },
      },
      amount: random() < 0.7 ? pick(PRESETS) : pick(FREE),
      stubNumber: plan.stubs[stubIndex],
      date: new Date(time + Math.floor(random() * 3_600_000)).toISOString(),
      paymentStatus,
    });
  }
  return orders;
}

/** The demo's stubs: 201 to 248 (the hand-written orders keep 101 to 105 to themselves). */
export const CAMPAIGN_STUBS = Array.from({ length: 48 }, (_, index) => 201 + index);

/**
 * The demo's two campaigns around `today` (`YYYY-MM-DD`) for the calendar year `year`: this
 * year's from 57 days before today (not before 1 January) to today, about 26 orders a day; last
 * year's from the same date for 75 days (not past 31 December), about 32 a day.
 */
export function demoCampaigns(year: number, today: string): MockCalendarOrder[] {
  const clamp = (day: string, first: string, last: string) =>
    day < first ? first : day > last ? last : day;
  const reference = clamp(today, `${year}-01-01`, `${year}-12-31`);
  const first = clamp(isoOf(utcDay(reference) - 57 * DAY_MS), `${year}-01-01`, reference);
  const monthDay = first.slice(5) === '02-29' ? '02-28' : first.slice(5);
  const lastFirst = `${year - 1}-${monthDay}`;
  const lastEnd = clamp(isoOf(utcDay(lastFirst) + 74 * DAY_MS), lastFirst, `${year - 1}-12-31`);
  return [
    ...campaignOrders({
      year: year - 1,
      first: lastFirst,
      last: lastEnd,
      perDay: 32,
      stubs: CAMPAIGN_STUBS,
      firstId: 200_000,
      seed: year - 1,
      going: false,
    }),
    ...campaignOrders({
      year,
      first,
      last: reference,
      perDay: 26,
      stubs: CAMPAIGN_STUBS,
      firstId: 100_000,
      seed: year,
      going: true,
    }),
  ];
}
