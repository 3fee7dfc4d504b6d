import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiBaseUrl } from '../config/env';
import { getAuthToken, notifyUnauthorized } from './auth-token';

/**
 * Two axios instances on the API base URL (SPEC §4 "prepares authenticated access"):
 * `api` for JSON calls (the bearer is added once a session is set) and `binaryApi`
 * for authenticated downloads (images, documents).
 */
const TIMEOUT_MS = 20000;

function create(responseType: 'json' | 'blob'): AxiosInstance {
  const instance = axios.create({ baseURL: apiBaseUrl, timeout: TIMEOUT_MS, responseType });
  instance.interceptors.request.use((config) => {
    const bearer = getAuthToken();
    if (bearer && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${bearer}`);
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (
      error instanceof AxiosError &&
      error.response?.status === 401 &&
      getAuthToken() &&
      !String(error.config?.url ?? '').startsWith('/auth/')
    ) {
      notifyUnauthorized();
    }
    return Promise.reject(error);
  });
  return instance;
}

export const api = create('json');
export const binaryApi = create('blob');

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
