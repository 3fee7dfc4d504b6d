import { HttpResponse, http } from 'msw';
import type { Reservation } from '@/api/types';
import { canAdministerCommission, canManagePersons } from '@/lib/permissions';
import { db } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { findOr404, forbidden, url } from '@/mocks/backend/responses';
import { type AuthContext, withAuth } from '@/mocks/backend/with-auth';

/** One's own reservations; those of a commission's resources for its administrators; all for persons administrators. */
export function maySeeReservation(auth: AuthContext, reservation: Reservation): boolean {
  if (reservation.person?.id === auth.person.id || canManagePersons(auth.grants)) return true;
  const commission = reservation.resource.commission;
  return Boolean(commission && canAdministerCommission(auth.grants, { technicalName: commission }));
}

/** Who booked, by name, as the commission's reservations list them. */
function withPersonName(reservation: Reservation): Reservation {
  const person = db().persons.find((entry) => entry.id === reservation.person?.id);
  return person
    ? {
        ...reservation,
        person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
      }
    : reservation;
}

export const reservationHandlers = [
  // Any member reads the reservations (a resource's days are checked before booking); who booked
  // is told only to them, the commission's administrators and persons administrators.
  http.get(
    url('/reservations'),
    withAuth(({ request, auth }) =>
      HttpResponse.json(
        pageOf(
          db().reservations.map((reservation) =>
            maySeeReservation(auth, reservation)
              ? withPersonName(reservation)
              : { ...reservation, person: undefined },
          ),
          request,
        ),
      ),
    ),
  ),
  http.get(
    url('/reservations/:id'),
    withAuth(({ params, auth }) => {
      const reservation = findOr404(db().reservations, params.id, 'Réservation');
      if (reservation instanceof Response) return reservation;
      return maySeeReservation(auth, reservation) ? HttpResponse.json(reservation) : forbidden();
    }),
  ),
];
