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

/**
 * The device's one store of what a page keeps beyond itself: JSON records by name, in one cache
 * of Cache Storage, under `/{folder}/{name}` addresses. Its two uses are the offline copies
 * (src/platform/offline-copy.ts) and the drafts (src/platform/drafts.ts), each in a cache of its
 * own, which a session's end deletes or keeps. A storage that is missing, full or refuses keeps
 * nothing and says nothing: each use keeps the page's copy as well.
 */
export function jsonStore(cacheName: string, folder: string) {
  const addressOf = (name: string) => `/${folder}/${encodeURIComponent(name)}`;
  const open = async () => (await cacheStorage()?.open(cacheName)) ?? null;
  return {
    /**
     * Keeps `data` as `name`, while `wanted()` holds: asked once the cache is open and again once
     * written (what it no longer wants is deleted).
     */
    async put(name: string, data: unknown, wanted: () => boolean = () => true): Promise<void> {
      try {
        const cache = await open();
        if (!cache || !wanted()) return;
        const headers = { 'Content-Type': 'application/json' };
        await cache.put(addressOf(name), new Response(JSON.stringify(data), { headers }));
        if (!wanted()) await cache.delete(addressOf(name));
      } catch {
        // Full or blocked storage: the page's copy is all there is.
      }
    },
    /** What is kept as `name`, or null (nothing, garbage, a blocked storage). */
    async read(name: string): Promise<unknown> {
      try {
        const response = await (await open())?.match(addressOf(name));
        return response ? await response.json() : null;
      } catch {
        return null;
      }
    },
    async remove(name: string): Promise<void> {
      try {
        await (await open())?.delete(addressOf(name));
      } catch {
        // Nothing could be kept there either.
      }
    },
  };
}
