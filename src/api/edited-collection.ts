import type { QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api } from './client';
import { bodyOf, parseAnswer } from './parse';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * The three writes the administration makes on one of the backend's collections, and their
 * hooks: `POST {path}` (a draft built by `body`), `PATCH {path}/{id}` (the same) and
 * `DELETE {path}/{id}`. A write's answer is the item, read by `item`; once a write succeeded,
 * `refreshed` is read again (see useRefreshingMutation). The calls are listed where each
 * collection is.
 */
export function editedCollection<B extends z.ZodMiniType, S extends z.ZodMiniType>(
  path: string,
  refreshed: QueryKey,
  body: B,
  item: S,
) {
  const create = async (draft: z.input<B>): Promise<z.output<S>> =>
    parseAnswer(item, (await api.post<unknown>(path, bodyOf(body, draft))).data);
  const update = async ({ id, draft }: { id: number; draft: z.input<B> }): Promise<z.output<S>> =>
    parseAnswer(item, (await api.patch<unknown>(`${path}/${id}`, bodyOf(body, draft))).data);
  const remove = async (id: number) => {
    await api.delete(`${path}/${id}`);
  };
  return {
    useCreate: () => useRefreshingMutation(create, refreshed),
    useUpdate: () => useRefreshingMutation(update, refreshed),
    useDelete: () => useRefreshingMutation(remove, refreshed),
  };
}
