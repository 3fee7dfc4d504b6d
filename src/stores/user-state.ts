/**
 * Everything a signed-in person leaves in this tab (session, cart, caches, loaded screens'
 * data), cleared in one call: at logout, when another tab logs out, and between tests. Each
 * store registers its own reset when it is loaded, so this module pulls none of them in.
 */
export interface ResetOptions {
  /**
   * Leave localStorage alone: another tab signed somebody else in, and what it stored is theirs.
   * Only what this tab holds in memory goes.
   */
  keepStorage?: boolean;
}

const resetters = new Set<(options: ResetOptions) => void>();

export function onUserStateReset(reset: (options: ResetOptions) => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Keys of what a person leaves in localStorage besides the session. */
const USER_KEYS = ['cart'];

/**
 * The Cache Storage of what a member reads without network (their card, the tour's last orders:
 * src/lib/offline-copy.ts). Forgotten here, whether or not this page ever read them.
 */
export const OFFLINE_CACHE = 'amicale-hors-ligne';

export function resetUserState(options: ResetOptions = {}): void {
  for (const reset of resetters) reset(options);
  if (options.keepStorage) return;
  try {
    for (const key of USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // A blocked storage holds nothing to clear.
  }
  if (typeof caches !== 'undefined') {
    // A storage the page may not use holds nothing of this person either.
    caches.delete(OFFLINE_CACHE).catch(() => undefined);
  }
}
