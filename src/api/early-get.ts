import { apiBaseUrl } from '@/config/env';

/**
 * What the light client (src/api/light-client.ts) shares with the start of the app: the API's
 * addresses, the time-out, and the public screens' first call started before their chunk has
 * come (a route's data fetched beside its code, as a router's loader does: one round trip fewer
 * before a householder reads a card's verdict). Kept small: the entry carries it.
 */
export const lightDefaults = {
  /** The same 20 s as the app's client; the demo's fault drill shortens it. */
  timeout: 20_000,
};

/** `path` (a path of the API, its slashes collapsed) under the API's base address. */
export function apiAddressOf(path: string, params: Record<string, string> = {}): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const address = new URL(`${base}/${path.replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`);
  for (const [key, value] of Object.entries(params)) address.searchParams.set(key, value);
  return address.href;
}

export interface StartedCall {
  response: Promise<Response>;
  abort: AbortController;
}

const started = new Map<string, StartedCall>();

/** Starts GET `path` now; the light client's first GET of that address takes its answer. */
export function startEarlyGet(path: string): void {
  const address = apiAddressOf(path);
  const abort = new AbortController();
  const response = fetch(address, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal: abort.signal,
  });
  // Read or not, a failure here is the light client's to say.
  response.catch(() => undefined);
  started.set(address, { response, abort });
}

/** The call started early for `address`, once: a second read asks the backend again. */
export function takeEarlyGet(address: string): StartedCall | undefined {
  const call = started.get(address);
  started.delete(address);
  return call;
}
