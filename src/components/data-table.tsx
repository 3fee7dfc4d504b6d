import { type ReactNode, useId } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import type { SortState } from '@/lib/rows';
import '@/styles/tables.scss';

export type { SortDirection, SortState } from '@/lib/rows';

export interface Column<T> {
  key: string;
  /** The column's header, and the label of the value in a phone's card. */
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** What the rows sort on when the list is sorted here (`sortRows`) rather than by the API. */
  sortValue?: (row: T) => string | number;
}

/** A footer row (totals): a cell per column key; the first column's cell names the row. */
export type FooterRow = Partial<Record<string, ReactNode>>;

interface Paging {
  /** 0-based, as the list contract's pages are. */
  page: number;
  pageSize: number;
  /**
   * Rows in the whole list (`total` of the list contract); undefined when the backend did not say:
   * a full page then may have a next one.
   */
  total: number | undefined;
  onPageChange: (page: number) => void;
}

/** Paging is all four props or none. */
type PagingProps = Paging | { [key in keyof Paging]?: undefined };

interface TableProps<T> {
  /** The rows of the current page. */
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** A row's React key: its `id` unless said otherwise (a row without `id` must say it). */
  rowKey?: RowKey<T>;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Said instead of the table when there are no rows. */
  empty?: ReactNode;
  footer?: readonly FooterRow[];
}

type RowKey<T> = (row: T) => string | number;

/** Rows without an `id` name their key. */
type KeyProps<T> = T extends { id: string | number } ? unknown : { rowKey: RowKey<T> };

export type DataTableProps<T> = TableProps<T> & KeyProps<T> & PagingProps;

const byId = (row: unknown) => (row as { id: string | number }).id;

const ALIGN = { start: undefined, center: 'text-center', end: 'text-end' } as const;

/** The next sort when a column's header is clicked: that column ascending, or the other way. */
function nextSort(current: SortState | undefined, key: string): SortState {
  return {
    key,
    direction: current?.key === key && current.direction === 'asc' ? 'desc' : 'asc',
  };
}

function ariaSort(sort: SortState | undefined, key: string) {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The list of every screen (persons, orders, calendar orders…): sortable headers, optional
 * paging and totals. A table from 576 px up; under it, a card per row (label: value), so that
 * nothing is wider than a phone. Sort and page are the caller's state (the API may do them).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    rows,
    columns,
    rowKey = byId,
    caption,
    sort,
    onSortChange,
    empty = 'Aucun résultat.',
    footer = [],
  } = props;
  const paging: Paging | null = props.onPageChange
    ? {
        page: props.page,
        pageSize: props.pageSize,
        total: props.total,
        onPageChange: props.onPageChange,
      }
    : null;
  if (rows.length === 0) {
    return (
      <>
        <p className="text-body-secondary">{empty}</p>
        {paging && <Pager {...paging} shown={0} />}
      </>
    );
  }
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  return (
    <>
      {/* Long words (an e-mail, a name) break where the columns have too little room, as with
          larger text: the table keeps to its box rather than scroll sideways (WCAG 1.4.10). */}
      <div className="table-responsive d-none d-sm-block" data-layout="table">
        <Table striped hover size="sm" className="align-middle text-break">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={ALIGN[column.align ?? 'start']}
                  aria-sort={
                    column.sortable && onSortChange ? ariaSort(sort, column.key) : undefined
                  }
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 text-body fw-semibold text-decoration-none"
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {column.header}
                      {sort?.key === column.key && (
                        <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={ALIGN[column.align ?? 'start']}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer.length > 0 && (
            <tfoot>
              {footer.map((cells, index) => (
                <tr key={index} className="fw-semibold">
                  {columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.key} scope="row">
                        {cells[column.key]}
                      </th>
                    ) : (
                      <td key={column.key} className={ALIGN[column.align ?? 'start']}>
                        {cells[column.key]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tfoot>
          )}
        </Table>
      </div>

      <div className="d-sm-none" data-layout="cards">
        {sortable.length > 0 && onSortChange && (
          <CardSort columns={sortable} sort={sort} onSortChange={onSortChange} />
        )}
        <ul className="list-unstyled mb-3" aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="card mb-2">
              <div className="card-body py-2">
                <CardPairs columns={columns} cells={(column) => column.cell(row)} />
              </div>
            </li>
          ))}
          {footer.map((cells, index) => (
            <li key={`footer-${index}`} className="card mb-2 bg-body-tertiary">
              <div className="card-body py-2">
                <p className="fw-semibold mb-1">{cells[columns[0].key]}</p>
                <CardPairs columns={columns.slice(1)} cells={(column) => cells[column.key]} />
              </div>
            </li>
          ))}
        </ul>
      </div>

      {paging && <Pager {...paging} shown={rows.length} />}
    </>
  );
}

function CardPairs<T>({
  columns,
  cells,
}: {
  columns: readonly Column<T>[];
  cells: (column: Column<T>) => ReactNode;
}) {
  return (
    <dl className="mb-0">
      {columns.map((column) => {
        const value = cells(column);
        // A cell with nothing in it (no box to tick on this row) is no line of the card.
        if (value === null || value === undefined || value === false || value === '') return null;
        return (
          <div key={column.key} className="d-flex gap-2 text-break">
            <dt className="fw-normal text-body-secondary flex-shrink-0">{column.header} :</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** On a phone the headers are gone: a select sorts the cards instead. */
function CardSort<T>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly Column<T>[];
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
}) {
  const id = useId();
  return (
    <Form.Group controlId={`sort${id.replace(/:/g, '')}`} className="mb-2">
      <Form.Label className="small mb-1">Trier par</Form.Label>
      <Form.Select
        size="sm"
        value={sort ? `${sort.key}:${sort.direction}` : ''}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':');
          onSortChange({ key, direction: direction === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {!sort && <option value="">—</option>}
        {columns.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {column.header} (croissant)
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {column.header} (décroissant)
          </option>,
        ])}
      </Form.Select>
    </Form.Group>
  );
}

function Pager({ page, pageSize, total, onPageChange, shown }: Paging & { shown: number }) {
  // Without a total, a full page may have a next one and the count of pages is not known.
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === undefined ? shown >= pageSize : page < pages - 1;
  if (page === 0 && !hasNext) return null;
  return (
    <nav className="d-flex align-items-center justify-content-center gap-2" aria-label="Pages">
      <Button
        variant="outline-primary"
        size="sm"
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        Page précédente
      </Button>
      <span aria-live="polite">
        Page {page + 1}
        {pages === undefined ? '' : ` sur ${pages}`}
      </span>
      <Button
        variant="outline-primary"
        size="sm"
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        Page suivante
      </Button>
    </nav>
  );
}
