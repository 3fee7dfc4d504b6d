import type * as z from 'zod/mini';
import { MalformedAnswerError, isRecord } from './answers';
import { logFailure } from '@/platform/log';
import { parseAnswer, withoutNulls } from './parse';
import { listEnvelope } from './schemas/list';

/**
 * Lists read at the boundary (docs/calls.md#reading), record by record. Apart from parse.ts, whose
 * records the public screens read, so that their first load carries none of it.
 */

/** One page of a list: its records, and what the backend said of the whole when it said it. */
export interface ListPage<T> {
  data: T[];
  /** `page.totalElements`, when the answer carries it. */
  total?: number;
  /** `page.size`: the size the backend used, which may be less than the size asked. */
  size?: number;
  /** The records the page held that the app could not read (left out of `data`): how many, named. */
  skipped?: { count: number; ids: string[] };
}

/** What names a record that could not be read, in the failure log: its id, or its place. */
function nameOf(record: unknown, index: number): string {
  const read = isRecord(record) ? withoutNulls(record) : undefined;
  const id = isRecord(read) ? read.id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? `id ${id}` : `n° ${index + 1}`;
}

/**
 * A list: `_embedded.data`, each record read on its own by `item`. A record the app cannot read
 * (a name or an id missing, a field of the wrong kind) is left out and counted in `skipped`, its
 * id in the failure log under `what`: one odd record never costs the list. An answer without
 * `_embedded` is an empty list (Spring leaves it out of an empty page), unless its `page` counts
 * records it does not carry.
 */
export function parseList<S extends z.ZodMiniType>(
  item: S,
  body: unknown,
  what = 'Liste',
): ListPage<z.output<S>> {
  if (!isRecord(body)) throw new MalformedAnswerError('pas une liste JSON');
  const { _embedded, page } = parseAnswer(listEnvelope, body);
  const total = page?.totalElements;
  const size = page?.size;
  if (!_embedded || _embedded.data === undefined) {
    if (total !== undefined && total > 0) {
      throw new MalformedAnswerError(`${total} éléments annoncés, aucun reçu`);
    }
    return { data: [], total, size };
  }
  const data: z.output<S>[] = [];
  const unread: string[] = [];
  // The records as they came: a `null` record is one the app cannot read, not one it never got.
  const records =
    isRecord(body._embedded) && Array.isArray(body._embedded.data) ? body._embedded.data : [];
  records.forEach((record: unknown, index: number) => {
    const read = item.safeParse(withoutNulls(record));
    if (read.success && record !== null) data.push(read.data);
    else unread.push(nameOf(record, index));
  });
  if (!unread.length) return { data, total, size };
  const count = unread.length;
  logFailure(
    count > 1
      ? `${what} : ${count} éléments n'ont pas pu être lus, laissés de côté`
      : `${what} : 1 élément n'a pas pu être lu, laissé de côté`,
    new MalformedAnswerError(unread.join(', ')),
  );
  return { data, total, size, skipped: { count, ids: unread } };
}
