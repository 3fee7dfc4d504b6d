import { readRecords } from './client';
import { fetchAllPages } from './list';
import type { Order } from './types';

/**
 * GET /commands?search=&sort=date,desc, every page: the orders an administrator may see (all of
 * them for persons administrators, those holding their resources for a commission's).
 */
export async function fetchAllOrders(search: string | undefined): Promise<Order[]> {
  const all = await fetchAllPages<Order>('/commands', { sort: 'date,desc', search });
  // Totals add up paid orders: an order without its date, state or total cannot be counted.
  return readRecords<Order>(all, ['id', 'date', 'status', 'total']);
}

/**
 * @assumed GET /commands?search=reservations.resource.commission=isnull=true — the dues orders:
 * dues are the resources of no commission (rsql-jpa-specification's `=isnull=`).
 */
export const DUES_ORDERS_SEARCH = 'reservations.resource.commission=isnull=true';
