import type { Person } from '@/api/types';

/**
 * The e-mail addresses of a list of persons as a mail client's `To` field takes them: each
 * address once (whatever its case), blanks left out, `;` between them.
 */
export function mailingListOf(persons: readonly Pick<Person, 'email'>[]): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const { email } of persons) {
    const address = email?.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}

export const MAILING_LIST_SEPARATOR = ';';
