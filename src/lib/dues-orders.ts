import type { Order } from '@/api/types';
import { lineName } from './order-states';

/**
 * A dues order, as the app reads one: each of its lines is a due, billed by the year and
 * belonging to no commission (a commission's yearly licence is a cart's line, not a due).
 * An order with no line is none.
 */
export function isDuesOrder(order: Pick<Order, 'reservations'>): boolean {
  const lines = order.reservations;
  return (
    lines.length > 0 &&
    lines.every(({ resource }) => resource.billingPeriod === 'YEAR' && !resource.commission)
  );
}

/**
 * The year the dues are for: the one their names carry (`Cotisation SPV 2027`) when they all
 * agree, else the order's year.
 */
export function duesYearOf(order: Pick<Order, 'reservations' | 'date'>): number {
  const years = new Set(
    order.reservations.flatMap(({ resource }) =>
      Array.from((resource.name ?? '').matchAll(/\b(20\d{2})\b/g), (match) => Number(match[1])),
    ),
  );
  if (years.size === 1) return [...years][0];
  const ordered = Number(order.date.slice(0, 4));
  return Number.isInteger(ordered) && ordered > 0 ? ordered : new Date().getFullYear();
}

/**
 * Each due with what it cost, by the backend's word only: the line's price when the answer
 * carries it; a single line without one is what the order's total leaves; several without one
 * have no amount (`undefined`), never today's price of the due.
 */
export function duesOf(
  order: Pick<Order, 'reservations' | 'total'>,
): { name: string; amount: number | undefined }[] {
  const lines = order.reservations;
  const unpriced = lines.filter((line) => typeof line.price !== 'number');
  const priced = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
  return lines.map((line) => ({
    name: lineName(line),
    amount:
      typeof line.price === 'number'
        ? line.price
        : unpriced.length === 1
          ? order.total - priced
          : undefined,
  }));
}
