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

export { MalformedAnswerError, isRecord, refusalOf, statusOf } from './answers';
