import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { listAddressParams } from '@/lib/list-address';
import { NO_FILTER, ORDERS_ADDRESS, type OrderFilter, ordersSearch } from './orders-filter';
import { duesOrdersQuery } from '@/api/orders';
import { skippedOf } from '@/api/read-list';
import { ORDERS, uncounted } from '@/lib/skipped';

/**
 * The dues collected this year (paid dues orders since 1 January), leading to those orders in
 * `Commandes` (the administration's dashboard).
 */
export function DuesTotal({ year }: { year: number }) {
  const filter: OrderFilter = { ...NO_FILTER, status: 'PAID', from: `${year}-01-01`, dues: '1' };
  const search = ordersSearch(filter);
  const orders = useQuery(duesOrdersQuery(search));
  const sum = orders.data?.reduce((total, order) => total + (order.total ?? 0), 0);
  const value = sum !== undefined ? formatEuro(sum) : orders.isError ? '—' : '…';
  const count = orders.data?.length ?? 0;
  return (
    <Link
      to={{
        pathname: paths.manageOrders.getHref(),
        search: `?${new URLSearchParams(listAddressParams({ filter, page: 0, sort: ORDERS_ADDRESS.defaultSort }, ORDERS_ADDRESS))}`,
      }}
      className="btn w-100 h-100 text-start border"
      aria-label={`Cotisations encaissées en ${year} : ${value}`}
    >
      <span className="d-block fs-3 fw-semibold text-success">{value}</span>
      <span className="d-block small">
        Cotisations {year}
        {orders.data ? ` (${count} adhésion${count > 1 ? 's' : ''})` : ''}
        {orders.data &&
          skippedOf(orders.data) > 0 &&
          ` – ${uncounted(skippedOf(orders.data), ORDERS)}`}
      </span>
    </Link>
  );
}
