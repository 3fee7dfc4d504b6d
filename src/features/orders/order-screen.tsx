import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { statusOf } from '@/api/client';
import { orderQuery } from '@/api/orders';
import type { Order, Reservation } from '@/api/types';
import { type Column, DataTable } from '@/components/data-table';
import { Screen } from '@/components/screen';
import { AccessDenied } from '@/components/status-screens';
import { paths } from '@/config/paths';
import { isDuesOrder } from '@/lib/dues-orders';
import { formatDate, formatEuro } from '@/lib/format';
import { ORDER_LOAD_FAILED, orderStateLabel } from '@/lib/order-states';
import { canSeePerson } from '@/lib/permissions';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';

const PENDING_EXPLAINED =
  "Ce paiement n'a pas abouti : cette commande ne sera pas débitée. Pour réserver, remettez ses lignes au panier et commandez à nouveau.";

/** The order's lines; a line's price only when the backend's answer carries one. */
const LINES: Column<Reservation>[] = [
  { key: 'name', header: 'Réservation', cell: (line) => line.resource.name },
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

/** A pending order is neither paid again nor abandoned: its lines go back to the cart. */
function PendingOrder({ order }: { order: Order }) {
  const navigate = useNavigate();
  const again = () => {
    for (const line of order.reservations ?? []) {
      useCart.getState().add({
        resource: line.resource,
        quantity: line.quantity,
        startDate: line.startDate ?? null,
        endDate: line.endDate ?? null,
      });
    }
    useCart.getState().closeRecap();
    void navigate(paths.cart.getHref());
  };
  return (
    <div className="alert alert-warning">
      <p>{PENDING_EXPLAINED}</p>
      <Button variant="primary" onClick={again} disabled={!order.reservations?.length}>
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
  const owner = order.data?.person?.id;
  if (refused || (owner !== undefined && !canSeePerson(viewer, owner))) return <AccessDenied />;
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
