import { api, readEmbedded } from './client';

/**
 * One contract for every list the app reads (react-admin's idea): `{page, size, sort, search}`
 * in, `{data, total}` out, from `_embedded.data` and `page.totalElements`.
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

export interface ListResult<T> {
  data: T[];
  /** `page.totalElements` when the backend gives it, else the length of `data`. */
  total: number;
}

export function readList<T>(body: unknown): ListResult<T> {
  const data = readEmbedded<T>(body);
  const total = (body as { page?: { totalElements?: unknown } } | null)?.page?.totalElements;
  return { data, total: typeof total === 'number' && total >= 0 ? total : data.length };
}

/** GET `path` with the list parameters that are set. */
export async function fetchList<T>(path: string, params: ListParams = {}): Promise<ListResult<T>> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = value as string | number;
  }
  const response = await api.get(path, { params: query });
  return readList<T>(response.data);
}

/**
 * Every page of a list (exports, ledgers, month views): asks `size` rows at a time until
 * `total` rows are in or a page comes back empty (a backend may cap the page size below the
 * one asked, so a short page is not the last one).
 */
export async function fetchAllPages<T>(
  path: string,
  params: Omit<ListParams, 'page' | 'size'> = {},
  size = 500,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; ; page += 1) {
    const { data, total } = await fetchList<T>(path, { ...params, page, size });
    all.push(...data);
    if (data.length === 0 || all.length >= total) return all;
  }
}

type Comparable = string | number | boolean;
export type RsqlFilter = Record<string, Comparable | readonly Comparable[] | null | undefined>;

function quote(value: Comparable): string {
  const text = String(value);
  return /^[\w.@*-]+$/.test(text) ? text : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The RSQL `search` of a filter: `{technicalName: 'sport', 'person.id': 3}` →
 * `technicalName==sport;person.id==3`; a list means any of its values (`=in=`); empty values
 * are left out. `undefined` when nothing filters.
 */
export function rsql(filter: RsqlFilter): string | undefined {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) parts.push(`${field}=in=(${value.map(quote).join(',')})`);
    } else {
      parts.push(`${field}==${quote(value as Comparable)}`);
    }
  }
  return parts.length ? parts.join(';') : undefined;
}

/** Any of `fields` holds `text` (a case-insensitive `*text*` match): `(a==*x*,b==*x*)`. */
export function rsqlContains(fields: readonly string[], text: string): string | undefined {
  const words = text.trim();
  if (!words) return undefined;
  const value = quote(`*${words}*`);
  return `(${fields.map((field) => `${field}==${value}`).join(',')})`;
}

/** Every part that is set, joined by AND (`;`); `undefined` when none is. */
export function rsqlAll(...parts: readonly (string | undefined)[]): string | undefined {
  const set = parts.filter((part): part is string => Boolean(part));
  return set.length ? set.join(';') : undefined;
}
