import { HttpResponse, http } from 'msw';
import { pageOf } from './paging';
import { url } from './responses';
import { type RecordKind, withAuth, withRecord } from './with-auth';

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
