import { rsql, rsqlAll, rsqlContains } from '@/api/list';
import {
  type StateFilter,
  expiringSearch,
  isStateFilter,
  stateFilterSearch,
} from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import type { SortState } from '@/lib/rows';

/** The persons table's filters, kept in the address (`?etat=toValidate&q=dupont`). */
export interface PersonFilter {
  text: string;
  state: StateFilter | '';
  membertype: string;
  cis: string;
  subscription: string;
  /** Valid accounts whose dues end within the dashboard's days ('1' or ''). */
  expiring: string;
}

export const NO_FILTER: PersonFilter = {
  text: '',
  state: '',
  membertype: '',
  cis: '',
  subscription: '',
  expiring: '',
};

/** Days ahead in which a valid membership counts as expiring soon. */
export const EXPIRING_DAYS = 30;

/** The address's query names of each filter. */
const PARAM: Record<keyof PersonFilter, string> = {
  text: 'q',
  state: 'etat',
  membertype: 'statut',
  cis: 'cis',
  subscription: 'adhesion',
  expiring: 'expire',
};

export function readFilter(params: URLSearchParams): PersonFilter {
  const state = params.get(PARAM.state) ?? '';
  return {
    text: params.get(PARAM.text) ?? '',
    state: isStateFilter(state) ? state : '',
    membertype: params.get(PARAM.membertype) ?? '',
    cis: params.get(PARAM.cis) ?? '',
    subscription: params.get(PARAM.subscription) ?? '',
    expiring: params.get(PARAM.expiring) === '1' ? '1' : '',
  };
}

export function filterParams(filter: PersonFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAM) as (keyof PersonFilter)[]) {
    if (filter[key]) params[PARAM[key]] = filter[key];
  }
  return params;
}

/** Name or e-mail, as `Rechercher` promises. */
const SEARCHED_FIELDS = ['lastName', 'firstName', 'email'];

/** The RSQL `search` of the filter, for `GET /users`. */
export function personsSearch(
  filter: PersonFilter,
  today: string = todayIso(),
): string | undefined {
  return rsqlAll(
    rsqlContains(SEARCHED_FIELDS, filter.text),
    filter.state ? stateFilterSearch(filter.state, today) : undefined,
    filter.expiring ? expiringSearch(EXPIRING_DAYS, today) : undefined,
    rsql({ membertype: filter.membertype, cis: filter.cis, subscriptions: filter.subscription }),
  );
}

/** The table's page (from 0) and sort, kept in the address beside the filters. */
export interface PersonsView {
  page: number;
  sort: SortState;
}

export const DEFAULT_VIEW: PersonsView = { page: 0, sort: { key: 'lastName', direction: 'asc' } };

/** The columns the backend sorts by. */
export const SORTABLE = ['lastName', 'firstName', 'email', 'membertype'] as const;

/**
 * `?page=3&tri=email,desc`: the page as people count it (from 1), the sort as the backend's
 * `sort`. Defaults stay out of the address; anything unreadable reads as the default.
 */
export function readView(params: URLSearchParams): PersonsView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const [key, direction] = (params.get('tri') ?? '').split(',');
  const sortable = (SORTABLE as readonly string[]).includes(key);
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    sort: sortable ? { key, direction: direction === 'desc' ? 'desc' : 'asc' } : DEFAULT_VIEW.sort,
  };
}

export function viewParams(view: PersonsView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.page > 0) params.page = String(view.page + 1);
  const { key, direction } = view.sort;
  if (key !== DEFAULT_VIEW.sort.key || direction !== DEFAULT_VIEW.sort.direction) {
    params.tri = `${key},${direction}`;
  }
  return params;
}
