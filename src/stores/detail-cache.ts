import { logFailure } from '@/lib/log';

/**
 * The cache rule (docs/rules.md#numbers) for lists whose items come light first: an item is replaced by
 * its full version only when `isComplete` says it lacks it; a fetch of an id is skipped while
 * pending or cached; a failed fetch stores a bare `{id}` record.
 */
export interface DetailCache<T extends { id: number }> {
  byId: Record<number, T>;
  pending: Record<number, true>;
}

export function emptyCache<T extends { id: number }>(): DetailCache<T> {
  return { byId: {}, pending: {} };
}

export function needsFetch<T extends { id: number }>(
  cache: DetailCache<T>,
  id: number,
  isComplete: (item: T) => boolean,
): boolean {
  if (cache.pending[id]) return false;
  const cached = cache.byId[id];
  return !cached || !isComplete(cached);
}

export async function loadDetail<T extends { id: number }>(
  id: number,
  isComplete: (item: T) => boolean,
  fetchItem: (id: number) => Promise<T>,
  get: () => DetailCache<T>,
  set: (cache: DetailCache<T>) => void,
): Promise<T> {
  const cache = get();
  if (!needsFetch(cache, id, isComplete)) return cache.byId[id] ?? ({ id } as T);
  set({ ...cache, pending: { ...cache.pending, [id]: true } });
  let item: T;
  try {
    item = await fetchItem(id);
  } catch (error) {
    logFailure(`Chargement de l'élément ${id} impossible`, error);
    item = { id } as T;
  }
  const after = get();
  const { [id]: _done, ...pending } = after.pending;
  set({ byId: { ...after.byId, [id]: item }, pending });
  return item;
}
