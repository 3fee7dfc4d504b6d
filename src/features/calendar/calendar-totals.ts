import type { CalendarOrder } from '@/api/types';
import type { ListAddress } from '@/lib/list-address';

export interface Totals {
  count: number;
  sum: number;
  average: number;
}

/** Orders waiting for their payment: counted apart, never in the totals. */
export interface PendingTotals {
  count: number;
  sum: number;
}

export interface StubTotals {
  stubNumber: number;
  paid: Totals;
  pending: PendingTotals;
}

export interface LedgerTotals {
  byStub: StubTotals[];
  paid: Totals;
  pending: PendingTotals;
}

function sumOf(orders: readonly CalendarOrder[]): number {
  return orders.reduce((total, order) => total + order.amount, 0);
}

function totalsOf(orders: readonly CalendarOrder[]): { paid: Totals; pending: PendingTotals } {
  const paid = orders.filter((order) => order.paymentStatus === 'PAID');
  const pending = orders.filter((order) => order.paymentStatus === 'PENDING');
  const paidSum = sumOf(paid);
  return {
    paid: { count: paid.length, sum: paidSum, average: paid.length ? paidSum / paid.length : 0 },
    pending: { count: pending.length, sum: sumOf(pending) },
  };
}

/**
 * The ledger's totals, per stub number (ascending) and overall: count, sum and
 * average of the PAID orders; the PENDING ones apart; cancelled orders in neither.
 */
export function calendarTotals(orders: readonly CalendarOrder[]): LedgerTotals {
  const groups = new Map<number, CalendarOrder[]>();
  for (const order of orders) {
    if (order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PENDING') continue;
    groups.set(order.stubNumber, [...(groups.get(order.stubNumber) ?? []), order]);
  }
  const byStub = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stubNumber, group]) => ({ stubNumber, ...totalsOf(group) }));
  return { byStub, ...totalsOf(orders) };
}

export interface OrderFilter {
  stubNumber: string;
  /** YYYY-MM-DD, inclusive */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
  paymentStatus: string;
}

export const NO_FILTER: OrderFilter = { stubNumber: '', from: '', to: '', paymentStatus: '' };

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Where the calendar orders keep their filters, sort and page: `?souche=101&paiement=PAID`. */
export const CALENDAR_ORDERS_ADDRESS: ListAddress<OrderFilter> = {
  params: { stubNumber: 'souche', from: 'du', to: 'au', paymentStatus: 'paiement' },
  accept: { stubNumber: (value) => /^\d+$/.test(value), from: isIsoDate, to: isIsoDate },
  sortable: ['date', 'stubNumber', 'donor', 'amount', 'paymentStatus'],
  defaultSort: { key: 'date', direction: 'desc' },
};

export function filterOrders(
  orders: readonly CalendarOrder[],
  filter: OrderFilter,
): CalendarOrder[] {
  return orders.filter((order) => {
    const day = order.date.slice(0, 10);
    return (
      (!filter.stubNumber || String(order.stubNumber) === filter.stubNumber.trim()) &&
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to) &&
      (!filter.paymentStatus || order.paymentStatus === filter.paymentStatus)
    );
  });
}
