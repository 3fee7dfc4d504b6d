import { db, save } from './db';
import { type IssuedToken, type MockClaims, mint, verify } from './jwt';
import type { MockPerson } from './types';

/** Lifetimes of the one-purpose tokens the backend sends or hands out. */
export const TOKEN_LIFETIMES: Record<IssuedToken['purpose'], number> = {
  validation: 7 * 24 * 3600,
  recovery: 24 * 3600,
  payment: 24 * 3600,
  renewal: 30 * 24 * 3600,
};

function newJti(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Signs a token for `person`, records it in the store and answers it. */
export function issueToken(person: MockPerson, purpose: IssuedToken['purpose']): string {
  const { token, record } = mint(person, purpose, TOKEN_LIFETIMES[purpose], newJti());
  db().tokens.push(record);
  save();
  return token;
}

export interface TokenHolder {
  claims: MockClaims;
  record: IssuedToken;
  person: MockPerson;
}

export type TokenCheck =
  | ({ status: 'valid' } & TokenHolder)
  /** Forged, expired, never issued here, or already spent. */
  | { status: 'invalid' }
  /** Valid, but its person is gone or changed e-mail since (a link sent to an older address). */
  | { status: 'stale'; claims: MockClaims };

/** Checks a one-purpose token: signed here, unexpired, issued by this store and not spent. */
export function checkToken(
  token: string | null | undefined,
  purposes: readonly IssuedToken['purpose'][],
): TokenCheck {
  const claims = verify(token, purposes);
  if (!claims?.jti) return { status: 'invalid' };
  const record = db().tokens.find((candidate) => candidate.jti === claims.jti);
  if (!record || record.usedAt) return { status: 'invalid' };
  const person = db().persons.find((candidate) => candidate.id === claims.userId);
  if (!person || person.email.toLowerCase() !== claims.sub.toLowerCase()) {
    return { status: 'stale', claims };
  }
  return { status: 'valid', claims, record, person };
}

/** The holder of a valid token of one of `purposes` (see `checkToken`), or null. */
export function readToken(
  token: string | null | undefined,
  purposes: readonly IssuedToken['purpose'][],
): TokenHolder | null {
  const check = checkToken(token, purposes);
  return check.status === 'valid' ? check : null;
}

/** Spends a single-use token (a password recovery link works once). */
export function spendToken(record: IssuedToken): void {
  record.usedAt = new Date().toISOString();
  save();
}

/** The `token` query parameter of a request. */
export function queryToken(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}
