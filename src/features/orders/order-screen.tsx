import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { statusOf } from '@/api/client';
import { orderQuery } from '@/api/orders';
import { resourceQuery } from '@/api/resources';
import type { Order, OrderLine } from '@/api/types';
import { type Column, DataTable } from '@/components/data-table';
import { Screen } from '@/components/screen';
import { AccessDenied } from '@/components/status-screens';
import { paths } from '@/config/paths';
import { isDuesOrder } from '@/lib/dues-orders';
import { formatDate, formatEuro } from '@/lib/format';
import { logFailure } from '@/platform/log';
import { ORDER_LOAD_FAILED, lineName, orderStateLabel } from '@/lib/order-states';
import { canManagePersons, canSeePerson } from '@/lib/permissions';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';

const PENDING_EXPLAINED =
  "Ce paiement n'a pas abouti : cette commande ne sera pas débitée. Pour réserver, remettez ses lignes au panier et commandez à nouveau.";

/** The order's lines; a line's price only when the backend's answer carries one. */
const LINES: Column<OrderLine>[] = [
  { key: 'name', header: 'Réservation', cell: lineName },
  {
    key: 'dates',
    header: 'Dates',
    cell: (line) =>
      line.startDate
        ? `du ${formatDate(line.startDate)} au ${formatDate(line.endDate ?? line.startDate)}`
        : '—',
  },
  { key: 'quantity', header: 'Quantité', align: 'end', cell: (line) => line.quantity },
  // What a line cost is what the backend says, never today's price worked out again.
  {
    key: 'price',
    header: 'Prix',
    align: 'end',
    cell: (line) => (typeof line.price === 'number' ? formatEuro(line.price) : '—'),
  },
];

const BACK_TO_CART_FAILED =
  "Les lignes n'ont pas pu être remises au panier : leurs ressources n'ont pas pu être lues. Réessayez.";

/**
 * A pending order is neither paid again nor abandoned: its lines go back to the cart, each with
 * its resource as it is now (the order may name it by link only; the cart prices it today).
 */
function PendingOrder({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const again = async () => {
    setState('pending');
    try {
      const resources = await Promise.all(
        order.reservations.map((line) => queryClient.fetchQuery(resourceQuery(line.resource.id))),
      );
      order.reservations.forEach((line, index) =>
        useCart.getState().add({
          resource: resources[index],
          quantity: line.quantity,
          startDate: line.startDate ?? null,
          endDate: line.endDate ?? null,
        }),
      );
    } catch (error) {
      logFailure('Remise au panier', error);
      setState('failed');
      return;
    }
    useCart.getState().closeRecap();
    void navigate(paths.cart.getHref());
  };
  return (
    <div className="alert alert-warning">
      <p>{PENDING_EXPLAINED}</p>
      {state === 'failed' && (
        <p role="alert" className="text-danger">
          {BACK_TO_CART_FAILED}
        </p>
      )}
      <Button
        variant="primary"
        onClick={() => void again()}
        disabled={!order.reservations.length || state === 'pending'}
      >
        Remettre au panier
      </Button>
    </div>
  );
}

// Only a paid dues order shows it: the screen's chunk does not carry it, nor the PDF button.
const DuesAttestationButton = lazy(() => import('./dues-attestation'));

/**
 * `/command/{id}`: `Commande n° {id}`, its lines, the backend's `Total` and its state; for the
 * order's owner and persons administrators ('Accès refusé' otherwise).
 */
export function OrderScreen() {
  const orderId = Number(useParams().orderId) || 0;
  const viewer = useSession(
    useShallow((state) => ({
      userId: state.userId,
      roles: state.roles,
      subscriptions: state.subscriptions,
    })),
  );
  const order = useQuery(orderQuery(orderId));
  const refused = statusOf(order.error) === 403;
  // For its owner and persons administrators: an order that names no owner is theirs alone.
  const owner = order.data?.person?.id;
  const notTheirs =
    order.data !== undefined &&
    (owner === undefined ? !canManagePersons(viewer) : !canSeePerson(viewer, owner));
  if (refused || notTheirs) return <AccessDenied />;
  return (
    <Screen
      title={`Commande n° ${orderId}`}
      load={order}
      loading="Chargement de la commande…"
      error={ORDER_LOAD_FAILED}
    >
      {(loaded) => (
        <>
          <p>
            {formatDate(loaded.date)} · <strong>{orderStateLabel(loaded.status)}</strong>
          </p>
          {loaded.status === 'PENDING' && <PendingOrder order={loaded} />}
          {loaded.status === 'PAID' && isDuesOrder(loaded) && (
            <Suspense fallback={null}>
              <DuesAttestationButton order={loaded} />
            </Suspense>
          )}
          <DataTable
            caption={`Lignes de la commande n° ${loaded.id}`}
            rows={loaded.reservations ?? []}
            columns={LINES}
            empty="Cette commande n'a pas de ligne."
            footer={[{ name: 'Total', price: formatEuro(loaded.total ?? 0) }]}
          />
        </>
      )}
    </Screen>
  );
}
