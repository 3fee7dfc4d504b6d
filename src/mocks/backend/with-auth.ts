import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { Grants } from '@/lib/permissions';
import { db } from './db';
import { type IssuedToken, decode } from './jwt';
import { findOr404, forbidden, unauthorized } from './responses';
import { type TokenHolder, checkToken, queryToken } from './tokens';
import type { MockPerson } from './types';

/** Who calls: the signed-in person and what they may do (roles and subscriptions). */
export interface AuthContext {
  person: MockPerson;
  grants: Grants & { userId: number };
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;
type AuthedResolver = (
  info: Parameters<Resolver>[0] & { auth: AuthContext },
) => ReturnType<Resolver>;

/** The bearer token of a request, or null. */
export function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1] : null;
}

/** The person a valid session token belongs to, or the reason it is refused. */
export function authenticate(request: Request): AuthContext | { refusal: string } {
  const token = bearerOf(request);
  if (!token) return { refusal: 'Authentification requise' };
  const claims = decode(token);
  if (!claims || claims.purpose !== 'session') return { refusal: 'Jeton invalide' };
  if (claims.exp * 1000 <= Date.now()) return { refusal: 'Jeton expiré' };
  const person = db().persons.find((candidate) => candidate.id === claims.userId);
  if (!person || !person.validated || !person.emailValidated) {
    return { refusal: 'Compte inconnu ou non validé' };
  }
  return {
    person,
    grants: { roles: person.roles, subscriptions: person.subscriptions, userId: person.id },
  };
}

/**
 * The one auth check of the mock backend: a valid, unexpired session bearer of a validated
 * person (else 401), then an optional rule on the caller's grants (else 403). Rules come from
 * src/lib/permissions.ts, the same the app shows its menus with.
 */
export function withAuth(
  resolver: AuthedResolver,
  allow?: (grants: AuthContext['grants']) => boolean,
): Resolver {
  return (info) => {
    const auth = authenticate(info.request);
    if ('refusal' in auth) return unauthorized(auth.refusal);
    if (allow && !allow(auth.grants)) return forbidden();
    return resolver({ ...info, auth });
  };
}

/** A kind of record of the store that calls name by `:id` in their path. */
export interface RecordKind<T extends { id: unknown }> {
  list: () => readonly T[];
  /** The record's name in a 404 ('Personne introuvable'). */
  what: string;
}

/**
 * `withAuth` for a call on one record (`:id`): 404 when the store has no such record, 403 when
 * `allow` refuses the caller this record, else the resolver with the record.
 */
export function withRecord<T extends { id: unknown }>(
  kind: RecordKind<T>,
  resolver: (info: Parameters<AuthedResolver>[0] & { record: T }) => ReturnType<Resolver>,
  allow?: (auth: AuthContext, record: T) => boolean,
): Resolver {
  return withAuth((info) => {
    const record = findOr404(kind.list(), info.params.id, kind.what);
    if (record instanceof Response) return record;
    if (allow && !allow(info.auth, record)) return forbidden();
    return resolver({ ...info, record });
  });
}

type TokenResolver = (
  info: Parameters<Resolver>[0] & { holder: TokenHolder },
) => ReturnType<Resolver>;

/** What a `?token=` call accepts and how it answers a token it refuses. */
export interface TokenRule {
  purposes: readonly IssuedToken['purpose'][];
  /** The answer to a missing, forged, expired, unknown or spent token (default: 403). */
  refuse?: () => Response;
  /**
   * The answer to a genuine token whose person is gone or changed e-mail since (a link sent to an
   * older address), or is not the person of the path (see `personParam`). Default: `refuse`.
   */
  stale?: () => Response;
  /** The path parameter (`:id`) naming the person the token must belong to. */
  personParam?: string;
}

const badToken = () => forbidden('Token invalide ou expiré');

/**
 * The one check of the calls that carry a one-purpose token in their address (`?token=`: e-mail
 * links, dues, renewal). Never a 401: a link's token failing must not end the app's session.
 * The resolver gets the token's `holder`.
 */
export function withToken(resolver: TokenResolver, rule: TokenRule): Resolver {
  const refuse = rule.refuse ?? badToken;
  const stale = rule.stale ?? refuse;
  return (info) => {
    const check = checkToken(queryToken(info.request), rule.purposes);
    if (check.status === 'invalid') return refuse();
    if (check.status === 'stale') return stale();
    if (rule.personParam && check.person.id !== Number(info.params[rule.personParam])) {
      return stale();
    }
    const { status: _status, ...holder } = check;
    return resolver({ ...info, holder });
  };
}
