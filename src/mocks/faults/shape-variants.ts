import type * as z from 'zod/mini';
import { callOf } from '@/api/schemas/calls';
import type { Shape } from './fault-rules';

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
 * - `empty`: a list with nothing in it, as Spring writes it: no `_embedded`, no `page`.
 */

/** The page size of a backend that pages short (`no-page`). */
export const SHORT_PAGE = 5;

const UNKNOWN_FIELD = 'champInconnu';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const mayBeLeftOut = (schema: z.ZodMiniType) => {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
      const fitting = def.options?.find((option) => option.safeParse(value).success);
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
        if (schema.safeParse(without).success) record = without;
      }
      return { ...record, [UNKNOWN_FIELD]: 'une donnée que le contrat ne décrit pas' };
    }
    default:
      return value;
  }
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
  shape: Shape,
  method: string,
  path: string,
  body: Record<string, unknown>,
): unknown {
  const call = callOf(method, path);
  switch (shape) {
    case 'minimal': {
      if (!call?.answer) return body;
      if (!call.list) return minimalOf(call.answer, body);
      const embedded = body._embedded as { data?: unknown } | undefined;
      const data = Array.isArray(embedded?.data) ? embedded.data : [];
      return {
        ...body,
        _embedded: { data: data.map((item) => minimalOf(call.answer as z.ZodMiniType, item)) },
      };
    }
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

/** The request a backend paging short would answer: `size` at most `SHORT_PAGE`. */
export function shortPaged(request: Request): Request {
  const address = new URL(request.url);
  const asked = Number(address.searchParams.get('size') ?? 20);
  address.searchParams.set('size', String(Math.min(SHORT_PAGE, asked || SHORT_PAGE)));
  return new Request(address, request);
}
