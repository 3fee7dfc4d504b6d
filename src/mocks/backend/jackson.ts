import { HttpResponse, type RequestHandler, getResponse, http } from 'msw';
import type * as z from 'zod/mini';
import { callOf } from '@/api/schemas/calls';
import { apiBaseUrl } from '@/config/env';
import { backendOptions } from './options';
import { url } from './responses';
import { eachRecordOf, isRecord } from './schema-walk';

/**
 * The embedded backend written as a Spring/Jackson one writes by default (docs/calls.md#reading, "a
 * tolerant reader"), switched by `BackendOptions` (options.ts):
 *
 * - `nulls`: every property the call's answer schema names and the record lacks is written
 *   `null`, in nested records and in each record of a list too;
 * - `idsInBody: false`: Spring Data REST's default: no `id` in records, each carrying its address
 *   in `_links.self.href` instead (nested records too).
 *
 * It reshapes the JSON body of every 2xx answer of a call the contract's table gives an answer
 * schema (src/api/schemas/calls.ts), writes included: a backend that writes nulls writes them in
 * the record a `POST` answers as well. Error bodies (their own shape, not the call's), answers
 * that are not JSON (text, HTML, files, empty bodies) and calls without an answer schema go
 * through as they are, status and headers kept.
 */

const basePath = new URL(apiBaseUrl).pathname.replace(/\/$/, '');

/** `value` with `null` for every property `schema` names that it lacks, all the way down. */
export function withNulls(schema: z.ZodMiniType, value: unknown): unknown {
  return eachRecordOf(schema, value, (shape, record) => {
    const whole: Record<string, unknown> = { ...record };
    for (const [key, field] of Object.entries(shape)) {
      whole[key] = key in record ? withNulls(field, record[key]) : null;
    }
    return whole;
  });
}

/** The collection a call's records live in, where it is not the path's first segment. */
const COLLECTION_OF_CALL: Record<string, string> = {
  '/albums/:id/photos': '/photos',
  '/users/:id/address': '/addresses',
  '/users/:id/address/unsecure': '/addresses',
  '/addresses/unsecure': '/addresses',
};

/** The collection of records nested under a key, where it is not the key (plural) itself. */
const COLLECTION_OF_KEY: Record<string, string> = {
  person: '/users',
  persons: '/users',
  relatedUser: '/users',
  administrators: '/users',
  resource: '/resources',
  commission: '/commissions',
  address: '/addresses',
};

/** Where the records of the call on `callPath` (a table path, `:id` for a segment) live. */
export function collectionOfCall(callPath: string): string {
  return COLLECTION_OF_CALL[callPath] ?? `/${callPath.split('/').filter(Boolean)[0] ?? ''}`;
}

const collectionOfKey = (key: string) =>
  COLLECTION_OF_KEY[key] ?? (key.endsWith('s') ? `/${key}` : `/${key}s`);

const selfOf = (record: Record<string, unknown>): string | undefined => {
  const links = record._links;
  if (!isRecord(links) || !isRecord(links.self)) return undefined;
  return typeof links.self.href === 'string' ? links.self.href : undefined;
};

/**
 * `record` as Spring Data REST writes it by default: without its `id`, its address in
 * `_links.self.href` (the one it had, or `{collection}/{id}`), and the same for every record
 * nested in it (its collection named by its key: `person` → `/users`, `reservations` →
 * `/reservations`). Anything without an id keeps its links as they were.
 */
export function linkedRecord(record: unknown, collection: string): unknown {
  if (Array.isArray(record)) return record.map((item) => linkedRecord(item, collection));
  if (!isRecord(record)) return record;
  const { id, ...rest } = record;
  const nested = Object.fromEntries(
    Object.entries(rest).map(([key, field]) => [
      key,
      key === '_links' ? field : linkedRecord(field, collectionOfKey(key)),
    ]),
  );
  if (id === undefined || id === null) return nested;
  const href = selfOf(record) ?? url(`${collection}/${String(id)}`);
  const links = isRecord(record._links) ? record._links : {};
  return { ...nested, _links: { ...links, self: { href } } };
}

/** The records of a body: each of `_embedded.data` for a list, else the body itself. */
function eachRecord(
  body: Record<string, unknown>,
  list: boolean,
  change: (record: unknown) => unknown,
): Record<string, unknown> {
  if (!list) return change(body) as Record<string, unknown>;
  const embedded = body._embedded;
  if (!isRecord(embedded) || !Array.isArray(embedded.data)) return body;
  return { ...body, _embedded: { ...embedded, data: embedded.data.map(change) } };
}

/** A call's answer `body` without ids in its records, only their `_links.self.href`. */
export function idsByLink(method: string, path: string, body: Record<string, unknown>) {
  const call = callOf(method, path);
  if (!call?.answer) return body;
  const collection = collectionOfCall(call.path);
  return eachRecord(body, Boolean(call.list), (record) => linkedRecord(record, collection));
}

/** A call's answer `body` as the backend's options write it (none: as it is). */
export function asJackson(
  method: string,
  path: string,
  body: Record<string, unknown>,
  options: { nulls: boolean; idsInBody: boolean } = backendOptions(),
): Record<string, unknown> {
  const call = callOf(method, path);
  const answer = call?.answer;
  if (!answer) return body;
  // Nulls first: an id Spring Data REST leaves out is left out, not written `null`.
  const nulled = options.nulls
    ? eachRecord(body, Boolean(call.list), (record) => withNulls(answer, record))
    : body;
  return options.idsInBody ? nulled : idsByLink(method, path, nulled);
}

/**
 * Reshapes the answers of `handlers` as `BackendOptions` say (see above). It goes after the
 * strict bodies (a refused body never reaches a handler) and before `handlers`, which it asks for
 * the real answer: a call is performed once, by it. With both options at their defaults, it
 * lets every call through to `handlers` untouched.
 */
export function jacksonLayer(handlers: readonly RequestHandler[]): RequestHandler {
  return http.all(`${apiBaseUrl}/*`, async ({ request }) => {
    const options = backendOptions();
    if (!options.nulls && options.idsInBody) return undefined;
    const path = new URL(request.url).pathname.slice(basePath.length);
    if (!callOf(request.method, path)?.answer) return undefined;
    const real = await getResponse([...handlers], request.clone());
    if (!real) return undefined;
    if (!real.ok || !real.headers.get('Content-Type')?.includes('json')) return real;
    const body: unknown = await real.clone().json();
    if (!isRecord(body)) return real;
    const headers = new Headers(real.headers);
    headers.delete('Content-Length');
    return HttpResponse.json(asJackson(request.method, path, body, options), {
      status: real.status,
      headers,
    });
  });
}
