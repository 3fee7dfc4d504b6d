import { OFFLINE_CACHE, onSessionEnd } from '@/platform/user-state';
import { jsonStore } from './cache-storage';

/**
 * The last answer of a call a member needs at the door without network (their card, the tour's
 * orders), kept in the browser's Cache Storage: not in localStorage, whose keys are the session's
 * and the cart's only (docs/rules.md#session-and-what-the-browser-keeps). Where Cache Storage is missing (an old
 * browser, a page not served over HTTPS), the copy lives as long as the page.
 *
 * A copy belongs to the session it was read in, and goes when that session ends: at logout and at
 * an expiry or a 401 alike (docs/rules.md#session-and-what-the-browser-keeps). An answer may
 * arrive after that end (a call still running at logout): each end moves the page to a new
 * `CopyEpoch`, and a call reads the epoch when it starts (`copyEpoch()`) and hands it to
 * `keepCopy`, which keeps nothing for an epoch that has passed.
 */
const store = jsonStore(OFFLINE_CACHE, 'hors-ligne');

export interface OfflineCopy<T> {
  data: T;
  /** When it was read from the backend (ISO date-time). */
  savedAt: string;
}

/** Which session of this page a call started in; a new one begins at each session's end. */
export type CopyEpoch = number;

let epoch: CopyEpoch = 0;

/** The session a call starts in: read it before asking, give it to `keepCopy` with the answer. */
export function copyEpoch(): CopyEpoch {
  return epoch;
}

const inPage = new Map<string, OfflineCopy<unknown>>();

/**
 * Keeps `data` as the copy `name`, dated now, unless the session `since` (the one its call
 * started in; by default the present one) has ended meanwhile. A storage that refuses keeps the
 * page's copy.
 */
export async function keepCopy<T>(name: string, data: T, since: CopyEpoch = epoch): Promise<void> {
  if (since !== epoch) return;
  const copy: OfflineCopy<T> = { data, savedAt: new Date().toISOString() };
  inPage.set(name, copy);
  // The session may end while this is written: its deletion of the cache may come first.
  await store.put(name, copy, () => since === epoch);
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
  const found = inPage.get(name) ?? (await store.read(name));
  return isCopy(found) && check(found.data) ? { data: found.data, savedAt: found.savedAt } : null;
}

/**
 * The page's copies go with the session (logout, an expiry, another tab's logout), and a call
 * started before cannot write one any more; the browser's are deleted by `endSession`
 * (src/platform/user-state.ts).
 */
onSessionEnd(() => {
  epoch += 1;
  inPage.clear();
});
