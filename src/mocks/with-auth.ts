import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { Grants } from '../lib/permissions';
import { db, type MockPerson } from './db';
import { verifyToken } from './jwt';

export interface AuthContext {
  person: MockPerson;
  grants: Grants & { userId: number };
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;
type AuthedResolver = (
  info: Parameters<Resolver>[0] & { auth: AuthContext },
) => ReturnType<Resolver>;

export const unauthorized = () =>
  HttpResponse.json({ message: 'Authentification requise' }, { status: 401 });
export const forbidden = () => HttpResponse.json({ message: 'Accès interdit' }, { status: 403 });
export const notFound = (what = 'Ressource') =>
  HttpResponse.json({ message: `${what} introuvable` }, { status: 404 });

/** The one auth check of the mock backend: a valid session bearer, then an optional rule. */
export function withAuth(
  resolver: AuthedResolver,
  allow?: (grants: Grants & { userId: number }) => boolean,
): Resolver {
  return (info) => {
    const header = info.request.headers.get('Authorization') ?? '';
    const claims = verifyToken(header.replace(/^Bearer\s+/i, ''), 'session');
    const person = claims
      ? db().persons.find((candidate) => candidate.id === claims.userId)
      : undefined;
    if (!person || !person.validated) return unauthorized();
    const grants = { roles: person.roles, subscriptions: person.subscriptions, userId: person.id };
    if (allow && !allow(grants)) return forbidden();
    return resolver({ ...info, auth: { person, grants } });
  };
}
