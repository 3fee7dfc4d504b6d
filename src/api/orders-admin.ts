import { queryOptions } from '@tanstack/react-query';
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
 * The orders an administrator's `Commandes` reads: every one the backend gives them (a commission's
 * administrator is cut to their commissions' lines by the screen: `ordersOfCommissions`).
 */
export const administeredOrdersQuery = (search: string | undefined) =>
  queryOptions({
    queryKey: orderKeys.administration(search),
    queryFn: () => fetchAllOrders(search),
  });

/** The paid dues orders of the dashboard's total: a failure is logged, the tile shows `—`. */
export const duesOrdersQuery = (search: string | undefined) =>
  queryOptions({
    ...administeredOrdersQuery(search),
    meta: { failure: 'Cotisations encaissées' },
  });
