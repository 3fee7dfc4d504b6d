import type { CalendarOrder } from '../../api/types';
import { calendarOrdersCsv } from './calendar-csv';
import { NO_FILTER, calendarTotals, filterOrders, sortOrders } from './calendar-totals';

const order = (
  id: number,
  stubNumber: number,
  amount: number,
  date: string,
  paymentStatus = 'PAID',
  lastName = 'Durand',
): CalendarOrder => ({
  id,
  externalIdentifier: `ext-${id}`,
  person: {
    lastName,
    firstName: 'Alice',
    email: 'alice@exemple.fr',
    address: {
      streetNumber: '3',
      streetName: 'rue de Fougères; bât. "B"',
      postalCode: 35700,
      city: 'Rennes',
    },
  },
  amount,
  stubNumber,
  date,
  paymentStatus,
});

const orders = [
  order(1, 102, 10, '2026-11-03T10:00:00Z'),
  order(2, 101, 20, '2026-11-05T10:00:00Z', 'PENDING', 'Élie'),
  order(3, 102, 5, '2026-11-07T10:00:00Z', 'PAID', 'Abel'),
  order(4, 101, 12.5, '2026-11-09T10:00:00Z'),
];

describe('calendar totals', () => {
  it('counts, sums and averages per stub number and overall', () => {
    const { byStub, overall } = calendarTotals(orders);
    expect(byStub).toEqual([
      { stubNumber: 101, count: 2, sum: 32.5, average: 16.25 },
      { stubNumber: 102, count: 2, sum: 15, average: 7.5 },
    ]);
    expect(overall).toEqual({ count: 4, sum: 47.5, average: 11.875 });
    expect(calendarTotals([]).overall).toEqual({ count: 0, sum: 0, average: 0 });
  });
  it('filters by stub number, dates (inclusive) and payment state', () => {
    expect(filterOrders(orders, { ...NO_FILTER, stubNumber: '101' }).map((o) => o.id)).toEqual([
      2, 4,
    ]);
    expect(
      filterOrders(orders, { ...NO_FILTER, from: '2026-11-05', to: '2026-11-07' }).map((o) => o.id),
    ).toEqual([2, 3]);
    expect(
      filterOrders(orders, { ...NO_FILTER, paymentStatus: 'PENDING' }).map((o) => o.id),
    ).toEqual([2]);
  });
  it('sorts by amount, date or donor (French collation), both ways', () => {
    expect(sortOrders(orders, 'amount', true).map((o) => o.amount)).toEqual([5, 10, 12.5, 20]);
    expect(sortOrders(orders, 'date', false).map((o) => o.id)).toEqual([4, 3, 2, 1]);
    expect(sortOrders(orders, 'donor', true).map((o) => o.person.lastName)).toEqual([
      'Abel',
      'Durand',
      'Durand',
      'Élie',
    ]);
  });
});

describe('calendar CSV for a French spreadsheet', () => {
  it('starts with a BOM, separates with ;, writes French decimals and dates, quotes what needs it', () => {
    const csv = calendarOrdersCsv([orders[3]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).trim().split('\r\n');
    expect(header.split(';')[0]).toBe('Date');
    expect(header).toContain('Montant (€)');
    expect(row).toBe(
      '09/11/2026;101;Durand;Alice;alice@exemple.fr;"3 rue de Fougères; bât. ""B""";35700;Rennes;12,50;Payée;ext-4',
    );
  });
});
