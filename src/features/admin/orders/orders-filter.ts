import { DUES_ORDERS_SEARCH } from '@/api/orders-admin';
import { rsql, rsqlAll, rsqlContains, rsqlWhere } from '@/api/list';

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

/** The address's query name of each filter. */
const PARAM: Record<keyof OrderFilter, string> = {
  status: 'etat',
  from: 'du',
  to: 'au',
  person: 'personne',
  commission: 'commission',
  dues: 'cotisations',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readOrderFilter(params: URLSearchParams): OrderFilter {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const dues = params.get(PARAM.dues) === '1';
  return {
    status: params.get(PARAM.status) ?? '',
    from: date(PARAM.from),
    to: date(PARAM.to),
    person: params.get(PARAM.person) ?? '',
    commission: dues ? '' : (params.get(PARAM.commission) ?? ''),
    dues: dues ? '1' : '',
  };
}

export function orderFilterParams(filter: Partial<OrderFilter>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAM) as (keyof OrderFilter)[]) {
    const value = filter[key];
    if (value) params[PARAM[key]] = value;
  }
  return params;
}

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
