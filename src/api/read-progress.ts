import { type QueryKey, hashKey } from '@tanstack/react-query';
import type { ReadOptions, ReadProgress } from './list';

/**
 * A query's read of every page while it runs: when it began, and how far it is once a first page
 * is in and another is to be asked (docs/rules.md#long-reads). The screen that shows the query
 * reads it by the query's key (`useReadProgress`); the entry goes when the read ends, whatever
 * its outcome, so nothing of it outlives the read.
 */
export interface ReadUnderway {
  /** `Date.now()` when the read began. */
  since: number;
  progress?: ReadProgress;
}

const underway = new Map<string, ReadUnderway>();
/** Which read owns each key: a later read of the same key takes it over. */
const owners = new Map<string, object>();
const listeners = new Set<() => void>();

const tell = () => {
  for (const listener of listeners) listener();
};

/** The read of `queryKey` under way, or undefined when none runs. */
export function readUnderway(queryKey: QueryKey): ReadUnderway | undefined {
  return underway.get(hashKey(queryKey));
}

/** Calls `listener` on every change of any read under way; answers the unsubscription. */
export function onReadProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A query function's read of every page, its progress kept under `queryKey` while it runs and
 * `signal` (TanStack Query's, aborted when nobody waits for the query any more) passed down to
 * every request: `queryFn: ({ queryKey, signal }) => readKept(queryKey, signal, (options) =>
 * fetchCalendarOrders(year, options))`.
 */
export async function readKept<T>(
  queryKey: QueryKey,
  signal: AbortSignal,
  read: (options: ReadOptions) => Promise<T>,
): Promise<T> {
  const key = hashKey(queryKey);
  const owner = {};
  const since = Date.now();
  owners.set(key, owner);
  underway.set(key, { since });
  tell();
  const onProgress = (progress: ReadProgress) => {
    // A later read of the same key owns the entry: an earlier one, still ending, tells nothing.
    if (owners.get(key) !== owner) return;
    underway.set(key, { since, progress });
    tell();
  };
  try {
    return await read({ onProgress, signal });
  } finally {
    if (owners.get(key) === owner) {
      owners.delete(key);
      underway.delete(key);
      tell();
    }
  }
}
