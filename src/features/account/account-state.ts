import type { Person } from '@/api/types';
import { todayIso } from '@/lib/dates';
import { formatDate } from '@/lib/format';

/**
 * What the member should know of the account's state, in one sentence; said of "ce compte"
 * when an administrator reads another person's page (`own` false).
 */
export function accountValidityNotice(
  person: Pick<Person, 'accountValidity' | 'validated'>,
  own = true,
): {
  text: string;
  variant: 'success' | 'warning' | 'info';
} {
  const validity = person.accountValidity ?? '1970-01-01';
  if (person.validated === false) {
    return {
      text: own
        ? "Votre compte attend la validation d'un administrateur (sous 24/48h après le paiement de la cotisation)."
        : "Ce compte attend la validation d'un administrateur.",
      variant: 'info',
    };
  }
  if (validity >= todayIso()) {
    return { text: `Cotisation valable jusqu'au ${formatDate(validity)}`, variant: 'success' };
  }
  return {
    text: own
      ? 'Votre cotisation est à renouveler : utilisez le lien de renouvellement reçu par e-mail.'
      : 'La cotisation de ce membre est à renouveler.',
    variant: 'warning',
  };
}
