import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { Grants } from '../lib/permissions';
import { db, type MockPerson } from './db';
import { decode } from './jwt';
import { forbidden, unauthorized } from './responses';

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
