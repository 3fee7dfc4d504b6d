import { postalCodeText } from '@/lib/postal-address';
import type { CalendarOrder } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import { paymentStateLabel } from './calendar-rules';

const HEADER = [
  'Date',
  'Numéro de souche',
  'Nom',
  'Prénom',
  'E-mail',
  'Adresse',
  'Code postal',
  'Ville',
  'Montant (€)',
  'Paiement',
  'Identifiant',
];

/** The orders for the treasurer's spreadsheet (formulas neutralised). */
export function calendarOrdersCsv(orders: readonly CalendarOrder[]): string {
  return toCsv(
    HEADER,
    orders.map(({ person, ...order }) => [
      formatDate(order.date),
      order.stubNumber,
      person.lastName,
      person.firstName,
      person.email,
      `${person.address?.streetNumber ?? ''} ${person.address?.streetName ?? ''}`.trim(),
      // Text, not a number: a leading zero (01000) is part of the postal code.
      person.address ? postalCodeText(person.address.postalCode) : '',
      person.address?.city,
      order.amount,
      paymentStateLabel(order.paymentStatus),
      order.externalIdentifier,
    ]),
  );
}
