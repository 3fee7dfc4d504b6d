import { HttpHandler, type RequestHandler, getResponse, http } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { jacksonLayer } from './jackson';
import { strictBodies } from './strict-bodies';

const API = new URL(apiBaseUrl);

/**
 * The collection a path of the API names: its first segment (`users` of `…/v1/users/12/card`).
 * Read as the browser writes addresses (`https://host:443/…` is `https://host/…`).
 */
function collectionOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== API.origin || !url.pathname.startsWith(`${API.pathname}/`)) return null;
  const first = url.pathname.slice(API.pathname.length + 1).split('/')[0];
  // A parameter or a wildcard there could be any collection.
  return first && !first.startsWith(':') && !first.includes('*') ? first : null;
}

/**
 * `handlers` as one handler that tries, for each request, only those of its collection, in their
 * order (a handler whose path names no collection is tried for every request). MSW tries a
 * handler by reading the request's cookies and matching its path's pattern: trying each of the
 * backend's hundred handlers in turn was the demo's heaviest work in the page, and the unit
 * tests' too. Two handlers of different collections never answer the same request, so the
 * answers are the same.
 */
export function byCollection(handlers: readonly RequestHandler[]): RequestHandler {
  const collections = handlers.map((handler) =>
    handler instanceof HttpHandler && typeof handler.info.path === 'string'
      ? collectionOf(handler.info.path)
      : null,
  );
  const tried = new Map<string | null, RequestHandler[]>();
  const candidates = (collection: string | null): RequestHandler[] => {
    let list = tried.get(collection);
    if (!list) {
      list = handlers.filter(
        (_, index) => collections[index] === null || collections[index] === collection,
      );
      tried.set(collection, list);
    }
    return list;
  };
  return http.all(`${apiBaseUrl}/*`, ({ request }) =>
    getResponse(candidates(collectionOf(request.url)), request),
  );
}

/**
 * The embedded backend in the order a request meets it: the strict bodies (a body its call does
 * not take is refused before anything runs), then the Jackson layer (jackson.ts, which asks
 * `handlers` for the real answer and writes it as `BackendOptions` say), then `handlers` (what
 * the layer lets through), each request meeting those of its collection only. A fault drill
 * (src/mocks/faults/fault-handler.ts) goes before all of them and reads its real answers from
 * this chain, so that a fault or a shape is made from what this backend writes, nulls and links
 * included: a variant of a Jackson backend's answer, as a real one would serve it, and a write
 * under a shape rule still has its body checked.
 */
export function backendChain(handlers: readonly RequestHandler[]): RequestHandler[] {
  const routed = byCollection(handlers);
  return [strictBodies, jacksonLayer([routed]), routed];
}
