import { jwtDecode } from 'jwt-decode';

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function readTokenExpiration(token: string): number | null {
  try {
    const claims = jwtDecode<{ exp?: unknown }>(token);
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True once the expiry (seconds since the epoch) is earlier than now. */
export function isExpired(expirationSeconds: number, now: number = Date.now()): boolean {
  return expirationSeconds * 1000 < now;
}
