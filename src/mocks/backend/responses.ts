import { HttpResponse, type JsonBodyType } from 'msw';
import type * as z from 'zod/mini';
import { apiBaseUrl } from '@/config/env';
import { save } from './db';

/** The absolute address of a backend path (handlers match on the app's API base URL). */
export const url = (path: string) => `${apiBaseUrl}${path}`;

/**
 * A JSON body read by the request schema of its call (src/api/schemas): its output, or the 400 to
 * answer. The strict layer (strict-bodies.ts) has refused stray keys before any handler runs.
 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest('Corps JSON illisible');
  }
  const read = schema.safeParse(body);
  return read.success ? read.data : badRequest('Corps de requête invalide');
}

/**
 * A resolver that reads its request's JSON body first (`readBody`): a body its schema refuses is
 * answered 400 before `resolver` runs, which gets the read body as `body`. Wrapped in an auth
 * check (`withAuth`, `withRecord`, `withToken`), the body is read only once the caller is let in.
 */
export function withBody<S extends z.ZodMiniType, I extends { request: Request }>(
  schema: S,
  resolver: (info: I & { body: z.output<S> }) => Response | Promise<Response>,
): (info: I) => Promise<Response> {
  return async (info) => {
    const body = await readBody(info.request, schema);
    if (body instanceof Response) return body;
    return resolver({ ...info, body });
  };
}

/** Errors as Spring answers them here: a status and `{status, message}`. */
export function problem(status: number, message: string) {
  return HttpResponse.json({ status, message }, { status });
}

export const badRequest = (message = 'Requête invalide') => problem(400, message);
export const unauthorized = (message = 'Authentification requise') => problem(401, message);
export const forbidden = (message = 'Accès interdit') => problem(403, message);
export const notFound = (what = 'Ressource') => problem(404, `${what} introuvable`);
export const conflict = (message: string) => problem(409, message);

/** A 200 with an empty body (calls whose answer the app does not read). */
export const ok = () => new HttpResponse(null, { status: 200 });

/**
 * The record of `list` whose id is `id` (a path parameter: numeric ids compare as numbers), or
 * the 404 `{what} introuvable` to answer. Callers return the answer when it is a Response.
 */
export function findOr404<T extends { id: unknown }>(
  list: readonly T[],
  id: unknown,
  what: string,
): T | Response {
  const found = list.find((candidate) =>
    typeof candidate.id === 'number' ? candidate.id === Number(id) : candidate.id === id,
  );
  return found ?? notFound(what);
}

/**
 * A new record: added to its list of the store, saved, and answered `201 Created` with what the
 * backend shows of it (`shown`: the record itself unless said).
 */
export function created<T extends JsonBodyType>(
  list: T[],
  record: T,
  shown: (record: T) => JsonBodyType = (same) => same,
) {
  list.push(record);
  save();
  return HttpResponse.json(shown(record), { status: 201 });
}
