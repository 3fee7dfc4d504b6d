import type { ResourceNow } from '@/api/cart-check';
import type { CartReservation, Resource } from '@/api/types';
import {
  type Booking,
  COMMISSION_CLOSED,
  availabilityProblem,
  isBilledPerDay,
} from './reservation-rules';

export const RESOURCE_GONE = "Cette ressource n'est plus proposée";
export const START_PASSED = 'La date de début est passée';
export const priceChanged = (resource: string) => `Le prix de ${resource} a changé`;

export type LineCheck = { available: true } | { available: false; reason: string };

/** Whether the resource read now would change what the line costs or says. */
export function resourceChanged(line: CartReservation, now: Resource): boolean {
  return (
    now.price !== line.resource.price ||
    now.billingPeriod !== line.resource.billingPeriod ||
    now.name !== line.resource.name
  );
}

/**
 * Whether a cart line can still be ordered, read against its resource now: gone, in a closed
 * commission, starting in the past, or on days now taken (by others, or by the cart's earlier
 * lines of the same resource) make it unavailable, with the reason the member reads.
 */
export function checkCartLine(
  line: CartReservation,
  now: ResourceNow,
  {
    today,
    closed,
    earlierLines = [],
  }: { today: string; closed: boolean; earlierLines?: readonly CartReservation[] },
): LineCheck {
  if (!now.resource) return { available: false, reason: RESOURCE_GONE };
  if (closed) return { available: false, reason: COMMISSION_CLOSED };
  if (isBilledPerDay(now.resource.billingPeriod) && line.startDate && line.startDate < today) {
    return { available: false, reason: START_PASSED };
  }
  const resource = now.resource;
  const inCart: Booking[] = earlierLines.filter((earlier) => earlier.resource.id === resource.id);
  const taken = availabilityProblem({ ...line, resource }, [...now.reservations, ...inCart]);
  return taken ? { available: false, reason: taken } : { available: true };
}
