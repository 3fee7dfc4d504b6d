import { useEffect, useState } from 'react';
import { Card, Container, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { fetchCalendarOrder } from '../../api/calendar-orders';
import { statusOf } from '../../api/client';
import type { CalendarOrder } from '../../api/types';
import { paths } from '../../config/paths';
import { formatDate, formatEuro } from '../../lib/format';
import { paymentStateLabel } from './calendar-rules';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; order: CalendarOrder }
  | { state: 'failed'; message: string };

/** What a firefighter sees after scanning a calendar QR code: the order. */
export function CalendarOrderScreen() {
  const { externalId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    fetchCalendarOrder(externalId)
      .then((order) => active && setLoad({ state: 'ready', order }))
      .catch((error: unknown) => {
        if (!active) return;
        setLoad({
          state: 'failed',
          message:
            statusOf(error) === 404
              ? 'Commande introuvable : ce code ne correspond à aucune commande de calendrier.'
              : "La commande n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
        });
      });
    return () => {
      active = false;
    };
  }, [externalId]);

  return (
    <Container className="py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Commande de calendrier</h1>
      {load.state === 'loading' && (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement de la commande…
        </p>
      )}
      {load.state === 'failed' && (
        <div className="alert alert-warning" role="alert">
          {load.message}
        </div>
      )}
      {load.state === 'ready' && (
        <Card>
          <Card.Body>
            <dl className="row mb-0">
              <dt className="col-sm-5">Donateur</dt>
              <dd className="col-sm-7">
                {load.order.person.firstName} {load.order.person.lastName}
              </dd>
              <dt className="col-sm-5">E-mail</dt>
              <dd className="col-sm-7 text-break">{load.order.person.email}</dd>
              <dt className="col-sm-5">Adresse</dt>
              <dd className="col-sm-7">
                {load.order.person.address.streetNumber} {load.order.person.address.streetName}
                <br />
                {load.order.person.address.postalCode} {load.order.person.address.city}
              </dd>
              <dt className="col-sm-5">Numéro de souche</dt>
              <dd className="col-sm-7">{load.order.stubNumber}</dd>
              <dt className="col-sm-5">Montant</dt>
              <dd className="col-sm-7 fw-bold">{formatEuro(load.order.amount)}</dd>
              <dt className="col-sm-5">Paiement</dt>
              <dd className="col-sm-7">{paymentStateLabel(load.order.paymentStatus)}</dd>
              <dt className="col-sm-5">Date</dt>
              <dd className="col-sm-7">{formatDate(load.order.date)}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
      <p className="mt-3">
        <Link to={paths.manageCalendars.getHref()}>Toutes les commandes de calendriers</Link>
      </p>
    </Container>
  );
}
