import { useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { refusalOf, statusOf } from '@/api/client';
import { orderCart } from '@/api/orders';
import type { CartReservation, Commission } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError, Screen } from '@/components/screen';
import { SubmitButton } from '@/components/submit-button';
import { type HeadCell, TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { type LineCheck, type ResourceNow, checkCartLine, priceChanged } from '@/lib/cart-check';
import { todayIso } from '@/lib/dates';
import { formatDate, formatEuro } from '@/lib/format';
import { ORDER_FAILED } from '@/lib/payment';
import { cartLinePrice, cartTotal } from '@/lib/pricing';
import { useCheckout } from '@/lib/use-checkout';
import { useCart } from '@/stores/cart';
import { useCommissionList } from '@/api/commissions';
import { CART_CHECK_FAILED } from './cart-messages';
import { useCartCheck } from './use-cart-check';

const HEAD: HeadCell[] = [
  { label: 'Réservation' },
  { label: 'Dates' },
  { label: 'Quantité', align: 'end' },
  { label: 'Prix', align: 'end' },
  { label: 'Actions', hidden: true },
];

function dates(line: CartReservation): string {
  if (!line.startDate) return '—';
  return `du ${formatDate(line.startDate)} au ${formatDate(line.endDate ?? line.startDate)}`;
}

/** Each line against its resource now; `undefined` for a line not read yet. */
function checkLines(
  lines: readonly CartReservation[],
  now: Map<number, ResourceNow> | undefined,
  commissions: readonly Pick<Commission, 'technicalName' | 'active'>[],
): (LineCheck | undefined)[] {
  const today = todayIso();
  return lines.map((line, index) => {
    const read = now?.get(line.resource.id);
    if (!read) return undefined;
    const commission = commissions.find(
      (candidate) => candidate.technicalName === read.resource?.commission,
    );
    return checkCartLine(line, read, {
      today,
      closed: commission?.active === false,
      earlierLines: lines.slice(0, index),
    });
  });
}

/**
 * `/cart`: a row per reservation (name, dates, quantity, price, `Retirer`), `Vider le panier`
 * (confirmed), `Total` and `Commander`. The cart is read again when it opens and before ordering:
 * new prices replace the old ones, and a line that can no longer be ordered says why and holds
 * `Commander` until it is removed. The total shown is the total charged.
 */
export function CartScreen() {
  const reservations = useCart((state) => state.reservations);
  const { pay, pending } = useCheckout();
  const [notices, setNotices] = useState<string[]>([]);
  const check = useCartCheck(reservations, (repriced) =>
    setNotices((shown) => [...new Set([...shown, ...repriced.map(priceChanged)])]),
  );
  const commissions = useCommissionList().list;
  const checks = checkLines(reservations, check.data?.now, commissions);
  const [emptying, setEmptying] = useState(false);

  const unavailable = checks.some((line) => line && !line.available);
  const checking = check.isFetching || (reservations.length > 0 && !check.data);

  const order = async () => {
    const fresh = await check.refetch();
    // A new price is shown before it is charged: the member orders again once they saw it.
    if (!fresh.data || fresh.data.repriced.length > 0) return;
    const lines = useCart.getState().reservations;
    const blocked = checkLines(lines, fresh.data.now, commissions).some((line) => !line?.available);
    if (blocked) return;
    let refusal: string | undefined;
    const failure = await pay(async () => {
      try {
        return await orderCart(
          lines,
          paths.orderPaymentReturn.absoluteHref('success'),
          paths.orderPaymentReturn.absoluteHref('cancel'),
        );
      } catch (error) {
        // Taken meanwhile (409): the backend names what, and the cart is read again.
        if (statusOf(error) === 409) refusal = refusalOf(error);
        throw error;
      }
    }, JSON.stringify(lines));
    if (failure) {
      toast.error(refusal ? `${ORDER_FAILED} : ${refusal}` : failure);
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
          {notices.length > 0 && (
            <div className="alert alert-info" role="status">
              {notices.map((notice) => (
                <p key={notice} className="mb-1">
                  {notice} : le nouveau prix est pris en compte.
                </p>
              ))}
            </div>
          )}
          <Table responsive className="align-middle">
            <caption className="visually-hidden">Réservations du panier</caption>
            <TableHead cells={HEAD} />
            <tbody>
              {reservations.map((line, index) => {
                const state = checks[index];
                return (
                  <tr key={`${line.resource.id}-${index}`}>
                    <td>
                      {line.resource.name}
                      {state && !state.available && (
                        <span className="d-block small text-danger">
                          <Badge bg="danger" className="me-1">
                            Indisponible
                          </Badge>
                          {state.reason}
                        </span>
                      )}
                    </td>
                    <td className="text-nowrap">{dates(line)}</td>
                    <td className="text-end">{line.quantity}</td>
                    <td className="text-end text-nowrap">{formatEuro(cartLinePrice(line))}</td>
                    <td className="text-end">
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        onClick={() => useCart.getState().remove(index)}
                        aria-label={`Retirer ${line.resource.name}`}
                      >
                        Retirer
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="text-end fw-bold text-nowrap">
                  {formatEuro(cartTotal(reservations))}
                </td>
                <td />
              </tr>
            </tfoot>
          </Table>
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
            <Button variant="outline-secondary" onClick={() => setEmptying(true)}>
              Vider le panier
            </Button>
            <SubmitButton
              type="button"
              size="lg"
              pending={pending}
              disabled={checking || unavailable || check.isError}
              onClick={() => void order()}
            >
              Commander
            </SubmitButton>
          </div>
          <ConfirmDialog
            show={emptying}
            title="Vider le panier ?"
            confirmLabel="Vider le panier"
            pending={false}
            onConfirm={() => {
              useCart.getState().clear();
              setEmptying(false);
            }}
            onCancel={() => setEmptying(false)}
          >
            {reservations.length > 1
              ? `Les ${reservations.length} réservations du panier en seront retirées.`
              : 'La réservation du panier en sera retirée.'}
          </ConfirmDialog>
        </>
      )}
    </Screen>
  );
}
