import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { callOf } from '@/api/schemas/calls';
import { collectionOfCall, idsByLink } from '@/mocks/backend/jackson';
import { url } from '@/mocks/backend/responses';
import { defOf, eachRecordOf, isRecord, mayBeLeftOut, resolved } from '@/mocks/backend/schema-walk';
import type { BodyShape, WriteAnswer } from './fault-rules';

/**
 * The shape matrix's answers (docs/architecture.md#tests): each is an answer the contract allows
 * that the embedded backend does not give by itself, made from its real answer by the schema of
 * the call (src/api/schemas/calls.ts). The screens must read every one of them as they read the
 * real one. Demo and test code, never in a production build.
 *
 * - `minimal`: every field the schema lets the backend leave out is left out, and each record
 *   carries a field the contract does not know (`champInconnu`);
 * - `no-page`: lists without `page`, at most `SHORT_PAGE` records a page whatever `size` asks;
 * - `words`: `roles`, `subscriptions` and `authorizedSubscribers` as comma-separated strings;
 * - `empty`: a list with nothing in it, as Spring writes it: no `_embedded`, no `page`;
 * - `nulls`: every field the schema lets the backend leave out written `null` (Jackson's way of
 *   saying "no value"), lists included, in every record;
 * - `ids-by-link`: no `id` in the records, only `_links.self.href` (Spring Data REST's default,
 *   as the embedded backend writes it without `idsInBody`);
 * - `one-odd-record`: the real list with one record the app cannot read among the good ones (a
 *   copy of the first with a required field removed, or of the wrong kind), id `ODD_ID`;
 * - the write answers (`WRITE_ANSWERS`): the write done, then answered `200` with text, with
 *   `{}` or with no body, `201` with only `Location`, or `204`.
 */

/** The page size of a backend that pages short (`no-page`). */
export const SHORT_PAGE = 5;

/** The id of the record `one-odd-record` adds: the one the app leaves out, and logs. */
export const ODD_ID = 987654;

const UNKNOWN_FIELD = 'champInconnu';

/** `value` as the app's boundary reads it: `null` is absent (docs/calls.md#reading). */
function absentNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absentNulls);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, absentNulls(field)]),
  );
}

/** Whether `schema` reads `value`, its nulls read as absent. */
const reads = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(absentNulls(value)).success;

/**
 * `value` with every field `schema` lets the backend leave out left out (one at a time, kept when
 * leaving it out would break the record: a resource named neither embedded nor by link), and a
 * field the contract does not know added to each record.
 */
export function minimalOf(schema: z.ZodMiniType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      return def.innerType ? minimalOf(def.innerType, value) : value;
    case 'pipe':
      return def.in ? minimalOf(def.in, value) : value;
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((item) => minimalOf(def.element as z.ZodMiniType, item))
        : value;
    case 'union': {
      const fitting = def.options?.find((option) => reads(option, value));
      return fitting ? minimalOf(fitting, value) : value;
    }
    case 'object': {
      if (!isRecord(value) || !def.shape) return value;
      let record: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        if (key in value) record[key] = minimalOf(field, value[key]);
      }
      for (const [key, field] of Object.entries(def.shape)) {
        if (!mayBeLeftOut(field) || !(key in record)) continue;
        const { [key]: _left, ...without } = record;
        if (reads(schema, without)) record = without;
      }
      return { ...record, [UNKNOWN_FIELD]: 'une donnée que le contrat ne décrit pas' };
    }
    default:
      return value;
  }
}

/**
 * `value` with every field `schema` lets the backend leave out written `null` (one at a time,
 * kept when leaving it out would break the record, as `minimalOf` does), in every record nested
 * in it too.
 */
export function nulledOf(schema: z.ZodMiniType, value: unknown): unknown {
  return eachRecordOf(schema, value, (shape, record, read) => {
    let kept: Record<string, unknown> = { ...record };
    const nulled: string[] = [];
    for (const [key, field] of Object.entries(shape)) {
      if (!mayBeLeftOut(field)) continue;
      const { [key]: _left, ...without } = kept;
      if (!reads(read, without)) continue;
      kept = without;
      nulled.push(key);
    }
    return {
      ...Object.fromEntries(
        Object.entries(kept).map(([key, field]) => [
          key,
          key in shape ? nulledOf(shape[key], field) : field,
        ]),
      ),
      ...Object.fromEntries(nulled.map((key) => [key, null])),
    };
  });
}

/** Values of the wrong kind for a field: an object where a text is, a text where an object is. */
const WRONG_KINDS: readonly unknown[] = [{ inattendu: true }, 'inattendu', 42];

/**
 * A copy of `record` the app cannot read by `schema`, as `ODD_ID`: without the first required
 * field whose absence breaks it (a part such as a donor or an amount, else a text such as its
 * name), else with a field of the wrong kind.
 */
export function oddRecordOf(schema: z.ZodMiniType, record: Record<string, unknown>): unknown {
  const read = resolved(schema, record);
  const shape = defOf(read).shape ?? {};
  const copy: Record<string, unknown> = { ...record };
  if ('id' in copy) copy.id = ODD_ID;
  const self = isRecord(copy._links) && isRecord(copy._links.self) ? copy._links.self : undefined;
  if (typeof self?.href === 'string') {
    copy._links = {
      ...(copy._links as Record<string, unknown>),
      self: { href: self.href.replace(/\/[^/]+$/, `/${ODD_ID}`) },
    };
  }
  // A record's parts (an object, a number) before its texts: a screen reading the call narrower
  // (the tour reads a calendar order's donor and amount, not its identifier) still needs them.
  const fields = Object.keys(shape)
    .filter((key) => key !== 'id' && key !== '_links')
    .sort((a, b) => Number(typeof copy[a] === 'string') - Number(typeof copy[b] === 'string'));
  for (const key of fields) {
    if (!(key in copy) || copy[key] === null || mayBeLeftOut(shape[key])) continue;
    const { [key]: _left, ...without } = copy;
    if (!reads(schema, without)) return without;
  }
  for (const key of [...fields, 'id']) {
    for (const wrong of WRONG_KINDS) {
      const changed = { ...copy, [key]: wrong };
      if (!reads(schema, changed)) return changed;
    }
  }
  return copy;
}

