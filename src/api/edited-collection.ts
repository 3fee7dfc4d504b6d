import type { QueryKey } from '@tanstack/react-query';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * The three writes the administration makes on one of the backend's collections, and their
 * hooks: `POST {path}` (a draft), `PATCH {path}/{id}` (the same draft) and `DELETE {path}/{id}`.
 * A write's answer is the item, checked by `read`; once a write succeeded, `refreshed` is read
 * again (see useRefreshingMutation). The calls themselves are listed where each collection is.
 */
export function editedCollection<T, Draft>(
  path: string,
  refreshed: QueryKey,
  read: (data: unknown) => T,
) {
  const create = async (draft: Draft) => read((await api.post<unknown>(path, draft)).data);
  const update = async ({ id, draft }: { id: number; draft: Draft }) =>
    read((await api.patch<unknown>(`${path}/${id}`, draft)).data);
  const remove = async (id: number) => {
    await api.delete(`${path}/${id}`);
  };
  return {
    useCreate: () => useRefreshingMutation(create, refreshed),
    useUpdate: () => useRefreshingMutation(update, refreshed),
    useDelete: () => useRefreshingMutation(remove, refreshed),
  };
}
