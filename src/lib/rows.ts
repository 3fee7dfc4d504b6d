/** Lists held whole in memory (a year's calendar orders): sorted and paged here, not by the API. */
export type SortDirection = 'asc' | 'desc';
import { compareFrench } from '@/api/french-order';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** What `sortRows` needs of a table column. */
export interface SortableColumn<T> {
  key: string;
  sortValue?: (row: T) => string | number;
}

/**
 * The rows sorted by a column's `sortValue`, for lists held whole in memory: numbers in order,
 * text with French collation. Unchanged when the column has no `sortValue`.
 */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly SortableColumn<T>[],
  sort: SortState,
): T[] {
  const value = columns.find((column) => column.key === sort.key)?.sortValue;
  if (!value) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : compareFrench(String(left), String(right));
    return order * factor;
  });
}

/** The rows of one page (0-based) of a list held whole in memory. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}

/**
 * One page of a list held whole in memory, with what `DataTable` pages it by (spread it): the
 * page shown, its size, the list's length and what turns the page.
 */
export function pageInMemory<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
  onPageChange: (page: number) => void,
) {
  return { rows: pageRows(rows, page, pageSize), page, pageSize, total: rows.length, onPageChange };
}
