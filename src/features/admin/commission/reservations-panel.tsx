import { listNotices } from '@/components/list-words';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { type CommissionReservations, commissionReservationsQuery } from '@/api/reservations';
import type { Reservation } from '@/api/types';
import { type Column, DataTable } from '@/components/data-table';
import { LoadedContent } from '@/components/screen';
import { fromIsoDate, todayIso } from '@/lib/dates';
import { formatDate, formatDayName } from '@/lib/format';
import {
  type CalendarDay,
  type ResourceBooking,
  monthView,
  shiftMonth,
  withCommissionResources,
} from './reservation-calendar';
import { RESERVATIONS_LOAD_FAILED } from './commission-admin-messages';
import '@/styles/admin.scss';
import '@/styles/tables.scss';

const who = (reservation: Reservation) =>
  reservation.person?.lastName
    ? `${reservation.person.firstName ?? ''} ${reservation.person.lastName}`.trim()
    : `Personne n° ${reservation.person?.id ?? '?'}`;

const COLUMNS: Column<ResourceBooking>[] = [
  { key: 'person', header: 'Personne', cell: who },
  { key: 'resource', header: 'Ressource', cell: (reservation) => reservation.resource.name },
  {
    key: 'start',
    header: 'Du',
    cell: (reservation) => (reservation.startDate ? formatDate(reservation.startDate) : '—'),
  },
  {
    key: 'end',
    header: 'Au',
    cell: (reservation) => (reservation.endDate ? formatDate(reservation.endDate) : '—'),
  },
  {
    key: 'quantity',
    header: 'Quantité',
    align: 'end',
    cell: (reservation) => reservation.quantity,
  },
];

const MONTH_NAME = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });
const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

/**
 * A commission's reservations: a month view of who booked what and when, with the days where
 * a resource is booked beyond its quantity shown as conflicts, then the list by date.
 */
export function ReservationsPanel({ technicalName }: { technicalName: string }) {
  const reservations = useQuery(commissionReservationsQuery(technicalName));
  return (
    <LoadedContent
      load={reservations}
      loading="Chargement des réservations…"
      error={RESERVATIONS_LOAD_FAILED}
      notices={listNotices('reservations')}
    >
      {(read) => <Reservations read={read} />}
    </LoadedContent>
  );
}

function Reservations({ read }: { read: CommissionReservations }) {
  const list = useMemo(
    () => withCommissionResources(read.reservations, read.resources),
    [read.reservations, read.resources],
  );
  const [month, setMonth] = useState(() => {
    const upcoming = list.find((reservation) => (reservation.endDate ?? '') >= todayIso());
    return (upcoming?.startDate ?? todayIso()).slice(0, 7);
  });
  const weeks = useMemo(() => monthView(month, list), [month, list]);
  const conflictDays = weeks.flat().filter((day) => day.inMonth && day.conflicts.length);
  const sorted = [...list].sort((a, b) =>
    (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999'),
  );
  const title = MONTH_NAME.format(fromIsoDate(`${month}-01`) ?? new Date());
  return (
    <>
      <section aria-labelledby="month-title" className="mb-4">
        <div className="d-flex align-items-center gap-2 mb-2">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setMonth((current) => shiftMonth(current, -1))}
          >
            Mois précédent
          </Button>
          <h2 id="month-title" className="h5 mb-0 flex-grow-1 text-center text-capitalize">
            {title}
          </h2>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setMonth((current) => shiftMonth(current, 1))}
          >
            Mois suivant
          </Button>
        </div>
        <p role="status" className={conflictDays.length ? 'text-danger' : 'text-body-secondary'}>
          {conflictDays.length
            ? `Conflits : ${conflictDays
                .map((day) => `${formatDate(day.date)} (${day.conflicts.join(', ')})`)
                .join(' ; ')}`
            : 'Aucun conflit ce mois-ci.'}
        </p>
        {/* Seven days a row where they have room, else the booked days one under the other:
            nothing scrolls sideways, whatever the window or the text size (admin.scss). */}
        <div className="month-frame">
          <table className="table table-bordered table-sm month-view month-grid mb-0">
            <caption className="visually-hidden">Réservations de {title}, jour par jour</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <th key={day} scope="col" className="text-center small">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0].date}>
                  {week.map((day) => (
                    <DayCell key={day.date} day={day} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <BookedDays weeks={weeks} title={title} />
        </div>
      </section>
      <h2 className="h5">Toutes les réservations</h2>
      <DataTable
        caption="Réservations, par date"
        rows={sorted}
        columns={COLUMNS}
        empty="Aucune réservation pour le moment."
      />
    </>
  );
}

/** The month as a list: each day of it that is booked, with who booked what, and its conflicts. */
function BookedDays({ weeks, title }: { weeks: CalendarDay[][]; title: string }) {
  const booked = weeks.flat().filter((day) => day.inMonth && day.bookings.length > 0);
  if (booked.length === 0) {
    return <p className="month-list text-body-secondary mb-0">Aucune réservation en {title}.</p>;
  }
  return (
    <ul
      className="month-list list-unstyled mb-0"
      aria-label={`Réservations de ${title}, jour par jour`}
    >
      {booked.map((day) => (
        <li
          key={day.date}
          className={`border rounded p-2 mb-2 ${day.conflicts.length ? 'border-danger' : ''}`}
        >
          <p className="fw-semibold mb-1">
            {formatDayName(day.date)}
            {day.conflicts.length > 0 && (
              <Badge bg="danger" className="ms-2">
                Conflit
              </Badge>
            )}
          </p>
          <ul className="small mb-0 text-break">
            {day.bookings.map((booking) => (
              <li key={booking.id}>{bookingWords(booking)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** `Mobil-home à Erquy · Jeanne Martin ×2`: what, who, how many. */
function bookingWords(booking: ResourceBooking): string {
  return `${booking.resource.name} · ${who(booking)}${booking.quantity > 1 ? ` ×${booking.quantity}` : ''}`;
}

function DayCell({ day }: { day: CalendarDay }) {
  const conflict = day.conflicts.length > 0;
  return (
    <td
      className={`small align-top ${day.inMonth ? '' : 'bg-body-tertiary'} ${
        conflict ? 'table-danger' : ''
      }`}
    >
      <div className="fw-semibold">{Number(day.date.slice(8))}</div>
      {day.inMonth &&
        day.bookings.map((booking) => (
          <div key={booking.id} className="text-truncate" title={bookingWords(booking)}>
            {bookingWords(booking)}
          </div>
        ))}
      {day.inMonth && conflict && <Badge bg="danger">Conflit</Badge>}
    </td>
  );
}
