/**
 * Everything a signed-in person leaves in this tab (session, cart, caches, loaded screens'
 * data), cleared in one call: at logout, when another tab logs out, and between tests. Each
 * store registers its own reset when it is loaded, so this module pulls none of them in. The end
 * of a session that keeps the screen (an expiry) clears only what `onSessionEnd` names.
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
 * src/platform/offline-copy.ts). Forgotten here, whether or not this page ever read them.
 */
export const OFFLINE_CACHE = 'amicale-hors-ligne';

const enders = new Set<() => void>();

/**
 * Registers what must not outlive the session itself, even when the screen stays for the member
 * to sign in again (an expiry, a 401): the copies kept for offline use. Each is forgotten at
 * logout too.
 */
export function onSessionEnd(forget: () => void): () => void {
  enders.add(forget);
  return () => enders.delete(forget);
}

/**
 * The end of a session, asked for or not: what the device keeps of it goes (docs/rules.md#session-and-what-the-browser-keeps).
 * `keepStorage`: another tab signed somebody else in, and the Cache Storage it shares is theirs.
 */
export function endSession(options: ResetOptions = {}): void {
  for (const forget of enders) forget();
  if (options.keepStorage || typeof caches === 'undefined') return;
  try {
    // A storage the page may not use holds nothing of this person either.
    caches.delete(OFFLINE_CACHE).catch(() => undefined);
  } catch {
    // Cache Storage refused outright (an insecure page): nothing was kept there.
  }
}

export function resetUserState(options: ResetOptions = {}): void {
  for (const reset of resetters) reset(options);
  endSession(options);
  if (options.keepStorage) return;
  try {
    for (const key of USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // A blocked storage holds nothing to clear.
  }
}
