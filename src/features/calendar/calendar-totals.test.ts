import type { CalendarOrder } from '@/api/types';
import { calendarOrdersCsv } from './calendar-csv';
import { NO_FILTER, calendarTotals, filterOrders } from './calendar-totals';

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
  order(5, 103, 30, '2026-11-10T10:00:00Z', 'CANCELLED'),
  order(6, 104, 15, '2026-11-11T10:00:00Z', 'PENDING'),
];

describe('calendar totals', () => {
  it('counts, sums and averages the paid orders only, per stub number and overall', () => {
    const { byStub, paid } = calendarTotals(orders);
    expect(paid).toEqual({ count: 3, sum: 27.5, average: 27.5 / 3 });
    expect(byStub.map((stub) => [stub.stubNumber, stub.paid])).toEqual([
      [101, { count: 1, sum: 12.5, average: 12.5 }],
      [102, { count: 2, sum: 15, average: 7.5 }],
      [104, { count: 0, sum: 0, average: 0 }],
    ]);
  });

  it('shows the pending orders apart, and cancelled ones nowhere', () => {
    const { byStub, pending } = calendarTotals(orders);
    expect(pending).toEqual({ count: 2, sum: 35 });
    expect(byStub.map((stub) => [stub.stubNumber, stub.pending])).toEqual([
      [101, { count: 1, sum: 20 }],
      [102, { count: 0, sum: 0 }],
      [104, { count: 1, sum: 15 }],
    ]);
    expect(byStub.some((stub) => stub.stubNumber === 103)).toBe(false);
  });

  it('is all zeros for no orders', () => {
    expect(calendarTotals([])).toEqual({
      byStub: [],
      paid: { count: 0, sum: 0, average: 0 },
      pending: { count: 0, sum: 0 },
    });
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
    ).toEqual([2, 6]);
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

  it('neutralises a formula a donor typed as a name', () => {
    const typed = order(7, 105, 10, '2026-11-12T10:00:00Z', 'PAID', '=HYPERLINK("http://x.fr")');
    const row = calendarOrdersCsv([typed]).split('\r\n')[1];
    expect(row).toBe(
      `12/11/2026;105;"'=HYPERLINK(""http://x.fr"")";Alice;alice@exemple.fr;"3 rue de Fougères; bât. ""B""";35700;Rennes;10;Payée;ext-7`,
    );
  });
});
