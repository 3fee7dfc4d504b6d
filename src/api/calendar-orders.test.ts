import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { DEMO, signInAs } from '@/mocks/backend/testing';
import { fetchCalendarOrders, tourPollDelay } from './calendar-orders';
import type { MockCalendarOrder } from '@/mocks/backend/types';

const order = (id: number): MockCalendarOrder => ({
  id,
  externalIdentifier: `cal-${id}`,
  person: {
    lastName: 'Durand',
    firstName: 'Alice',
    email: 'alice@exemple.fr',
    address: {
      streetNumber: '3',
      streetName: 'rue de Fougères',
      postalCode: 35700,
      city: 'Rennes',
    },
  },
  amount: 10,
  stubNumber: 101,
  date: '2026-11-03T10:00:00Z',
  paymentStatus: 'PAID',
});

describe('fetchCalendarOrders', () => {
  it("reads every page of the year's orders, newest first", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(url('/commands/calendar'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const data = query.get('page') === '0' ? [order(1), order(2)] : [order(3)];
        return HttpResponse.json({ _embedded: { data }, page: { totalElements: 3 } });
      }),
    );
    const orders = await fetchCalendarOrders(2026);
    expect(orders.map((found) => found.id)).toEqual([1, 2, 3]);
    expect(queries.map((query) => query.get('page'))).toEqual(['0', '1']);
    for (const query of queries) {
      expect(query.get('search')).toBe('date==2026-*');
      expect(query.get('size')).toBe('500');
      expect(query.get('sort')).toBe('date,desc');
    }
  });

  it('stops on an empty page even if the total promised more', async () => {
    let calls = 0;
    server.use(
      http.get(url('/commands/calendar'), () => {
        calls += 1;
        return HttpResponse.json({
          _embedded: { data: calls === 1 ? [order(1)] : [] },
          page: { totalElements: 5 },
        });
      }),
    );
    expect(await fetchCalendarOrders(2026)).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('reads on until an empty page when the backend gives no page information', async () => {
    let calls = 0;
    server.use(
      http.get(url('/commands/calendar'), ({ request }) => {
        calls += 1;
        const first = new URL(request.url).searchParams.get('page') === '0';
        return HttpResponse.json({ _embedded: { data: first ? [order(1), order(2)] : [] } });
      }),
    );
    expect(await fetchCalendarOrders(2026)).toHaveLength(2);
    // Two orders may be all there is, or the backend's page size: one more page tells.
    expect(calls).toBe(2);
  });

  it("keeps only the year's orders on the embedded backend", async () => {
    await signInAs(...DEMO.calendar);
    const year = env.calendarYear;
    db().calendarOrders.push({ ...order(9001), date: `${year - 1}-12-20T10:00:00Z` });
    const orders = await fetchCalendarOrders(year);
    expect(orders).toHaveLength(25);
    expect(orders.every((found) => found.date.startsWith(`${year}-`))).toBe(true);
  });
});

describe('the tour’s reads of a stub', () => {
  it('come every 5 s, and back off to 30 s after an answer that failed or did not come', () => {
    expect(tourPollDelay({ fetchFailureCount: 0, data: { orders: [] } })).toBe(5_000);
    expect(tourPollDelay({ fetchFailureCount: 1, data: { orders: [] } })).toBe(30_000);
    expect(
      tourPollDelay({
        fetchFailureCount: 0,
        data: { orders: [], offlineSince: '2026-11-28T10:00:00Z' },
      }),
    ).toBe(30_000);
  });
});
