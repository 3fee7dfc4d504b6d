import { addDays, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';
import type { Reservation, Resource } from '@/api/types';
import { fromIsoDate, toIsoDate } from '@/lib/dates';

/** A reservation with its resource as the commission lists it (a gone one by its id alone). */
export type ResourceBooking = Reservation & {
  resource: { id: number; name: string; quantity?: number | null };
};

/**
 * Each reservation with its resource found among the commission's resources: the backend may
 * name it by a link only, and the resource's own record holds its quantity.
 */
export function withCommissionResources(
  reservations: readonly Reservation[],
  resources: readonly Resource[],
): ResourceBooking[] {
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  return reservations.map((reservation) => {
    const resource = byId.get(reservation.resourceId);
    return {
      ...reservation,
      resource: resource ?? {
        id: reservation.resourceId,
        name: reservation.resource?.name || `Ressource n° ${reservation.resourceId}`,
      },
    };
  });
}

/** A day of the month view: its date, whether it is in the month, who booked what. */
export interface CalendarDay {
  date: string;
  inMonth: boolean;
  bookings: ResourceBooking[];
  /** Resources booked that day beyond what they have (their `quantity`, 1 when unset). */
  conflicts: string[];
}

/** A booked day when the reservation has dates (DAY, ITEM_DAY): from start to end included. */
export function coversDay(
  reservation: Pick<Reservation, 'startDate' | 'endDate'>,
  date: string,
): boolean {
  const start = reservation.startDate;
  const end = reservation.endDate ?? start;
  return Boolean(start && end && start <= date && date <= end);
}

/** Resources that the day's bookings ask more of than they have. */
export function conflictsOn(bookings: readonly ResourceBooking[]): string[] {
  const asked = new Map<number, { name: string; quantity: number; capacity: number }>();
  for (const booking of bookings) {
    const { id, name, quantity } = booking.resource;
    const entry = asked.get(id) ?? { name, quantity: 0, capacity: quantity ?? 1 };
    entry.quantity += booking.quantity;
    asked.set(id, entry);
  }
  return [...asked.values()]
    .filter((entry) => entry.quantity > entry.capacity)
    .map((entry) => entry.name);
}

/**
 * The weeks (from Monday) that show `month` (`YYYY-MM`), each day with its bookings
 * and conflicts, counted on calendar days (never 24-hour spans).
 */
export function monthView(
  month: string,
  reservations: readonly ResourceBooking[],
): CalendarDay[][] {
  const first = fromIsoDate(`${month}-01`) ?? startOfMonth(new Date());
  const last = endOfMonth(first);
  const weeks: CalendarDay[][] = [];
  let day = startOfWeek(first, { weekStartsOn: 1 });
  while (day <= last) {
    const week: CalendarDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      const date = toIsoDate(day);
      const bookings = reservations.filter((reservation) => coversDay(reservation, date));
      week.push({
        date,
        inMonth: date.startsWith(month),
        bookings,
        conflicts: conflictsOn(bookings),
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The month after or before `month` (`YYYY-MM`). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(year, number - 1 + by, 1);
  return toIsoDate(date).slice(0, 7);
}
