/**
 * Failures that only get logged: what failed and why in one line. Never
 * the whole error: an HTTP client's error carries the request, its bearer token included.
 */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const status = (error as { response?: { status?: unknown } }).response?.status;
    const message = (error as { message?: unknown }).message;
    const text = typeof message === 'string' ? message : 'erreur';
    return typeof status === 'number' ? `HTTP ${status} (${text})` : text;
  }
  return String(error);
}

export function logFailure(what: string, error: unknown): void {
  console.error(`${what} : ${describeError(error)}`);
}
