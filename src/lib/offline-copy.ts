import { OFFLINE_CACHE, onUserStateReset } from '@/stores/user-state';

/**
 * The last answer of a call a member needs at the door without network (their card, the tour's
 * orders), kept in the browser's Cache Storage: not in localStorage, whose keys are the session's
 * and the cart's only (docs/calls.md#browser-storage). Cleared at logout with the rest of the
 * person's traces. Where Cache Storage is missing (an old browser, a page not served over HTTPS),
 * the copy lives as long as the page.
 */
const CACHE_NAME = OFFLINE_CACHE;
const addressOf = (name: string) => `/hors-ligne/${encodeURIComponent(name)}`;

export interface OfflineCopy<T> {
  data: T;
  /** When it was read from the backend (ISO date-time). */
  savedAt: string;
}

const inPage = new Map<string, OfflineCopy<unknown>>();

function cacheStorage(): CacheStorage | null {
  try {
    return typeof caches === 'undefined' ? null : caches;
  } catch {
    return null;
  }
}

/** Keeps `data` as the copy `name`, dated now; a storage that refuses keeps the page's copy. */
export async function keepCopy<T>(name: string, data: T, now: Date = new Date()): Promise<void> {
  const copy: OfflineCopy<T> = { data, savedAt: now.toISOString() };
  inPage.set(name, copy);
  try {
    const cache = await cacheStorage()?.open(CACHE_NAME);
    await cache?.put(
      addressOf(name),
      new Response(JSON.stringify(copy), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Full or blocked storage: the page's copy is all there is.
  }
}

function isCopy(value: unknown): value is OfflineCopy<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'savedAt' in value &&
    typeof value.savedAt === 'string' &&
    !Number.isNaN(Date.parse(value.savedAt))
  );
}

/** The copy `name` if one is kept and readable; `check` tells its data is of the expected shape. */
export async function readCopy<T>(
  name: string,
  check: (data: unknown) => data is T,
): Promise<OfflineCopy<T> | null> {
  let found: unknown = inPage.get(name);
  if (!found) {
    try {
      const cache = await cacheStorage()?.open(CACHE_NAME);
      const response = await cache?.match(addressOf(name));
      found = response ? await response.json() : null;
    } catch {
      found = null;
    }
  }
  return isCopy(found) && check(found.data) ? { data: found.data, savedAt: found.savedAt } : null;
}

/**
 * The page's copies go with the person (logout, or another tab's); the browser's are deleted with
 * the rest of the person's storage (src/stores/user-state.ts).
 */
onUserStateReset(() => inPage.clear());
