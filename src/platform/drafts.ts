import { jsonStore } from './cache-storage';

/**
 * Work a person typed and has not sent yet, kept on the device until it is sent: a round's count
 * at the station's table, where the phone may be offline (docs/rules.md#closing-a-round). Unlike
 * the offline copies (src/platform/offline-copy.ts), a draft outlives a logout and the session's end:
 * it is the seller's own count and holds no one else's data. It is kept in the browser's Cache
 * Storage, not in localStorage (whose keys are the session's and the cart's only), under a name
 * that carries its owner's id, so that another person signing in on the same phone never reads
 * it. Where Cache Storage is missing, a draft lives as long as the page.
 */
export const DRAFTS_CACHE = 'amicale-brouillons';

const store = jsonStore(DRAFTS_CACHE, 'brouillons');
const inPage = new Map<string, unknown>();

/** Keeps `data` as the draft `name`; a storage that refuses keeps the page's copy. */
export async function keepDraft(name: string, data: unknown): Promise<void> {
  inPage.set(name, data);
  await store.put(name, data);
}

/** The draft `name` if one is kept and `check` accepts its shape; null otherwise. */
export async function readDraft<T>(
  name: string,
  check: (data: unknown) => data is T,
): Promise<T | null> {
  const found = inPage.has(name) ? inPage.get(name) : await store.read(name);
  return check(found) ? found : null;
}

/** Forgets the draft `name`, once sent. */
export async function forgetDraft(name: string): Promise<void> {
  inPage.delete(name);
  await store.remove(name);
}

/** The page's drafts, forgotten between unit tests (a test is a new page). */
export function forgetDraftsInPage(): void {
  inPage.clear();
}
