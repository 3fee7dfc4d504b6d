import { apiBaseUrl } from '../../config/env';
import type { MockPerson } from '../db';

export const url = (path: string) => `${apiBaseUrl}${path}`;

/** A person as the backend sends it: never the password nor internal flags. */
export function publicPerson(person: MockPerson) {
  const { password: _password, emailValidated: _emailValidated, addressId, ...rest } = person;
  return {
    ...rest,
    _links: {
      self: { href: url(`/users/${person.id}`) },
      ...(addressId ? { address: { href: url(`/users/${person.id}/address`) } } : {}),
    },
  };
}

export async function readJson<T>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** 31 December of the year after the payment: the dues cover the coming year. */
export function endOfNextYear(now = new Date()): string {
  return `${now.getFullYear() + 1}-12-31`;
}
