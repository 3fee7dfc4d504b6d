import type { CalendarOrder } from '../../api/types';
import { formatDate } from '../../lib/format';
import { paymentStateLabel } from './calendar-rules';

const BOM = '\uFEFF';

/** A field for a French spreadsheet: quoted when it holds a separator, quote or line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** 12.5 → '12,50' */
function frenchDecimal(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}

/** The orders as CSV that opens cleanly in a French spreadsheet: `;`, UTF-8 with BOM, 12,50. */
export function calendarOrdersCsv(orders: readonly CalendarOrder[]): string {
  const header = [
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
  const rows = orders.map((order) => {
    const { person } = order;
    return [
      formatDate(order.date),
      String(order.stubNumber),
      person.lastName,
      person.firstName,
      person.email,
      `${person.address.streetNumber} ${person.address.streetName}`.trim(),
      String(person.address.postalCode),
      person.address.city,
      frenchDecimal(order.amount),
      paymentStateLabel(order.paymentStatus),
      order.externalIdentifier,
    ];
  });
  return BOM + [header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}
