import type * as z from 'zod/mini';
import { MalformedAnswerError, isRecord } from './answers';
import { listEnvelope } from './schemas/list';

/**
 * The boundary between the backend and the app (docs/calls.md#shapes): every answer is parsed by
 * the schema of its shape before a screen sees it, and every write's body is built by the schema
 * of its call. An answer that does not fit is a `MalformedAnswerError`, which screens treat like
 * any failed call.
 */

type Issue = { path: readonly PropertyKey[]; message: string };

function describe(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string {
  const first = issues[0];
  const path = [...prefix, ...(first?.path ?? [])].map(String).join('.');
  return path ? `${path} absent ou illisible` : "pas la forme d'une réponse de l'API";
}

/** `body` read by `schema`: its output (unknown fields left out), or a `MalformedAnswerError`. */
export function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  at: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new MalformedAnswerError(describe(result.error.issues, at));
  return result.data;
}

/** One page of a list: its records, and what the backend said of the whole when it said it. */
export interface ListPage<T> {
  data: T[];
  /** `page.totalElements`, when the answer carries it. */
  total?: number;
  /** `page.size`: the size the backend used, which may be less than the size asked. */
  size?: number;
}

/**
 * A list: `_embedded.data`, each record read by `item`. An answer without `_embedded` is an empty
 * list (Spring leaves it out of an empty page), unless its `page` counts records it does not carry.
 */
export function parseList<S extends z.ZodMiniType>(item: S, body: unknown): ListPage<z.output<S>> {
  if (!isRecord(body)) throw new MalformedAnswerError('pas une liste JSON');
  const { _embedded, page } = parseAnswer(listEnvelope, body);
  const total = page?.totalElements;
  if (!_embedded) {
    if (total !== undefined && total > 0) {
      throw new MalformedAnswerError(`${total} éléments annoncés, aucun reçu`);
    }
    return { data: [], total, size: page?.size };
  }
  const data = _embedded.data.map((record, index) =>
    parseAnswer(item, record, ['_embedded', 'data', index]),
  );
  return { data, total, size: page?.size };
}

/**
 * A write's body built by the schema of its call: only the fields the call takes are sent,
 * whatever else `value` holds (a record read, a form's other values).
 */
export function bodyOf<S extends z.ZodMiniType>(schema: S, value: z.input<S>): z.output<S> {
  return schema.parse(value);
}
