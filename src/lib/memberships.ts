import type { MemberType } from '@/api/types';

/**
 * Status ↔ memberships: HONORAIRE removes AMICALE and adds HONORAIRE; any other
 * status removes HONORAIRE and adds AMICALE. Other memberships (UDSP, FNSPF) are kept.
 */
export function membershipsForStatus(
  status: MemberType | '',
  current: readonly string[],
): string[] {
  if (!status) return [...current];
  const [remove, add] =
    status === 'HONORAIRE' ? ['AMICALE', 'HONORAIRE'] : ['HONORAIRE', 'AMICALE'];
  const next = current.filter((membership) => membership !== remove && membership !== add);
  return [add, ...next];
}

/** AMICALE and HONORAIRE follow the status: their boxes are always disabled. */
export const AUTOMATIC_MEMBERSHIPS: readonly string[] = ['AMICALE', 'HONORAIRE'];
