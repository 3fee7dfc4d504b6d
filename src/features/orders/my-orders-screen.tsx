import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { personOrdersQuery } from '@/api/orders';
import type { Order } from '@/api/types';
import { type Column, DataTable } from '@/components/data-table';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import { usePersonIdParam } from '@/components/use-person-id-param';
import { useSession } from '@/stores/session';
import { orderStateLabel } from '@/lib/order-states';
import { ordersWords } from '@/components/list-words';
import { QueryProgress } from '@/components/read-progress';
import { ORDERS } from '@/lib/skipped';

const COLUMNS: Column<Order>[] = [
  { key: 'date', header: 'Date', cell: (order) => formatDate(order.date) },
  {
    key: 'id',
    header: 'Commande',
    cell: (order) => <Link to={paths.order.getHref(order.id)}>n° {order.id}</Link>,
  },
  { key: 'total', header: 'Total', align: 'end', cell: (order) => formatEuro(order.total ?? 0) },
  { key: 'status', header: 'État', cell: (order) => orderStateLabel(order.status) },
];

/**
 * `/myCommands/{personId}`: `Mes commandes` for one's own, newest first; a
 * persons administrator sees another person's under their name.
 */
export function MyOrdersScreen() {
  const personId = usePersonIdParam();
  const own = useSession((state) => state.userId === personId);
  const query = personOrdersQuery(personId);
  const orders = useQuery(query);
  return (
    <Screen
      title={own ? 'Mes commandes' : `Commandes de la personne n° ${personId}`}
      load={orders}
      {...ordersWords}
      loader={
        <QueryProgress queryKey={query.queryKey} records={ORDERS} loading={ordersWords.loading} />
      }
    >
      {(list) => (
        <DataTable
          caption="Commandes, les plus récentes d'abord"
          rows={[...list].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))}
          columns={COLUMNS}
          empty="Aucune commande pour le moment."
        />
      )}
    </Screen>
  );
}
