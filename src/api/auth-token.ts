/**
 * The bearer of secured calls and what to do when the backend rejects it. Kept apart from the
 * HTTP client so that the session can be restored without loading the client (first paint).
 */
let bearer: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Called by the session store at sign-in, restore and sign-out. */
export function setAuthToken(token: string | null): void {
  bearer = token;
}

export function getAuthToken(): string | null {
  return bearer;
}

/** The session store registers its logout here: a rejected token ends the session. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function notifyUnauthorized(): void {
  onUnauthorized?.();
}
