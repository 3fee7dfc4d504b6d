import { HttpResponse, http } from 'msw';
import { canAdministerCommission, canManagePersons } from '@/lib/permissions';
import { db } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { findOr404, forbidden, url } from '@/mocks/backend/responses';
import type { MockReservation } from '@/mocks/backend/types';
import { reservationView } from '@/mocks/backend/views';
import { type AuthContext, withAuth } from '@/mocks/backend/with-auth';

/** One's own reservations; those of a commission's resources for its administrators; all for persons administrators. */
export function maySeeReservation(auth: AuthContext, reservation: MockReservation): boolean {
  if (reservation.person?.id === auth.person.id || canManagePersons(auth.grants)) return true;
  const commission = reservation.resource.commission;
  return Boolean(commission && canAdministerCommission(auth.grants, { technicalName: commission }));
}

export const reservationHandlers = [
  // Any member reads the reservations (a resource's days are checked before booking); who booked
  // is told only to them, the commission's administrators and persons administrators. Each names
  // its resource by link.
  http.get(
    url('/reservations'),
    withAuth(({ request, auth }) =>
      HttpResponse.json(
        pageOf(db().reservations, request, {
          view: (reservation) =>
            reservationView(reservation, maySeeReservation(auth, reservation) ? 'named' : 'none'),
          hidden: [],
        }),
      ),
    ),
  ),
  http.get(
    url('/reservations/:id'),
    withAuth(({ params, auth }) => {
      const reservation = findOr404(db().reservations, params.id, 'Réservation');
      if (reservation instanceof Response) return reservation;
      return maySeeReservation(auth, reservation)
        ? HttpResponse.json(reservationView(reservation, 'named'))
        : forbidden();
    }),
  ),
];
