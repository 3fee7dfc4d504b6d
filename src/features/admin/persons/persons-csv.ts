import type { Person } from '@/api/types';
import { accountStateOf, ACCOUNT_STATE_LABELS } from '@/lib/account-states';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

const HEADER = [
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'Date de naissance',
  'Statut',
  'CIS',
  'Adhésions',
  'État',
  'Cotisation valable jusqu’au',
  'Lettre d’information',
];

/** The filtered persons as a French spreadsheet reads them. */
export function personsCsv(persons: readonly Person[], today?: string): string {
  return toCsv(
    HEADER,
    persons.map((person) => [
      person.lastName,
      person.firstName,
      person.email,
      person.phone,
      formatDate(person.birthDate),
      person.membertype,
      person.cis,
      person.subscriptions.join(', '),
      ACCOUNT_STATE_LABELS[accountStateOf(person, today)],
      person.accountValidity && person.accountValidity > '1970-01-01'
        ? formatDate(person.accountValidity)
        : '',
      person.newsletterOptIn ? 'oui' : 'non',
    ]),
  );
}
