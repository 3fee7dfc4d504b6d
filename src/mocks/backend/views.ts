import { db } from './db';
import { url } from './responses';
import type { MockCalendarOrder, MockOrder, MockReservation } from './types';

/**
 * What the embedded backend answers of its records, as the contract gives them and no more
 * (docs/calls.md#the-embedded-backend): associations by link, not embedded; a line's price only
 * where the backend kept one. The person's own view is in persons.ts.
 */

/** Who booked, by name for those who may know it, by id otherwise; none for the others. */
export type BookerView = 'named' | 'id' | 'none';

/** A reservation: its resource named by a link only (`_links.resource`). */
export function reservationView(reservation: MockReservation, booker: BookerView = 'id') {
  const { resource, person, ...own } = reservation;
  const named = booker === 'named' && person ? db().persons.find((p) => p.id === person.id) : null;
  return {
    ...own,
    ...(booker === 'none' || !person
      ? {}
      : {
          person: named
            ? { id: named.id, firstName: named.firstName, lastName: named.lastName }
            : { id: person.id },
        }),
    _links: {
      self: { href: url(`/reservations/${reservation.id}`) },
      resource: { href: url(`/resources/${resource.id}`) },
    },
  };
}

/**
 * A calendar order as a seller (any role of the calendar commission) reads it, on the tour or on
 * the order a QR code points to: the donor by first name and the initial of the last name, the
 * amount, the state, the stub and the date; never the donor's e-mail nor address, which are for
 * the calendar commission's administrators and the general ones (docs/rules.md#safety).
 */
export function sellerCalendarOrderView(order: MockCalendarOrder) {
  const { person, amount, stubNumber, date, paymentStatus, externalIdentifier, id } = order;
  return {
    id,
    externalIdentifier,
    person: { firstName: person.firstName, lastName: [...person.lastName.trim()][0] ?? '' },
    amount,
    stubNumber,
    date,
    paymentStatus,
  };
}

/** An order: its total and state, its owner by name, each line as a reservation. */
export function orderView(order: MockOrder) {
  return { ...order, reservations: order.reservations.map((line) => reservationView(line)) };
}
