/**
 * How the embedded backend answers, as a real one may (docs/calls.md#lists, docs/calls.md#the-embedded-backend): a
 * page holds at most `maxPageSize` records whatever `size` asks, and `page` (the totals) comes
 * only with `pageInfo`; with `nulls`, every property a record lacks is written `null` (Jackson's
 * default), and without `idsInBody` records carry their address in `_links.self.href` instead of
 * an `id` (Spring Data REST's default): see jackson.ts. Tests switch them to serve the answers the
 * contract allows; `resetDb()` puts them back before each test.
 */
export interface BackendOptions {
  maxPageSize: number;
  pageInfo: boolean;
  nulls: boolean;
  idsInBody: boolean;
}

const DEFAULTS: BackendOptions = {
  maxPageSize: 100,
  pageInfo: true,
  // Jackson's default, as the demo's: every screen of every test reads a real backend's nulls.
  nulls: true,
  idsInBody: true,
};

let options: BackendOptions = { ...DEFAULTS };

export function backendOptions(): BackendOptions {
  return options;
}

export function setBackendOptions(changes: Partial<BackendOptions>): void {
  options = { ...options, ...changes };
}

export function resetBackendOptions(): void {
  options = { ...DEFAULTS };
}
