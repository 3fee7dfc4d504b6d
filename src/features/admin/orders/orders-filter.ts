import { rsql, rsqlAll, rsqlContains } from '../../../api/list';

export interface OrderFilter {
  status: string;
  from: string;
  to: string;
  person: string;
  commission: string;
}

export const NO_FILTER: OrderFilter = { status: '', from: '', to: '', person: '', commission: '' };

/** The RSQL of the filter: state, dates (`YYYY-MM-DD`), person's name, a commission's lines. */
export function ordersSearch(filter: OrderFilter): string | undefined {
  return rsqlAll(
    rsql({ status: filter.status, 'reservations.resource.commission': filter.commission }),
    filter.from ? `date=ge=${filter.from}` : undefined,
    filter.to ? `date=le=${filter.to}` : undefined,
    rsqlContains(['person.lastName', 'person.firstName'], filter.person),
  );
}
