import type { QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from './client';
import { bodyOf, type Created, createdRecord, writtenRecord } from './parse';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * The three writes the administration makes on one of the backend's collections, and their
 * hooks: `POST {path}` (a draft built by `body`), `PATCH {path}/{id}` (the same) and
 * `DELETE {path}/{id}`. Every 2xx is a write done: its answer is read for the item (`item`) when
 * it carries one, and the new item's id is taken from it or from `Location`; once a write
 * succeeded, `refreshed` is read again (see useRefreshingMutation), which shows the item however
 * the backend answered. The calls are listed where each collection is.
 */
export function editedCollection<B extends z.ZodMiniType, S extends z.ZodMiniType>(
  path: string,
  refreshed: QueryKey,
  body: B,
  item: S,
) {
  const create = async (draft: z.input<B>): Promise<Created<z.output<S>>> =>
    createdRecord(item, await api.post<unknown>(path, bodyOf(body, draft)));
  const update = async ({
    id,
    draft,
  }: {
    id: number;
    draft: z.input<B>;
  }): Promise<z.output<S> | null> =>
    writtenRecord(item, (await api.patch<unknown>(`${path}/${id}`, bodyOf(body, draft))).data);
  const remove = async (id: number) => {
    await api.delete(`${path}/${id}`);
  };
  return {
    useCreate: () => useRefreshingMutation(create, refreshed),
    useUpdate: () => useRefreshingMutation(update, refreshed),
    useDelete: () => useRefreshingMutation(remove, refreshed),
  };
}
