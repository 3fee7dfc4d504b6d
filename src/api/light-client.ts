import { HttpError, MalformedAnswerError } from './answers';
import { apiAddressOf, lightDefaults, takeEarlyGet } from './early-get';

/*
 * The public links' first call through `fetch`, without axios: an e-mail link opens on a phone,
 * and its first load carries no HTTP library (docs/calls.md#conventions). The same rules as
 * the app's client (src/api/client.ts): a path of the API only, never another origin; a
 * time-out; an HTML page is never an answer; a failure carries its status and body.
 */

export { lightDefaults };

/** `method` on `path` with `params` in its query and no body: the answer's JSON, or a failure. */
async function callForJson(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
): Promise<unknown> {
  const address = apiAddressOf(path, params);
  const early = method === 'GET' ? takeEarlyGet(address) : undefined;
  const abort = early?.abort ?? new AbortController();
  const timer = setTimeout(() => abort.abort(), lightDefaults.timeout);
  let response: Response;
  let text: string;
  try {
    response = await (early?.response ??
      fetch(address, { method, headers: { Accept: 'application/json' }, signal: abort.signal }));
    text = await response.text();
  } catch {
    throw new HttpError(undefined, undefined, abort.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const html = /^\s*text\/html/i.test(response.headers.get('content-type') ?? '');
  let body: unknown = null;
  if (text.trim() && !html) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new MalformedAnswerError('pas du JSON');
    }
  }
  if (!response.ok) throw new HttpError(response.status, body);
  if (html) throw new MalformedAnswerError("page HTML reçue à la place d'une réponse de l'API");
  return body;
}

/** POST `path` with `params` in its query and no body: the answer's JSON, or a failure. */
export const postForJson = (path: string, params: Record<string, string>) =>
  callForJson('POST', path, params);

/** GET `path` (no session: a public call): the answer's JSON, or a failure. */
export const getJson = (path: string, params: Record<string, string> = {}) =>
  callForJson('GET', path, params);
