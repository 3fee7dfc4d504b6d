import type * as z from 'zod/mini';
import { MalformedAnswerError, isRecord } from './answers';
import { idOfLink } from './schemas/common';

/**
 * The boundary between the backend and the app (docs/calls.md#reading): every answer is parsed by
 * the schema of its shape before a screen sees it, and every write's body is built by the schema
 * of its call. The reader is tolerant, once, here: `null` is absent, an id missing from a body is
 * read from `_links.self.href`, and a list keeps each record it can read. An answer that does not
 * fit is a `MalformedAnswerError`, which screens treat like any failed call.
 */

type Issue = { path: readonly PropertyKey[]; message: string };

function describe(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string {
  const first = issues[0];
  const path = [...prefix, ...(first?.path ?? [])].map(String).join('.');
  return path ? `${path} absent ou illisible` : "pas la forme d'une réponse de l'API";
}

/** The id a HAL record names itself by (`_links.self.href` ending in `/12`), or undefined. */
function selfId(record: Record<string, unknown>): number | undefined {
  const links = record._links;
  if (!isRecord(links) || !isRecord(links.self)) return undefined;
  const href = links.self.href;
  return typeof href === 'string' ? idOfLink(href) : undefined;
}

/**
 * An answer as the schemas read it, as a Spring/Jackson backend may write it: every `null` left
 * out (null and absent mean the same; a list's `null` items too), and a record without an `id`
 * given the one its `_links.self.href` ends with (Spring Data REST leaves ids out of bodies).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls);
  if (!isRecord(value)) return value;
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null) record[key] = withoutNulls(field);
  }
  if (record.id === undefined) {
    const id = selfId(record);
    if (id !== undefined) record.id = id;
  }
  return record;
}

/** `body` read by `schema`: its output (unknown fields left out), or a `MalformedAnswerError`. */
export function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  at: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(withoutNulls(body));
  if (!result.success) throw new MalformedAnswerError(describe(result.error.issues, at));
  return result.data;
}

/**
 * A write's answer, read only for the record it may carry: every 2xx is a write done
 * (docs/calls.md#writing), whether it answers the record, text, `{}`, nothing, or only a
 * `Location`. The record when the body is one `item` reads, else null: the screen then reads
 * again what it shows.
 */
export function writtenRecord<S extends z.ZodMiniType>(item: S, body: unknown): z.output<S> | null {
  const read = item.safeParse(withoutNulls(body));
  return read.success ? read.data : null;
}

/** What a create answered: the record when it came, and the new record's id when it is known. */
export interface Created<T> {
  record: T | null;
  /** The record's id, else the last segment of the answer's `Location` (a `201` without body). */
  id: number | undefined;
}

/** A create's answer (`writtenRecord`), with the new record's id from it or from `Location`. */
export function createdRecord<S extends z.ZodMiniType>(
  item: S,
  response: { data: unknown; headers: { get?: unknown } & Record<string, unknown> },
): Created<z.output<S>> {
  const record = writtenRecord(item, response.data);
  const own = isRecord(record) && typeof record.id === 'number' ? record.id : undefined;
  const location = response.headers.location;
  return { record, id: own ?? (typeof location === 'string' ? idOfLink(location) : undefined) };
}

/**
 * A write's body built by the schema of its call: only the fields the call takes are sent,
 * whatever else `value` holds (a record read, a form's other values).
 */
export function bodyOf<S extends z.ZodMiniType>(schema: S, value: z.input<S>): z.output<S> {
  return schema.parse(value);
}
