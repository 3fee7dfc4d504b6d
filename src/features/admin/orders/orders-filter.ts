import { rsql, rsqlAll, rsqlContains, rsqlWhere } from '@/api/list';
import type { ListAddress } from '@/lib/list-address';
import { DUES_ORDERS_SEARCH } from '@/api/orders';

/** The orders' filters, kept in the address (`?etat=PAID&du=2026-01-01&cotisations=1`). */
export interface OrderFilter {
  status: string;
  from: string;
  to: string;
  person: string;
  commission: string;
  /** Only the dues orders ('1' or ''): their lines' resources belong to no commission. */
  dues: string;
}

export const NO_FILTER: OrderFilter = {
  status: '',
  from: '',
  to: '',
  person: '',
  commission: '',
  dues: '',
};

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Where `Commandes` keeps its filters and page (`?etat=PAID&du=2026-01-01&cotisations=1&page=2`);
 * the backend gives the orders newest first, the only order they are shown in.
 */
export const ORDERS_ADDRESS: ListAddress<OrderFilter> = {
  params: {
    status: 'etat',
    from: 'du',
    to: 'au',
    person: 'personne',
    commission: 'commission',
    dues: 'cotisations',
  },
  accept: { from: isIsoDate, to: isIsoDate, dues: (value) => value === '1' },
  defaultSort: { key: 'date', direction: 'desc' },
};

/**
 * The RSQL of the filter: state, dates (`YYYY-MM-DD`), person's name, a commission's lines.
 * `commissions` are those a commission administrator may see: the orders asked always hold
 * one of their lines, and the dues are not theirs.
 */
export function ordersSearch(
  filter: OrderFilter,
  commissions: readonly string[] | null = null,
): string | undefined {
  const commission = !commissions
    ? filter.commission
    : commissions.includes(filter.commission)
      ? filter.commission
      : commissions.length === 1
        ? commissions[0]
        : commissions;
  return rsqlAll(
    rsql({ status: filter.status, 'reservations.resource.commission': commission }),
    filter.dues && !commissions ? DUES_ORDERS_SEARCH : undefined,
    filter.from ? rsqlWhere('date', '=ge=', filter.from) : undefined,
    filter.to ? rsqlWhere('date', '=le=', filter.to) : undefined,
    rsqlContains(['person.lastName', 'person.firstName'], filter.person),
  );
}
