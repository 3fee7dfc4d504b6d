import { readRecords } from './client';
import { fetchAllPages } from './list';
import type { Command } from './types';

/**
 * GET /commands?search=&sort=date,desc, every page: the orders an administrator may see (all of
 * them for persons administrators, those holding their resources for a commission's).
 */
export async function fetchAllCommands(search: string | undefined): Promise<Command[]> {
  const all = await fetchAllPages<Command>('/commands', { sort: 'date,desc', search });
  // Totals add up paid orders: an order without its date, state or total cannot be counted.
  return readRecords<Command>(all, ['id', 'date', 'status', 'total']);
}

/**
 * @assumed GET /commands?search=reservations.resource.commission=isnull=true — the dues orders:
 * dues are the resources of no commission (rsql-jpa-specification's `=isnull=`).
 */
export const DUES_ORDERS_SEARCH = 'reservations.resource.commission=isnull=true';
