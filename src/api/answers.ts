/**
 * Reading the API's answers and failures: what every call of src/api shares, whichever client made
 * it (axios in client.ts, fetch in light-client.ts). Loads no HTTP library.
 */

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

/**
 * A call that failed in the light client (src/api/light-client.ts): its status (none for a network
 * failure or a time-out) and its body. Read like axios's own errors by the helpers below.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly data: unknown,
    readonly timedOut = false,
  ) {
    super(status === undefined ? (timedOut ? 'Time-out' : 'Network failure') : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** What a failed call says, from either client; undefined for anything else (a bug, a refusal of ours). */
export function failureOf(
  error: unknown,
): { status: number | undefined; data: unknown; timedOut: boolean } | undefined {
  if (error instanceof HttpError) return error;
  // axios's errors, read by their shape so that this file never loads axios.
  if (!isRecord(error) || error.isAxiosError !== true) return undefined;
  const response = isRecord(error.response) ? error.response : undefined;
  const status = typeof response?.status === 'number' ? response.status : undefined;
  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  return { status, data: response?.data, timedOut };
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function statusOf(error: unknown): number | undefined {
  return failureOf(error)?.status;
}

/**
 * No usable answer came: no network, a time-out, or a failure of the server (5xx). What was read
 * before still stands then (a kept copy may be shown); a refusal (4xx) or a bad answer does not.
 */
export function isUnanswered(error: unknown): boolean {
  const failure = failureOf(error);
  return failure !== undefined && (failure.status === undefined || failure.status >= 500);
}

/**
 * Why the backend refused a request (a 4xx whose body says it), or nothing: never the HTTP
 * client's own English (`Request failed with status code 500`), never a server failure's text.
 */
export function refusalOf(error: unknown): string | undefined {
  const failure = failureOf(error);
  const status = failure?.status ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const data = failure?.data as { message?: unknown; detail?: unknown } | undefined;
  const fromBody = data?.detail ?? data?.message;
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim() : undefined;
}
