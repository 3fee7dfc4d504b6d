import { queryOptions } from '@tanstack/react-query';
import { ordersOfCommissions } from '@/lib/commission-orders';
import { fetchAllPages, rsqlIsNull } from './list';
import { orderKeys, withResources } from './orders';
import { type Order, orderSchema } from './schemas/order';

/**
 * GET /commands?search=&sort=date,desc, every page: the orders an administrator may see (all of
 * them for persons administrators, those holding their resources for a commission's).
 */
export async function fetchAllOrders(search: string | undefined): Promise<Order[]> {
  // Totals add up paid orders: an order without its date, state or total cannot be counted.
  return withResources(
    await fetchAllPages('/commands', orderSchema, { sort: 'date,desc', search }),
  );
}

/**
 * @assumed GET /commands?search=reservations.resource.commission=isnull=true — the dues orders:
 * dues are the resources of no commission (rsql-jpa-specification's `=isnull=`).
 */
export const DUES_ORDERS_SEARCH = rsqlIsNull('reservations.resource.commission');

/**
 * The orders of the administration's `Commandes`: every one for a persons administrator
 * (`scopes` null), else those holding a line of the commissions in `scopes`, cut to those lines.
 */
export const administeredOrdersQuery = (
  search: string | undefined,
  scopes: readonly string[] | null,
) =>
  queryOptions({
    queryKey: orderKeys.administration(search, scopes),
    queryFn: async () => {
      const all = await fetchAllOrders(search);
      return scopes ? ordersOfCommissions(all, scopes) : all;
    },
  });

/** The paid dues orders of the dashboard's total: a failure is logged, the tile shows `—`. */
export const duesOrdersQuery = (search: string | undefined) =>
  queryOptions({
    ...administeredOrdersQuery(search, null),
    meta: { failure: 'Cotisations encaissées' },
  });
