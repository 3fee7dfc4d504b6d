import { HttpResponse, http } from 'msw';
import { save } from './db';
import { pageOf } from './paging';
import { url } from './responses';
import { type AuthContext, type RecordKind, withAuth, withRecord } from './with-auth';

/**
 * The two reads every collection has, for a signed-in caller: `GET {path}` (paged, sorted,
 * searched) and `GET {path}/{id}` (404 when missing). `order` gives the list's default order.
 */
export function readHandlers<T extends { id: unknown }>(
  path: string,
  kind: RecordKind<T>,
  order: (items: readonly T[]) => readonly T[] = (items) => items,
) {
  return [
    http.get(
      url(path),
      withAuth(({ request }) => HttpResponse.json(pageOf(order(kind.list()), request))),
    ),
    http.get(
      url(`${path}/:id`),
      withRecord(kind, ({ record }) => HttpResponse.json(record)),
    ),
  ];
}

/**
 * `DELETE {path}/{id}`: 404 for an unknown record, 403 unless `allow` lets the caller remove this
 * one, else the record leaves the store with what `cascade` removes beside it: 204.
 */
export function deleteHandler<T extends { id: unknown }>(
  path: string,
  kind: RecordKind<T>,
  allow: (auth: AuthContext, record: T) => boolean,
  cascade?: (record: T) => void,
) {
  return http.delete(
    url(`${path}/:id`),
    withRecord(
      kind,
      ({ record }) => {
        // The store's lists are mutable arrays; `RecordKind` only reads them.
        const list = kind.list() as T[];
        list.splice(list.indexOf(record), 1);
        cascade?.(record);
        save();
        return new HttpResponse(null, { status: 204 });
      },
      allow,
    ),
  );
}
