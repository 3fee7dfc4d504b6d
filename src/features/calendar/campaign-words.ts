/** The campaign screen's words (docs/rules.md#the-calendar-campaign). */

/** A stub without a paid gift in the last 7 days. */
export const QUIET_MARK = 'Sans don depuis 7 jours';

const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  signDisplay: 'exceptZero',
  maximumFractionDigits: 0,
});

/**
 * The change from last year in French (`+12 %`, `-5 %`, `0 %`); when last year's figure was 0
 * no percentage says it: `Pas de comparaison possible`.
 */
export function changeText(change: number | null): string {
  if (change === null) return 'Évolution : pas de comparaison possible';
  return `Évolution : ${percent.format(change / 100).replace(/[\u202f\u00a0]/g, ' ')}`;
}
