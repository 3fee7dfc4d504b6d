import { backendOptions } from './options';
import { fieldOf, rsqlPredicate } from './rsql';
import { compareFrench } from '@/api/french-order';

/** A Spring Data REST list: the rows of one page and, unless switched off, where it stands. */
export interface PageBody<T> {
  _embedded: { data: T[] };
  page?: { size: number; totalElements: number; totalPages: number; number: number };
}

const DEFAULT_SIZE = 20;

function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  if (left === undefined || left === null) return right === undefined || right === null ? 0 : 1;
  if (right === undefined || right === null) return -1;
  return compareFrench(String(left), String(right));
}

/** `sort=field,asc|desc` (repeatable); names sort with French collation. */
function sortRows<T>(rows: T[], sorts: string[]): T[] {
  const keys = sorts
    .map((sort) => sort.split(','))
    .filter(([field]) => Boolean(field))
    .map(([field, direction]) => ({
      field: field.trim(),
      factor: direction?.trim().toLowerCase() === 'desc' ? -1 : 1,
    }));
  if (!keys.length) return rows;
  // Each row's sort values read once, not at every comparison (5,000 persons: 60,000 of them).
  const decorated = rows.map((row) => ({
    row,
    values: keys.map(({ field }) => fieldOf(row, field)),
  }));
  decorated.sort((a, b) => {
    for (let index = 0; index < keys.length; index += 1) {
      const order = compare(a.values[index], b.values[index]);
      if (order !== 0) return order * keys[index].factor;
    }
    return 0;
  });
  return decorated.map(({ row }) => row);
}

function readInteger(value: string | null, fallback: number, min: number, max: number): number {
  const number = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/**
 * Spring-like lists: `_embedded.data` and `page`, honouring `size`, `page`, `sort`, `search`.
 * Without `view` the items are sent as they are. With it, the store's records are searched and
 * sorted, and only the page's rows are turned into what is sent: `hidden` names the fields a
 * search may not ask about (a password), as the backend searches only what it exposes.
 */
export function pageOf<T>(items: readonly T[], request: Request): PageBody<T>;
export function pageOf<T, U>(
  items: readonly T[],
  request: Request,
  options: { view: (item: T) => U; hidden: readonly string[] },
): PageBody<U>;
export function pageOf<T, U>(
  items: readonly T[],
  request: Request,
  options?: { view: (item: T) => U; hidden: readonly string[] },
): PageBody<T | U> {
  const params = new URL(request.url).searchParams;
  const search = params.get('search');
  const rows = sortRows(
    search ? items.filter(rsqlPredicate(search, options?.hidden)) : [...items],
    params.getAll('sort'),
  );
  // The backend's own maximum wins over the size asked, as Spring's `max-page-size` does.
  const { maxPageSize, pageInfo } = backendOptions();
  const size = readInteger(params.get('size'), DEFAULT_SIZE, 1, maxPageSize);
  const number = readInteger(params.get('page'), 0, 0, Number.MAX_SAFE_INTEGER);
  const data = rows
    .slice(number * size, number * size + size)
    .map((row): T | U => (options ? options.view(row) : row));
  if (!pageInfo) return { _embedded: { data } };
  return {
    _embedded: { data },
    page: { size, totalElements: rows.length, totalPages: Math.ceil(rows.length / size), number },
  };
}

/** The whole list as one page (lists the backend never pages, such as the dues). */
export function onePage<T>(items: readonly T[]): PageBody<T> {
  if (!backendOptions().pageInfo) return { _embedded: { data: [...items] } };
  return {
    _embedded: { data: [...items] },
    page: { size: items.length, totalElements: items.length, totalPages: 1, number: 0 },
  };
}
