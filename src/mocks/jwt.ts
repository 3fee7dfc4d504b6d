/** Real JWTs for the mock backend: base64url header.payload.signature, with `exp` in seconds. */
export interface MockClaims {
  sub: string;
  userId: number;
  /** What the token is for: a session, an e-mail validation, a password recovery, a payment, a renewal. */
  purpose: 'session' | 'validation' | 'recovery' | 'payment' | 'renewal';
  roles?: string[];
  iat: number;
  exp: number;
}

const SECRET = 'amicale-demo-secret';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function fromBase64url(text: string): string {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A deterministic stand-in for an HMAC: enough for a demo, never for production. */
function signature(data: string): string {
  let hash = 2166136261;
  for (const char of `${data}.${SECRET}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return base64url(hash.toString(16).padStart(8, '0'));
}

export function signToken(
  claims: Omit<MockClaims, 'iat' | 'exp'>,
  lifetimeSeconds: number,
  now: number = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }),
  )}`;
  return `${body}.${signature(body)}`;
}

/** The claims of a valid, unexpired token of the given purpose, or null. */
export function verifyToken(
  token: string | null | undefined,
  purpose: MockClaims['purpose'],
): MockClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || signature(`${parts[0]}.${parts[1]}`) !== parts[2]) return null;
  try {
    const claims = JSON.parse(fromBase64url(parts[1])) as MockClaims;
    if (claims.purpose !== purpose || claims.exp * 1000 < Date.now()) return null;
    return claims;
  } catch {
    return null;
  }
}

export const HOUR = 3600;
export const DAY = 24 * HOUR;