/**
 * The list `body` with an odd record (`oddRecordOf` its first) after its first record: every
 * good record kept, `page.totalElements` counting the odd one as a backend would.
 */
function withOddRecord(schema: z.ZodMiniType, body: Record<string, unknown>): unknown {
  const embedded = isRecord(body._embedded) ? body._embedded : undefined;
  const data = Array.isArray(embedded?.data) ? embedded.data : [];
  const first: unknown = data[0];
  if (!isRecord(first)) return body;
  const odd = oddRecordOf(schema, first);
  const page = isRecord(body.page) ? body.page : undefined;
  return {
    ...body,
    _embedded: { ...embedded, data: [first, odd, ...data.slice(1)] },
    ...(page && typeof page.totalElements === 'number'
      ? { page: { ...page, totalElements: page.totalElements + 1 } }
      : {}),
  };
}

const WORD_LISTS = ['roles', 'subscriptions', 'authorizedSubscribers'];

/** Lists of words, wherever they are, as comma-separated strings. */
function asWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWords);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      WORD_LISTS.includes(key) && Array.isArray(field) ? field.join(',') : asWords(field),
    ]),
  );
}

/**
 * The real answer `body` to `method path` reshaped as `shape` says. `no-page`'s short pages are
 * made by the request (see `shortPaged`); here only `page` goes.
 */
export function reshape(
  shape: BodyShape,
  method: string,
  path: string,
  body: Record<string, unknown>,
): unknown {
  const call = callOf(method, path);
  const answer = call?.answer;
  /** `body`'s records (each of a list's, or the record) changed by `change`. */
  const eachRecord = (change: (schema: z.ZodMiniType, record: unknown) => unknown): unknown => {
    if (!answer) return body;
    if (!call.list) return change(answer, body);
    const embedded = body._embedded as { data?: unknown } | undefined;
    const data = Array.isArray(embedded?.data) ? embedded.data : [];
    return { ...body, _embedded: { data: data.map((item) => change(answer, item)) } };
  };
  switch (shape) {
    case 'minimal':
      return eachRecord(minimalOf);
    case 'nulls':
      return eachRecord(nulledOf);
    case 'ids-by-link':
      return idsByLink(method, path, body);
    case 'one-odd-record':
      return answer && call.list ? withOddRecord(answer, body) : body;
    case 'no-page': {
      const { page: _page, ...rest } = body;
      return rest;
    }
    case 'words':
      return asWords(body);
    case 'empty':
      return {};
  }
}

/**
 * Whether a write's answer may be every 2xx (`WRITE_ANSWERS`): unless the screen needs what it
 * answers, which is when the call's answer is no record (no `id`) and `{}` does not read as it
 * (the sign-in's token, the validation's token, Stripe's session).
 */
export function writeAnswersApply(method: string, path: string): boolean {
  const answer = callOf(method, path)?.answer;
  if (!answer) return true;
  const shape = defOf(resolved(answer, {})).shape ?? {};
  return 'id' in shape || reads(answer, {});
}

/** The address of what a write made or changed: its record's, from `real`, else the request's. */
async function addressOf(method: string, path: string, real: Response, request: Request) {
  const fallback = request.url.split('?')[0];
  const call = callOf(method, path);
  if (!call || !real.headers.get('Content-Type')?.includes('json')) return fallback;
  const body: unknown = await real
    .clone()
    .json()
    .catch(() => null);
  if (!isRecord(body)) return fallback;
  const links = isRecord(body._links) && isRecord(body._links.self) ? body._links.self : undefined;
  if (typeof links?.href === 'string') return links.href;
  const id = body.id;
  return typeof id === 'number' || typeof id === 'string'
    ? url(`${collectionOfCall(call.path)}/${String(id)}`)
    : fallback;
}

/**
 * A write's answer `real` (the write done) replaced by another 2xx the contract allows. A write
 * the backend refused keeps its refusal.
 */
export async function writeAnswer(
  shape: WriteAnswer,
  request: Request,
  path: string,
  real: Response,
): Promise<Response> {
  if (!real.ok) return real;
  switch (shape) {
    case '200-text':
      return new HttpResponse('OK', {
        status: 200,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    case '200-empty-object':
      return HttpResponse.json({}, { status: 200 });
    case '200-no-body':
      return new HttpResponse(null, { status: 200 });
    case '201-location':
      return new HttpResponse(null, {
        status: 201,
        headers: { Location: await addressOf(request.method, path, real, request) },
      });
    case '204':
      return new HttpResponse(null, { status: 204 });
    case '200-html':
      return new HttpResponse('<p>Texte enregistré.</p>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
  }
}

/** The request a backend paging short would answer: `size` at most `SHORT_PAGE`. */
export function shortPaged(request: Request): Request {
  const address = new URL(request.url);
  const asked = Number(address.searchParams.get('size') ?? 20);
  address.searchParams.set('size', String(Math.min(SHORT_PAGE, asked || SHORT_PAGE)));
  return new Request(address, request);
}
