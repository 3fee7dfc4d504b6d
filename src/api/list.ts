import type * as z from 'zod/mini';
import { MalformedAnswerError } from './answers';
import { api } from './client';
import { type ListPage, parseList } from './parse-list';
import { type ReadList, withCut, withSkipped } from './read-list';

/**
 * One contract for every list the app reads (react-admin's idea): `{page, size, sort, search}`
 * in, `{data, total}` out, from `_embedded.data` and `page.totalElements` when given.
 */
export interface ListParams {
  /** 0-based, as Spring pages are. */
  page?: number;
  size?: number;
  /** `field,asc` or `field,desc`. */
  sort?: string;
  /** An RSQL filter built by `rsql()`. */
  search?: string;
}

export type ListResult<T> = ListPage<T>;

/** GET `path` with the list parameters that are set, each record read by `item`. */
export async function fetchList<S extends z.ZodMiniType>(
  path: string,
  item: S,
  params: ListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<z.output<S>>> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = value as string | number;
  }
  const response = await api.get<unknown>(path, { params: query, signal });
  return parseList(item, response.data, `GET ${path}`);
}

/**
 * The bounds of "every page" (docs/calls.md#lists): at most `MAX_ROWS` records and `MAX_PAGES`
 * requests. A list that holds more is shown cut there, and says so (`cutAt`): never silently.
 * Ten thousand records are two association's worth of members, or a campaign's calendar orders
 * twice over; 500 requests read them twenty at a time.
 */
export const MAX_ROWS = 10_000;
export const MAX_PAGES = 500;

/**
 * How far a read of every page is, told after each page when another is to be asked: the records
 * in (those the app could not read included), the list's size when the backend gives it
 * (`page.totalElements`), the pages read (docs/rules.md#long-reads).
 */
export interface ReadProgress {
  read: number;
  total?: number;
  pages: number;
}

/** What a caller of "every page" may give: where to tell the progress, and a signal to stop. */
export interface ReadOptions {
  onProgress?: (progress: ReadProgress) => void;
  /** Aborted: no page more is asked, the page on its way is dropped, the read rejects. */
  signal?: AbortSignal;
}

/**
 * Every page of a list (exports, ledgers, children, one's data): asks `size` records at a time and
 * reads on until the list is whole. A backend may give fewer records than asked (its own maximum)
 * and may leave `page` out: the list ends at `page.totalElements` when given, else at the first
 * page shorter than the size the backend uses (`page.size`, else the first page's length when
 * shorter than asked), or empty. A first answer holding more than asked is a list the backend
 * does not page: whole. A page seen before, anywhere in the read (a backend ignoring `page`, or
 * repeating a page every other one), is refused rather than read as the end; past `MAX_ROWS`
 * records or `MAX_PAGES` requests the list is cut and says where (`cutAt`): nothing is silently
 * cut (docs/calls.md#lists).
 */
export async function readEveryPage<T>(
  readPage: (page: number, size: number, signal?: AbortSignal) => Promise<ListPage<T>>,
  size = 500,
  { onProgress, signal }: ReadOptions = {},
): Promise<ReadList<T>> {
  const all: T[] = [];
  let skipped = 0;
  let pageSize: number | undefined;
  let listSize: number | undefined;
  const seen = new Set<string>();
  for (let page = 0; page < MAX_PAGES; page += 1) {
    signal?.throwIfAborted();
    const { data, total, size: told, skipped: odd } = await readPage(page, size, signal);
    // A page that came after the read was stopped is not read.
    signal?.throwIfAborted();
    const left = odd?.count ?? 0;
    skipped += left;
    // A page's length counts the records it held, those the app could not read included.
    const held = data.length + left;
    if (held === 0) return withSkipped(all, skipped);
    if (page === 0 && held > size && total === undefined) return withSkipped(data, skipped);
    // What the page held, the records it could not read named too (a page of them only repeats).
    const read = JSON.stringify([data, odd?.ids ?? []]);
    if (seen.has(read)) {
      throw new MalformedAnswerError('une page déjà lue revient pour un autre numéro de page');
    }
    seen.add(read);
    all.push(...data);
    if (total !== undefined) {
      if (all.length + skipped >= total) return withSkipped(all, skipped);
    } else {
      pageSize = told ?? pageSize ?? Math.min(size, held);
      if (held < pageSize) return withSkipped(all, skipped);
    }
    if (all.length + skipped >= MAX_ROWS) {
      return withCut(withSkipped(all.slice(0, MAX_ROWS), skipped), MAX_ROWS);
    }
    listSize = total ?? listSize;
    onProgress?.({ read: all.length + skipped, total: listSize, pages: page + 1 });
  }
  return withCut(withSkipped(all, skipped), all.length + skipped);
}

/** Every page of `path` (see `readEveryPage`), each record read by `item`. */
export function fetchAllPages<S extends z.ZodMiniType>(
  path: string,
  item: S,
  params: Omit<ListParams, 'page' | 'size'> = {},
  size = 500,
  options: ReadOptions = {},
): Promise<ReadList<z.output<S>>> {
  return readEveryPage(
    (page, pageSize, signal) => fetchList(path, item, { ...params, page, size: pageSize }, signal),
    size,
    options,
  );
}

export { rsql, rsqlAll, rsqlAny, rsqlContains, rsqlIsNull, rsqlWhere } from './rsql';
