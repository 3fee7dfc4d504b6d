import { postalCodeText } from '@/lib/postal-address';
import { Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { useQuery } from '@tanstack/react-query';
import { calendarOrderQuery } from '@/api/calendar-orders';
import { statusOf } from '@/api/client';
import type { CalendarOrder } from '@/api/types';
import { donorName } from '@/api/schemas/calendar';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import { canManageCalendar } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { paymentStateLabel } from './calendar-rules';

const NOT_FOUND = 'Commande introuvable : ce code ne correspond à aucune commande de calendrier.';
const LOAD_FAILED = "La commande n'a pas pu être chargée. Vérifiez votre connexion et réessayez.";
const WORDS = {
  loading: 'Chargement de la commande…',
  error: (error: unknown) => (statusOf(error) === 404 ? NOT_FOUND : LOAD_FAILED),
};

/**
 * What a firefighter sees after scanning a calendar QR code: the order. A seller sees the donor
 * by first name and initial, the amount, the state, the stub and the date; the calendar's
 * administrators also the donor's whole name, e-mail and address (docs/rules.md#safety).
 */
export function CalendarOrderScreen() {
  const { externalIdentifier = '' } = useParams();
  const grants = useSession(
    useShallow((state) => ({ roles: state.roles, subscriptions: state.subscriptions })),
  );
  const load = useQuery(calendarOrderQuery(externalIdentifier));

  return (
    <Screen title="Commande de calendrier" width="narrow" load={load} {...WORDS}>
      {(order) => (
        <>
          <OrderCard order={order} whole={canManageCalendar(grants)} />
          {canManageCalendar(grants) && (
            <p className="mt-3">
              <Link to={paths.manageCalendars.getHref()}>Toutes les commandes de calendriers</Link>
            </p>
          )}
        </>
      )}
    </Screen>
  );
}

/** The order; `whole`: with the donor's whole name, e-mail and address (the administrators'). */
function OrderCard({ order, whole }: { order: CalendarOrder; whole: boolean }) {
  const { person } = order;
  const { address } = person;
  return (
    <Card>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-sm-5">Donateur</dt>
          <dd className="col-sm-7">
            {whole
              ? `${person.firstName} ${person.lastName}`.trim()
              : donorName(person.firstName, person.lastName)}
          </dd>
          {whole && person.email && (
            <>
              <dt className="col-sm-5">E-mail</dt>
              <dd className="col-sm-7 text-break">{person.email}</dd>
            </>
          )}
          {whole && address && (
            <>
              <dt className="col-sm-5">Adresse</dt>
              <dd className="col-sm-7">
                {address.streetNumber} {address.streetName}
                <br />
                {postalCodeText(address.postalCode)} {address.city}
              </dd>
            </>
          )}
          <dt className="col-sm-5">Numéro de souche</dt>
          <dd className="col-sm-7">{order.stubNumber}</dd>
          <dt className="col-sm-5">Montant</dt>
          <dd className="col-sm-7 fw-bold">{formatEuro(order.amount)}</dd>
          <dt className="col-sm-5">Paiement</dt>
          <dd className="col-sm-7">{paymentStateLabel(order.paymentStatus)}</dd>
          <dt className="col-sm-5">Date</dt>
          <dd className="col-sm-7">{formatDate(order.date)}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
