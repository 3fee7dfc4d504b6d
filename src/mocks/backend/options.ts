/**
 * How the embedded backend pages its lists, as a real one may (docs/calls.md#lists): a page holds
 * at most `maxPageSize` records whatever `size` asks, and `page` (the totals) comes only with
 * `pageInfo`. Tests switch them to serve the answers the contract allows (pages of 20 without
 * `page`); `resetDb()` puts them back.
 */
export interface BackendOptions {
  maxPageSize: number;
  pageInfo: boolean;
}

const DEFAULTS: BackendOptions = { maxPageSize: 100, pageInfo: true };

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
