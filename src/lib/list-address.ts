import type { SortState } from './rows';

/**
 * A list screen's state as its address keeps it (`?etat=PAID&page=2&tri=date,asc`), so that a
 * reload, a link or the back button shows the same filtered, sorted page. Defaults stay out of
 * the address; anything unreadable reads as the default (docs/architecture.md#lists).
 */
export interface ListAddress<F extends { [K in keyof F]: string }> {
  /** Each filter's query name in the address. */
  params: { [K in keyof F]: string };
  /** A filter's value as read from the address: '' when it does not hold. */
  accept?: { [K in keyof F]?: (value: string) => boolean };
  /** The columns one may sort by, and the order when the address names none. */
  sortable?: readonly string[];
  defaultSort: SortState;
}

export interface ListState<F> {
  filter: F;
  sort: SortState;
  /** From 0; the address counts from 1. */
  page: number;
}

const PAGE = 'page';
const SORT = 'tri';

/** The list's filter, sort and page read from `params`. */
export function readListAddress<F extends { [K in keyof F]: string }>(
  params: URLSearchParams,
  address: ListAddress<F>,
): ListState<F> {
  const filter = {} as Record<string, string>;
  for (const key of Object.keys(address.params) as (keyof F & string)[]) {
    const value = params.get(address.params[key]) ?? '';
    const accept = address.accept?.[key];
    filter[key] = value && (!accept || accept(value)) ? value : '';
  }
  const page = Number.parseInt(params.get(PAGE) ?? '', 10);
  const [key, direction] = (params.get(SORT) ?? '').split(',');
  const sortable = address.sortable?.includes(key) ?? false;
  return {
    filter: filter as F,
    sort: sortable
      ? { key, direction: direction === 'desc' ? 'desc' : 'asc' }
      : address.defaultSort,
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The address's query of a list's state: only what differs from the defaults. */
export function listAddressParams<F extends { [K in keyof F]: string }>(
  state: ListState<F>,
  address: ListAddress<F>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(address.params) as (keyof F & string)[]) {
    if (state.filter[key]) params[address.params[key]] = state.filter[key];
  }
  if (state.page > 0) params[PAGE] = String(state.page + 1);
  const { sort } = state;
  const fallback = address.defaultSort;
  if (sort.key !== fallback.key || sort.direction !== fallback.direction) {
    params[SORT] = `${sort.key},${sort.direction}`;
  }
  return params;
}
