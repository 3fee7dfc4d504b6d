import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '../config/env';
import { getAuthToken, notifyUnauthorized } from './auth-token';

/**
 * Two axios instances on the API base URL (SPEC §4 "prepares authenticated access"):
 * `api` for JSON calls (the bearer is added once a session is set) and `binaryApi`
 * for authenticated downloads (images, documents).
 */
const TIMEOUT_MS = 20000;
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
  const instance = axios.create({ baseURL: apiBaseUrl, timeout: TIMEOUT_MS, responseType });
  instance.interceptors.request.use((config) => {
    const bearer = getAuthToken();
    if (bearer && !config.headers.has('Authorization') && isApiAddress(instance, config)) {
      config.headers.set('Authorization', `Bearer ${bearer}`);
      sentSessionBearer.add(config);
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    // A 401 ends the session only on a call that sent the session's bearer (CONTRACT §6b).
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
 * A link the backend returned (`_links.*.href`) as a path under the API base URL: only its
 * path is kept, so a server-written absolute address can never receive a token (CONTRACT §6b).
 */
export function apiPathOf(href: string): string {
  let path: string;
  try {
    // A templated link (`…/users/1{?projection}`) loses its template first.
    path = new URL(href.replace(/\{[^}]*\}/g, ''), apiBaseUrl).pathname;
  } catch {
    path = '';
  }
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

/** Lists come in `_embedded.data` (SPEC §7); anything else reads as an empty list. */
export function readEmbedded<T>(body: unknown): T[] {
  if (body && typeof body === 'object' && '_embedded' in body) {
    const embedded = (body as { _embedded?: { data?: unknown } })._embedded;
    if (embedded && Array.isArray(embedded.data)) return embedded.data as T[];
  }
  return [];
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** A short readable reason of a failed call (for messages such as 'Error {detail}'). */
export function detailOf(error: unknown): string {
  if (error instanceof AxiosError) {
    const data = error.response?.data as { message?: unknown; detail?: unknown } | undefined;
    const fromBody = data?.detail ?? data?.message;
    if (typeof fromBody === 'string' && fromBody) return fromBody;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
