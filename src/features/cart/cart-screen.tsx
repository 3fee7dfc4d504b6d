import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { refusalOf, statusOf } from '@/api/client';
import { useOrderCart } from '@/api/orders';
import type { CartReservation } from '@/api/types';
import { ConfirmedButton } from '@/components/confirmed-button';
import { type Column, DataTable } from '@/components/data-table';
import { LoadError, Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { paths } from '@/config/paths';
import type { ResourceNow } from '@/api/cart-check';
import { type LineCheck, checkCartLine, priceChanged } from '@/lib/cart-check';
import { todayIso } from '@/lib/dates';
import { formatDate, formatEuro } from '@/lib/format';
import { cartLinePrice, cartTotal } from '@/lib/pricing';
import { ORDER_FAILED, useCheckout } from '@/components/use-checkout';
import { useCart } from '@/stores/cart';
import { CART_CHECK_FAILED } from './cart-messages';
import { useCartCheck } from './use-cart-check';
import { toastFailure } from '@/components/toast-failure';
import { bookedQuantity } from '@/lib/reservation-rules';
import { Alert } from '@/components/alert';

function dates(line: CartReservation): string {
  if (!line.startDate) return '—';
  return `du ${formatDate(line.startDate)} au ${formatDate(line.endDate ?? line.startDate)}`;
}

/** Each line against its resource now; `undefined` for a line not read yet. */
function checkLines(
  lines: readonly CartReservation[],
  now: Map<number, ResourceNow> | undefined,
): (LineCheck | undefined)[] {
  const today = todayIso();
  return lines.map((line, index) => {
    const read = now?.get(line.resource.id);
    if (!read) return undefined;
    return checkCartLine(line, read, {
      today,
      closed: read.commissionClosed === true,
      earlierLines: lines.slice(0, index),
    });
  });
}

/** A cart line as the table shows it: where it stands in the cart, and what its check says. */
interface CartRow {
  line: CartReservation;
  index: number;
  check: LineCheck | undefined;
  /** Its resource's price changed when the cart was read again: the new one is shown. */
  repriced: boolean;
}

/**
 * The cart's columns: on a phone each line is a card of these, its reason to be unavailable and
 * its `Retirer` included.
 */
const COLUMNS: Column<CartRow>[] = [
  {
    key: 'resource',
    header: 'Réservation',
    cell: ({ line, check }) => (
      <>
        {line.resource.name}
        {check && !check.available && (
          <span className="d-block small text-danger">
            <Badge bg="danger" className="me-1">
              Indisponible
            </Badge>
            {check.reason}
          </span>
        )}
      </>
    ),
  },
  { key: 'dates', header: 'Dates', cell: ({ line }) => dates(line) },
  { key: 'quantity', header: 'Quantité', align: 'end', cell: ({ line }) => line.quantity },
  {
    key: 'price',
    header: 'Prix',
    align: 'end',
    cell: ({ line, repriced }) => (
      <>
        <span className="text-nowrap">{formatEuro(cartLinePrice(line))}</span>
        {repriced && <span className="d-block small text-body-secondary">nouveau prix</span>}
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: ({ line, index }) => (
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => useCart.getState().remove(index)}
        aria-label={`Retirer ${line.resource.name}`}
      >
        Retirer
      </Button>
    ),
  },
];

/**
 * `/cart`: a row per reservation (name, dates, quantity, price, `Retirer`; a card on a phone),
 * `Vider le panier` (confirmed), `Total` and `Commander`. The cart is read again when it opens
 * and before ordering: new prices replace the old ones, and a line that can no longer be ordered
 * says why and holds `Commander` until it is removed. The total shown is the total charged.
 */
export function CartScreen() {
  const reservations = useCart((state) => state.reservations);
  const { pay, pending } = useCheckout();
  const [repricedNames, setRepricedNames] = useState<string[]>([]);
  const check = useCartCheck(reservations, (repriced) =>
    setRepricedNames((shown) => [...new Set([...shown, ...repriced])]),
  );
  const checks = checkLines(reservations, check.data?.now);

  const unavailable = checks.some((line) => line && !line.available);
  const checking = check.isFetching || (reservations.length > 0 && !check.data);

  const orderLines = useOrderCart();
  const order = async () => {
    const fresh = await check.refetch();
    // A new price is shown before it is charged: the member orders again once they saw it.
    if (!fresh.data || fresh.data.repriced.length > 0) return;
    const lines = useCart.getState().reservations;
    const blocked = checkLines(lines, fresh.data.now).some((line) => !line?.available);
    if (blocked) return;
    let refusal: string | undefined;
    const failure = await pay(async () => {
      try {
        return await orderLines.mutateAsync({
          // A resource billed by the day books one unit, whatever quantity a line kept.
          lines: lines.map((line) => ({ ...line, quantity: bookedQuantity(line) })),
          successURL: paths.orderPaymentReturn.absoluteHref('success'),
          cancelURL: paths.orderPaymentReturn.absoluteHref('cancel'),
        });
      } catch (error) {
        // Taken meanwhile (409): the backend names what, and the cart is read again.
        if (statusOf(error) === 409) refusal = refusalOf(error);
        throw error;
      }
    }, JSON.stringify(lines));
    if (failure) {
      toastFailure(refusal ? `${ORDER_FAILED} : ${refusal}` : failure);
      if (refusal) void check.refetch();
    }
  };

  return (
    <Screen title="Panier" width="wide">
      {reservations.length === 0 ? (
        <div className="text-body-secondary">
          <p>Votre panier est vide.</p>
          <Link to={paths.home.getHref()}>Voir les commissions depuis l'accueil</Link>
        </div>
      ) : (
        <>
          {repricedNames.length > 0 && (
            <Alert variant="info" role="status">
              {repricedNames.map((name) => (
                <p key={name} className="mb-1">
                  {priceChanged(name)} : le nouveau prix est pris en compte.
                </p>
              ))}
            </Alert>
          )}
          <DataTable
            caption="Réservations du panier"
            rows={reservations.map((line, index) => ({
              line,
              index,
              check: checks[index],
              repriced: repricedNames.includes(line.resource.name),
            }))}
            rowKey={({ line, index }) => `${line.resource.id}-${index}`}
            columns={COLUMNS}
            footer={[{ resource: 'Total', price: formatEuro(cartTotal(reservations)) }]}
          />
          {check.isError && !check.isFetching && (
            <LoadError message={CART_CHECK_FAILED} onRetry={() => void check.refetch()} />
          )}
          {checking && (
            <p className="small text-body-secondary" role="status">
              Vérification du panier…
            </p>
          )}
          {unavailable && !checking && (
            <p className="small text-danger" role="status">
              Retirez les lignes indisponibles pour commander.
            </p>
          )}
          <div className="d-flex flex-wrap gap-2 justify-content-between">
            <ConfirmedButton
              label="Vider le panier"
              variant="outline-secondary"
              title="Vider le panier ?"
              confirmLabel="Vider le panier"
              onConfirm={() => useCart.getState().clear()}
            >
              {reservations.length > 1
                ? `Les ${reservations.length} réservations du panier en seront retirées.`
                : 'La réservation du panier en sera retirée.'}
            </ConfirmedButton>
            <PendingButton
              type="button"
              size="lg"
              pending={pending}
              disabled={checking || unavailable || check.isError}
              onClick={() => void order()}
            >
              Commander
            </PendingButton>
          </div>
        </>
      )}
    </Screen>
  );
}
