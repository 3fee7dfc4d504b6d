/**
 * Real JWTs for the mock backend: base64url `header.payload.signature`, `exp` and `iat` in
 * seconds. The signature is a deterministic hash: enough to detect a forged or altered demo
 * token, never a security measure.
 */
export type TokenPurpose = 'session' | 'validation' | 'recovery' | 'payment' | 'renewal';

export interface MockClaims {
  /** The person's e-mail when the token was issued. */
  sub: string;
  userId: number;
  purpose: TokenPurpose;
  roles?: string[];
  /** Identifier of an issued one-purpose token (see tokens.ts). */
  jti?: string;
  iat: number;
  exp: number;
}

const SECRET = 'amicale-demo-secret';

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Sign-in tokens last 8 hours. */
export const SESSION_LIFETIME = 8 * HOUR;

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

/** FNV-1a over the signed part and the secret, twice with different seeds. */
function signature(data: string): string {
  const hash = (seed: number) => {
    let value = seed;
    for (const char of `${data}.${SECRET}`) {
      value ^= char.charCodeAt(0);
      value = Math.imul(value, 16777619) >>> 0;
    }
    return value.toString(16).padStart(8, '0');
  };
  return base64url(`${hash(2166136261)}${hash(374761393)}`);
}

export function sign(
  claims: Omit<MockClaims, 'iat' | 'exp'>,
  lifetimeSeconds: number,
  now: number = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }));
  return `${header}.${payload}.${signature(`${header}.${payload}`)}`;
}

function isClaims(value: unknown): value is MockClaims {
  if (!value || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.userId === 'number' &&
    typeof claims.purpose === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

/** The claims of a well-formed token signed here, expired or not; null otherwise. */
export function decode(token: string | null | undefined): MockClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || signature(`${parts[0]}.${parts[1]}`) !== parts[2]) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64url(parts[1]));
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token (of one of `purposes` when given), or null. */
export function verify(
  token: string | null | undefined,
  purposes?: readonly TokenPurpose[],
  now: number = Date.now(),
): MockClaims | null {
  const claims = decode(token);
  if (!claims || claims.exp * 1000 <= now) return null;
  if (purposes && !purposes.includes(claims.purpose)) return null;
  return claims;
}

/** A one-purpose token the backend issued (e-mail links, payment), kept to be checked and spent. */
export interface IssuedToken {
  jti: string;
  purpose: Exclude<TokenPurpose, 'session'>;
  personId: number;
  email: string;
  /** ISO date-times. */
  issuedAt: string;
  expiresAt: string;
  usedAt?: string;
}

/** A signed token and its record, without storing it anywhere (the caller keeps the record). */
export function mint(
  person: { id: number; email: string },
  purpose: IssuedToken['purpose'],
  lifetimeSeconds: number,
  jti: string,
  now: number = Date.now(),
): { token: string; record: IssuedToken } {
  return {
    token: sign({ sub: person.email, userId: person.id, purpose, jti }, lifetimeSeconds, now),
    record: {
      jti,
      purpose,
      personId: person.id,
      email: person.email,
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + lifetimeSeconds * 1000).toISOString(),
    },
  };
}
