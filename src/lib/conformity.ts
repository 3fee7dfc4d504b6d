/**
 * The state of conformity an accessibility statement declares, as the French model decides it
 * from the audit's rate (docs/accessibility.md#statement): `totalement` when every applicable
 * criterion is met, `partiellement` from 50 %, `non` below.
 */
export type ConformityState = 'non' | 'partiellement' | 'totalement';

export function conformityState(rate: number): ConformityState {
  if (rate >= 100) return 'totalement';
  if (rate >= 50) return 'partiellement';
  return 'non';
}

/**
 * The audit's rate: the conform criteria over the applicable ones (conform and not conform; the
 * not applicable ones count in neither), as a whole percent rounded down, so that a single
 * criterion not met never reads as 100 %. No applicable criterion at all reads 0.
 */
export function auditRate(conform: number, notConform: number): number {
  const applicable = conform + notConform;
  if (applicable <= 0) return 0;
  return Math.floor((conform * 100) / applicable);
}

/**
 * A count of criteria with its verb and adjective agreed in French: `aucun n'est non conforme`,
 * `1 est conforme`, `76 sont conformes` (`state` in the singular).
 */
export function criteriaAre(count: number, state: string): string {
  if (count <= 0) return `aucun n'est ${state}`;
  if (count === 1) return `1 est ${state}`;
  return `${count} sont ${state.replace(/(\S+)$/, '$1s')}`;
}
