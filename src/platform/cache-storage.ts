/**
 * The browser's Cache Storage, or null where the page may not use it (an old browser, a page not
 * served over HTTPS, a test's page): the offline copies and the drafts then live in memory.
 */
export function cacheStorage(): CacheStorage | null {
  try {
    return typeof caches === 'undefined' ? null : caches;
  } catch {
    return null;
  }
}
