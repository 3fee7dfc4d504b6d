import type { CalendarOrder } from '../../api/types';

export interface Totals {
  count: number;
  sum: number;
  average: number;
}

export interface StubTotals extends Totals {
  stubNumber: number;
}

function totalsOf(orders: readonly CalendarOrder[]): Totals {
  const sum = orders.reduce((total, order) => total + order.amount, 0);
  return { count: orders.length, sum, average: orders.length ? sum / orders.length : 0 };
}

/** Count, sum and average gift per stub number (ascending) and overall. */
export function calendarTotals(orders: readonly CalendarOrder[]): {
  byStub: StubTotals[];
  overall: Totals;
} {
  const groups = new Map<number, CalendarOrder[]>();
  for (const order of orders)
    groups.set(order.stubNumber, [...(groups.get(order.stubNumber) ?? []), order]);
  const byStub = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stubNumber, group]) => ({ stubNumber, ...totalsOf(group) }));
  return { byStub, overall: totalsOf(orders) };
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

export type SortKey = 'date' | 'stubNumber' | 'amount' | 'donor' | 'paymentStatus';

export function sortOrders(
  orders: readonly CalendarOrder[],
  key: SortKey,
  ascending: boolean,
): CalendarOrder[] {
  const value = (order: CalendarOrder): string | number => {
    switch (key) {
      case 'donor':
        return `${order.person.lastName} ${order.person.firstName}`;
      case 'date':
        return order.date;
      default:
        return order[key];
    }
  };
  const factor = ascending ? 1 : -1;
  return [...orders].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'fr', { sensitivity: 'base' });
    return order * factor;
  });
}
