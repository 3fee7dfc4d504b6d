import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiBaseUrl } from '@/config/env';
import { getAuthToken, notifyUnauthorized } from './auth-token';

/**
 * Two axios instances on the API base URL:
 * `api` for JSON calls (the bearer is added once a session is set) and `binaryApi`
 * for authenticated downloads (images, documents).
 */
const TIMEOUT_MS = 20000;

/**
 * An upload's time-out: a phone on a slow line may take minutes for a 10 Mo photo, yet a call
 * that never ends would leave its button spinning for good. Every call has a time-out.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const apiOrigin = new URL(apiBaseUrl).origin;
const apiPathPrefix = new URL(apiBaseUrl).pathname.replace(/\/$/, '');

/** The bearer goes to the API's origin only, never to an address a server wrote elsewhere. */
function isApiAddress(instance: AxiosInstance, config: InternalAxiosRequestConfig): boolean {
  try {
    return new URL(instance.getUri(config), apiBaseUrl).origin === apiOrigin;
  } catch {
    return false;
  }
}

/** A call authorised by a one-use `?token=` (validation, renewal, dues), not by the session. */
function isTokenCall(config: InternalAxiosRequestConfig): boolean {
  const params = config.params as Record<string, unknown> | undefined;
  return Boolean(params && 'token' in params) || /[?&]token=/.test(config.url ?? '');
}

function create(responseType: 'json' | 'arraybuffer'): AxiosInstance {
  // A path only, always under the base URL: an absolute or `//host` address a server wrote is
  // read as a path of the API, so no token and no bearer ever leaves its origin.
  const instance = axios.create({
    baseURL: apiBaseUrl,
    timeout: TIMEOUT_MS,
    responseType,
    allowAbsoluteUrls: false,
  });
  instance.interceptors.request.use((config) => {
    const bearer = getAuthToken();
    if (bearer && !config.headers.has('Authorization') && isApiAddress(instance, config)) {
      config.headers.set('Authorization', `Bearer ${bearer}`);
      sentSessionBearer.add(config);
    }
    return config;
  });
  instance.interceptors.response.use(refuseHtml, (error: unknown) => {
    // A 401 ends the session only on a call that sent the session's bearer.
    if (
      error instanceof AxiosError &&
      error.response?.status === 401 &&
      error.config &&
      sentSessionBearer.has(error.config) &&
      !isTokenCall(error.config)
    ) {
      notifyUnauthorized();
    }
    return Promise.reject(error);
  });
  return instance;
}

const sentSessionBearer = new WeakSet<InternalAxiosRequestConfig>();

/**
 * An HTML page is never an answer of the API (a proxy's error page, a captive portal, the app's
 * own index.html behind a misrouted address): the call failed, even with a 200. Only a call that
 * asks for text (the data-protection notice) reads HTML.
 */
function refuseHtml(response: AxiosResponse): AxiosResponse {
  const type = String(response.headers['content-type'] ?? '');
  if (response.config.responseType !== 'text' && /^\s*text\/html/i.test(type)) {
    throw new AxiosError(
      "Page HTML reçue à la place d'une réponse de l'API",
      AxiosError.ERR_BAD_RESPONSE,
      response.config,
      response.request,
    );
  }
  return response;
}

/**
 * A link the backend returned (`_links.*.href`) as a path under the API base URL: only its
 * path is kept, repeated slashes collapsed, so a server-written address can never receive a
 * token (docs/rules.md#safety).
 */
export function apiPathOf(href: string): string {
  let path: string;
  try {
    // A templated link (`…/users/1{?projection}`) loses its template first.
    path = new URL(href.replace(/\{[^}]*\}/g, ''), apiBaseUrl).pathname;
  } catch {
    path = '';
  }
  // `/amicale/v1//evil.example/x` would become `//evil.example/x`, an address of another host.
  path = path.replace(/\/{2,}/g, '/');
  if (path.startsWith(`${apiPathPrefix}/`)) path = path.slice(apiPathPrefix.length);
  return path.startsWith('/') ? path : `/${path}`;
}

export const api = create('json');
export const binaryApi = create('arraybuffer');

/** GET a file through the binary client: its bytes as a Blob of the type the server gave. */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await binaryApi.get<ArrayBuffer>(path);
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  return new Blob([response.data], { type });
}

/**
 * An answer the app cannot use: not the JSON it reads, or a record without a field the screen
 * needs. Screens treat it like every other failed call (their message, error state, or log).
 */
export class MalformedAnswerError extends Error {
  constructor(detail: string) {
    super(`Réponse inutilisable : ${detail}`);
    this.name = 'MalformedAnswerError';
  }
}

/** A JSON object (not a list, not a string). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** A field of a record, dotted paths included (`person.address`). */
function fieldOf(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/**
 * `body` as a record that carries each of `required` (dotted paths allowed: `person.address`);
 * otherwise a `MalformedAnswerError`. `required` is what the screen cannot do without.
 */
export function readRecord<T>(body: unknown, required: readonly string[] = []): T {
  if (!isRecord(body)) throw new MalformedAnswerError('pas un objet JSON');
  const missing = required.filter((path) => {
    const value = fieldOf(body, path);
    return value === undefined || value === null;
  });
  if (missing.length) throw new MalformedAnswerError(`sans ${missing.join(', ')}`);
  return body as T;
}

/** Each of `records` through `readRecord`. */
export function readRecords<T>(records: readonly unknown[], required: readonly string[]): T[] {
  return records.map((record) => readRecord<T>(record, required));
}

/**
 * Lists come in `_embedded.data`. An answer without `_embedded` reads as an empty list,
 * as Spring leaves it out of an empty page, unless its `page` counts records that are not there.
 * Each record must carry `required` (see `readRecord`). Anything else is a `MalformedAnswerError`.
 */
export function readEmbedded<T>(body: unknown, required: readonly string[] = []): T[] {
  if (!isRecord(body)) throw new MalformedAnswerError('pas une liste JSON');
  const data = fieldOf(body, '_embedded.data');
  if (data === undefined) {
    const total = fieldOf(body, 'page.totalElements');
    if (typeof total === 'number' && total > 0) {
      throw new MalformedAnswerError(`${total} éléments annoncés, aucun reçu`);
    }
    return [];
  }
  if (!Array.isArray(data)) throw new MalformedAnswerError("_embedded.data n'est pas une liste");
  return readRecords<T>(data, required);
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/**
 * Why the backend refused a request (a 4xx whose body says it), or nothing: never the HTTP
 * client's own English (`Request failed with status code 500`), never a server failure's text.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const status = error.response?.status ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const data = error.response?.data as { message?: unknown; detail?: unknown } | undefined;
  const fromBody = data?.detail ?? data?.message;
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim() : undefined;
}

/**
 * A short French reason of a failed call, for messages such as 'Error {detail}': the backend's
 * own reason for a refusal (a 4xx whose body says it), otherwise what happened, in French. Never
 * the HTTP client's English (`Network Error`, `timeout of 20000ms exceeded`), never the text of
 * a server failure (5xx), whose body may hold anything.
 */
export function detailOf(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  if (error instanceof MalformedAnswerError) return 'la réponse du serveur est inutilisable';
  if (!(error instanceof AxiosError)) return 'une erreur inattendue est survenue';
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return "le serveur n'a pas répondu à temps";
  }
  const status = error.response?.status;
  if (status === undefined) return 'le serveur est injoignable';
  if (status >= 500) return "le serveur n'a pas pu traiter la demande";
  if (status >= 400) return `demande refusée (${status})`;
  return 'la réponse du serveur est inutilisable';
}
