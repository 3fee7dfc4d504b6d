import type * as z from 'zod/mini';
import { MalformedAnswerError } from './answers';
import { api } from './client';
import { type ListPage, parseList } from './parse';
import { type ReadList, withSkipped } from './read-list';

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
): Promise<ListResult<z.output<S>>> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = value as string | number;
  }
  const response = await api.get<unknown>(path, { params: query });
  return parseList(item, response.data, `GET ${path}`);
}

/** The most pages "every page" reads. */
const MAX_PAGES = 1000;

/**
 * Every page of a list (exports, ledgers, children, one's data): asks `size` records at a time and
 * reads on until the list is whole. A backend may give fewer records than asked (its own maximum)
 * and may leave `page` out: the list ends at `page.totalElements` when given, else at the first
 * page shorter than the size the backend uses (`page.size`, else the first page's length when
 * shorter than asked), or empty. A first answer holding more than asked is a list the backend
 * does not page: whole. The same page again (a backend ignoring `page`) is refused rather than
 * read as the end: nothing is silently cut (docs/calls.md#lists).
 */
export async function readEveryPage<T>(
  readPage: (page: number, size: number) => Promise<ListPage<T>>,
  size = 500,
): Promise<ReadList<T>> {
  const all: T[] = [];
  let skipped = 0;
  let pageSize: number | undefined;
  let last: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data, total, size: told, skipped: odd } = await readPage(page, size);
    const left = odd?.count ?? 0;
    skipped += left;
    // A page's length counts the records it held, those the app could not read included.
    const held = data.length + left;
    if (held === 0) return withSkipped(all, skipped);
    if (page === 0 && held > size && total === undefined) return withSkipped(data, skipped);
    // What the page held, the records it could not read named too (a page of them only repeats).
    const read = JSON.stringify([data, odd?.ids ?? []]);
    if (read === last) {
      throw new MalformedAnswerError('la même page revient pour chaque numéro de page');
    }
    last = read;
    all.push(...data);
    if (total !== undefined) {
      if (all.length + skipped >= total) return withSkipped(all, skipped);
      continue;
    }
    pageSize = told ?? pageSize ?? Math.min(size, held);
    if (held < pageSize) return withSkipped(all, skipped);
  }
  throw new MalformedAnswerError(`plus de ${MAX_PAGES} pages`);
}

/** Every page of `path` (see `readEveryPage`), each record read by `item`. */
export function fetchAllPages<S extends z.ZodMiniType>(
  path: string,
  item: S,
  params: Omit<ListParams, 'page' | 'size'> = {},
  size = 500,
): Promise<ReadList<z.output<S>>> {
  return readEveryPage(
    (page, pageSize) => fetchList(path, item, { ...params, page, size: pageSize }),
    size,
  );
}

export { rsql, rsqlAll, rsqlAny, rsqlContains, rsqlIsNull, rsqlWhere } from './rsql';
