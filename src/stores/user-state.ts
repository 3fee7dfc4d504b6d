/**
 * Everything a signed-in person leaves in this tab (session, cart, caches, loaded screens'
 * data), cleared in one call: at logout, when another tab logs out, and between tests. Each
 * store registers its own reset when it is loaded, so this module pulls none of them in.
 */
const resetters = new Set<() => void>();

export function onUserStateReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Keys of what a person leaves in localStorage besides the session (CONTRACT §4). */
const USER_KEYS = ['cart'];

export function resetUserState(): void {
  for (const reset of resetters) reset();
  try {
    for (const key of USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // A blocked storage holds nothing to clear.
  }
}
