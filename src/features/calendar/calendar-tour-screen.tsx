import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { useSearchParams } from 'react-router-dom';
import { type StubOrders, stubOrdersQuery } from '@/api/calendar-orders';
import type { TourOrder } from '@/api/schemas/calendar';
import { TextInput } from '@/components/form/inputs';
import { QrCode } from '@/components/qr-code';
import { LoadError, Loading, Screen } from '@/components/screen';
import { SkippedNotice } from '@/components/list-notices';
import { env } from '@/config/env';
import { formatDateTime, formatEuro } from '@/lib/format';
import { keepCopy, readCopy } from '@/platform/offline-copy';
import {
  STUB_OUT_OF_RANGE,
  paymentStateLabel,
  stubNumberFrom,
  stubPurchaseAddress,
} from './calendar-rules';
import { RoundClosing } from './round-closing';
import '@/styles/list-group.scss';
import { ORDERS } from '@/lib/skipped';

const LAST_STUB = 'tournee-souche';
const isStub = (data: unknown): data is number => typeof data === 'number' && data > 0;

export const TOUR_LOAD_FAILED = "Les commandes de cette souche n'ont pas pu être chargées.";
export const TOUR_REFRESH_FAILED =
  "La liste n'a pas pu être mise à jour : elle le sera dès que le réseau répondra.";
export const STUB_REQUIRED = 'Indiquez un numéro de souche (des chiffres uniquement).';

/** What is wrong with a stub typed: not digits, or digits outside the stubs' numbers. */
const stubError = (typed: string) => (/^\d+$/.test(typed) ? STUB_OUT_OF_RANGE : STUB_REQUIRED);

const STATE_CLASSES: Record<string, string> = {
  PAID: 'bg-success',
  PENDING: 'bg-warning text-dark',
  CANCELLED: 'bg-secondary',
};

/** A donor at the door: first name and initial, amount, state (nothing else is read). */
function OrderRow({ order }: { order: TourOrder }) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3">
      <span className="fs-5 me-auto text-break">{order.donor}</span>
      <span className="fs-5 fw-semibold">{formatEuro(order.amount)}</span>
      <span className={`badge fs-6 ${STATE_CLASSES[order.paymentStatus] ?? 'bg-secondary'}`}>
        {paymentStateLabel(order.paymentStatus)}
      </span>
    </li>
  );
}

/** A stub's orders as they come, newest first, and when they were last read. */
function StubOrderList({ stubNumber }: { stubNumber: number }) {
  const query = useQuery(stubOrdersQuery(stubNumber));
  if (query.isPending) return <Loading label="Chargement des commandes…" />;
  if (!query.data) return <LoadError message={TOUR_LOAD_FAILED} onRetry={query.refetch} />;
  const { orders, offlineSince, skipped = 0 }: StubOrders = query.data;
  const newestFirst = [...orders].sort((a, b) => b.date.localeCompare(a.date));
  const paid = orders.filter((order) => order.paymentStatus === 'PAID');
  return (
    <section aria-labelledby="tour-orders-title">
      <h2 id="tour-orders-title" className="h5 mt-4">
        Commandes de la souche n° {stubNumber}
      </h2>
      {offlineSince ? (
        <Alert variant="info" role="status">
          Hors ligne : commandes vues le {formatDateTime(offlineSince)}.
        </Alert>
      ) : (
        query.isError && (
          <Alert variant="warning" role="status">
            {TOUR_REFRESH_FAILED}
          </Alert>
        )
      )}
      {skipped > 0 && <SkippedNotice count={skipped} records={ORDERS} />}
      <p className="fs-5 mb-1" aria-live="polite">
        {paid.length} payée{paid.length > 1 ? 's' : ''} :{' '}
        {formatEuro(paid.reduce((sum, order) => sum + order.amount, 0))}
      </p>
      {!offlineSince && (
        <p className="small text-body-secondary">
          Mis à jour le {formatDateTime(new Date(query.dataUpdatedAt).toISOString())}, puis toutes
          les 5 secondes tant que cet écran est affiché.
        </p>
      )}
      {newestFirst.length === 0 ? (
        <p className="text-body-secondary">
          Aucune commande pour cette souche pour le moment : elles s'affichent ici dès leur
          paiement.
        </p>
      ) : (
        <ul className="list-group" aria-label="Commandes de la souche">
          {newestFirst.map((order, index) => (
            // Neither the order's identifier nor its donor's address reaches the seller's phone.
            <OrderRow key={`${order.date}-${index}`} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `Clôturer la tournée`: the count of the stub, opened at the station's table. */
function RoundClosingSection({ stubNumber }: { stubNumber: number }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="mt-4" aria-labelledby="round-closing-title">
      <h2 id="round-closing-title" className="h5">
        Comptage de la souche n° {stubNumber}
      </h2>
      <Button
        variant={open ? 'outline-secondary' : 'primary'}
        size="lg"
        aria-expanded={open}
        aria-controls="round-closing"
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Masquer le comptage' : 'Clôturer la tournée'}
      </Button>
      <div id="round-closing">{open && <RoundClosing stubNumber={stubNumber} />}</div>
    </section>
  );
}

/**
 * `/tournee`: a seller's screen at the doors. The stub number gives a large QR code of the purchase
 * (the donor pays on their own phone, the stub filled in), and that stub's orders arrive as they
 * are paid.
 */
export function CalendarTourScreen() {
  const [search, setSearch] = useSearchParams();
  const stubNumber = stubNumberFrom(search.get('souche'));
  const typed = search.get('souche') ?? '';

  // Opened without a stub: the last one used on this device.
  useEffect(() => {
    if (typed) return;
    let active = true;
    void readCopy(LAST_STUB, isStub).then((kept) => {
      if (active && kept) setSearch({ souche: String(kept.data) }, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [typed, setSearch]);

  // The stub shown is the one the screen opens with next time on this device.
  useEffect(() => {
    if (stubNumber) void keepCopy(LAST_STUB, stubNumber);
  }, [stubNumber]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('souche') ?? '').trim();
    setSearch({ souche: value });
  };

  return (
    <Screen title={`Tournée des calendriers ${env.calendarYear}`} width="narrow" street>
      <Form onSubmit={submit} noValidate className="d-flex flex-wrap align-items-end gap-2">
        <TextInput
          // A new stub from the address (the last one used) refills the field.
          key={typed}
          id="tour-stub"
          label="Numéro de souche"
          name="souche"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={typed}
          className="flex-grow-1 mb-0"
          error={typed && !stubNumber ? stubError(typed) : null}
        />
        <Button type="submit" size="lg">
          Afficher
        </Button>
      </Form>
      {stubNumber && (
        <>
          <div className="text-center mt-4">
            <div className="d-inline-block bg-white p-3 border rounded mw-100">
              <QrCode
                value={stubPurchaseAddress(stubNumber)}
                size={320}
                label={`QR code de l'achat du calendrier, souche n° ${stubNumber}`}
              />
            </div>
            <p className="fs-5 mt-2 mb-0">
              Le donateur scanne ce code : il paie sur son téléphone, souche n° {stubNumber}.
            </p>
          </div>
          <StubOrderList stubNumber={stubNumber} />
          <RoundClosingSection key={stubNumber} stubNumber={stubNumber} />
        </>
      )}
    </Screen>
  );
}
