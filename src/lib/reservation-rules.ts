import type { BillingPeriod, CartReservation, Reservation, Resource } from '@/api/types';
import { addCalendarDays, calendarDaysFrom, fromIsoDate, toIsoDate } from './dates';

export { COMMISSION_CLOSED } from './commission-closed';

/** A resource billed per day needs its dates (DAY and ITEM_DAY). */
export function isBilledPerDay(period: BillingPeriod): boolean {
  return period === 'DAY' || period === 'ITEM_DAY';
}

/**
 * The billing period in words, as members read it beside a price. A period the app does not know
 * is priced per item (docs/calls.md#reading) and shown as it came beside it.
 */
export function billingPeriodWords(period: BillingPeriod): string {
  switch (period) {
    case 'DAY':
      return 'par jour';
    case 'ITEM_DAY':
      return 'par jour et par unité';
    case 'YEAR':
      return 'par an';
    case 'ITEM':
      return 'par unité';
    default:
      return period ? `par unité (${period})` : 'par unité';
  }
}

export const START_DATE_REQUIRED = 'Choisissez la date de début';
export const END_DATE_REQUIRED = 'Choisissez la date de fin';
export const START_IN_PAST = 'La date de début ne peut pas être passée';
export const END_BEFORE_START = 'La date de fin doit suivre la date de début';
export const QUANTITY_INVALID = 'La quantité doit être un nombre entier d’au moins 1';

/** What is wrong with a booking's dates and quantity, field by field (dates `YYYY-MM-DD`). */
export function reservationProblems(
  values: { quantity: string; startDate: string; endDate: string },
  period: BillingPeriod,
  today: string,
): Partial<Record<'quantity' | 'startDate' | 'endDate', string>> {
  const problems: Partial<Record<'quantity' | 'startDate' | 'endDate', string>> = {};
  if (!/^\d+$/.test(values.quantity.trim()) || Number(values.quantity) < 1) {
    problems.quantity = QUANTITY_INVALID;
  }
  if (!isBilledPerDay(period)) return problems;
  if (!values.startDate) problems.startDate = START_DATE_REQUIRED;
  else if (values.startDate < today) problems.startDate = START_IN_PAST;
  if (!values.endDate) problems.endDate = END_DATE_REQUIRED;
  else if (values.startDate && values.endDate < values.startDate) {
    problems.endDate = END_BEFORE_START;
  }
  return problems;
}

/** How many units a line books: a resource billed `DAY` books one, whatever was typed. */
export function bookedQuantity(line: {
  resource: Pick<Resource, 'billingPeriod'>;
  quantity: number;
}): number {
  return line.resource.billingPeriod === 'DAY' ? 1 : line.quantity;
}

/** Whether a booking asks how many units: not for a resource billed `DAY`. */
export function asksQuantity(period: BillingPeriod): boolean {
  return period !== 'DAY';
}

export const datesTaken = (resource: string) =>
  `Ces dates ne sont plus disponibles pour ${resource}`;
export const unitsLeft = (count: number) =>
  count === 1
    ? "Il ne reste qu'une unité disponible sur ces dates"
    : `Il ne reste que ${count} unités disponibles sur ces dates`;

/** Every day from `start` to `end`, both included, as `YYYY-MM-DD` (at most ten years). */
export function daysBetween(start: string, end: string): string[] {
  const first = fromIsoDate(start);
  const count = calendarDaysFrom(start, end) + 1;
  if (!first || !Number.isFinite(count) || count < 1) return [];
  return Array.from({ length: Math.min(count, 3660) }, (_, offset) =>
    toIsoDate(addCalendarDays(first, offset)),
  );
}

/**
 * A reservation of the resource being counted: its resource may come as a link only, so its
 * billing period is the counted resource's own.
 */
export type Booking = Pick<Reservation, 'quantity' | 'startDate' | 'endDate' | 'status'>;

/**
 * Units of `resource` booked each day by the reservations that hold units (a cancelled one holds
 * none; a booking of a resource billed `DAY` holds one).
 */
function bookedByDay(
  resource: Pick<Resource, 'billingPeriod'>,
  reservations: readonly Booking[],
): Map<string, number> {
  const booked = new Map<string, number>();
  for (const reservation of reservations) {
    if (reservation.status === 'CANCELLED' || !reservation.startDate) continue;
    const units = bookedQuantity({ resource, quantity: reservation.quantity });
    for (const day of daysBetween(
      reservation.startDate,
      reservation.endDate ?? reservation.startDate,
    )) {
      booked.set(day, (booked.get(day) ?? 0) + units);
    }
  }
  return booked;
}

/**
 * The units of `resource` free on every day from `start` to `end`, given its reservations; null
 * when it does not say how many units exist (nothing to count) or no date is asked.
 */
export function freeUnits(
  resource: Pick<Resource, 'quantity' | 'billingPeriod'>,
  reservations: readonly Booking[],
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  if (!resource.quantity || resource.quantity < 1 || !start) return null;
  const booked = bookedByDay(resource, reservations);
  let free = resource.quantity;
  for (const day of daysBetween(start, end || start)) {
    free = Math.min(free, resource.quantity - (booked.get(day) ?? 0));
  }
  return Math.max(0, free);
}

/** The days on which every unit of `resource` is booked: the date picker offers none of them. */
export function fullDays(
  resource: Pick<Resource, 'quantity' | 'billingPeriod'>,
  reservations: readonly Booking[],
): string[] {
  if (!resource.quantity || resource.quantity < 1) return [];
  const full: string[] = [];
  for (const [day, units] of bookedByDay(resource, reservations)) {
    if (units >= resource.quantity) full.push(day);
  }
  return full.sort();
}

/**
 * Why `line` cannot be booked against the resource's reservations, or null: dates that touch a
 * full day, or more units than are free on every day asked.
 */
export function availabilityProblem(
  line: CartReservation,
  reservations: readonly Booking[],
): string | null {
  const free = freeUnits(line.resource, reservations, line.startDate, line.endDate);
  if (free === null) return null;
  if (free === 0) return datesTaken(line.resource.name);
  return bookedQuantity(line) > free ? unitsLeft(free) : null;
}
