import type { CartReservation } from '@/api/types';
import { calendarDaysFrom } from './dates';
import { bookedQuantity } from './reservation-rules';

/**
 * Number of days billed: for DAY or ITEM_DAY with both dates, the difference in
 * days plus one; otherwise one.
 */
export function billedDays(reservation: CartReservation): number {
  const { billingPeriod } = reservation.resource;
  if (
    (billingPeriod === 'DAY' || billingPeriod === 'ITEM_DAY') &&
    reservation.startDate &&
    reservation.endDate
  ) {
    const days = calendarDaysFrom(reservation.startDate, reservation.endDate) + 1;
    return Number.isFinite(days) && days > 0 ? days : 1;
  }
  return 1;
}

/** price × days × quantity, where a DAY resource counts quantity 1. */
export function cartLinePrice(reservation: CartReservation): number {
  return reservation.resource.price * billedDays(reservation) * bookedQuantity(reservation);
}

/** Sum of the lines. */
export function cartTotal(reservations: readonly CartReservation[]): number {
  return reservations.reduce((sum, reservation) => sum + cartLinePrice(reservation), 0);
}
