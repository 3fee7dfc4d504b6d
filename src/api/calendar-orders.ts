import { queryOptions } from '@tanstack/react-query';
import { copyEpoch, keepCopy, readCopy } from '@/platform/offline-copy';
import { isUnanswered, statusOf } from './answers';
import { api } from './client';
import { type ReadOptions, fetchAllPages, rsql, rsqlWhere } from './list';
import { readKept } from './read-progress';
import { bodyOf, parseAnswer } from './parse';
import {
  type CalendarOrder,
  type CalendarPurchase,
  type TourOrder,
  calendarOrderSchema,
  calendarPurchaseBody,
  tourOrderSchema,
} from './schemas/calendar';
import { type StripeSessionAnswer, stripeSessionAnswer } from './schemas/order';
import { skippedOf } from './read-list';

/**
 * POST /commands/calendar (no login): answers the Stripe session of the purchase. The postal
 * code goes as the digits typed, so that `01000` does not become `1000`.
 */
export async function orderCalendar(purchase: CalendarPurchase): Promise<StripeSessionAnswer> {
  const body = bodyOf(calendarPurchaseBody, purchase);
  const response = await api.post<unknown>('/commands/calendar', body);
  return parseAnswer(stripeSessionAnswer, response.data);
}

/** Orders read per call: a year's tour fits in one or two pages. */
const PAGE_SIZE = 500;

/**
 * @assumed GET /commands/calendar?search=date=={year}-*&size=&sort=date,desc&page=: the
 * calendar orders of one year, for the calendar commission's staff or general administrators.
 * Reads page after page until `page.totalElements` orders are in (or a page comes back empty).
 */
export function fetchCalendarOrders(
  year: number,
  options: ReadOptions = {},
): Promise<CalendarOrder[]> {
  return fetchAllPages(
    '/commands/calendar',
    calendarOrderSchema,
    { search: rsqlWhere('date', '==', `${year}-*`), sort: 'date,desc' },
    PAGE_SIZE,
    options,
  );
}

/** @assumed GET /commands/calendar/{externalIdentifier}: the order a QR code points to. */
export async function fetchCalendarOrder(externalIdentifier: string): Promise<CalendarOrder> {
  const response = await api.get<unknown>(
    `/commands/calendar/${encodeURIComponent(externalIdentifier)}`,
  );
  return parseAnswer(calendarOrderSchema, response.data);
}

/**
 * @assumed GET /commands/calendar?search=stubNumber=={n}&sort=date,desc: one stub's orders, for a
 * seller on the tour (any role of the calendar commission), each read as the tour shows it: the
 * donor's first name and initial, the amount, the state (`tourOrderSchema`).
 */
export function fetchStubOrders(stubNumber: number): Promise<TourOrder[]> {
  return fetchAllPages(
    '/commands/calendar',
    tourOrderSchema,
    { search: rsql({ stubNumber }), sort: 'date,desc' },
    PAGE_SIZE,
  );
}

export const calendarOrderKeys = {
  all: ['calendar-orders'] as const,
  stub: (stubNumber: number) => ['calendar-orders', 'stub', stubNumber] as const,
  year: (year: number) => ['calendar-orders', year] as const,
  detail: (externalIdentifier: string) => ['calendar-orders', 'one', externalIdentifier] as const,
};

/**
 * The year's calendar orders, shared by the ledger and the tour's total; a failure is logged, and
 * the read's progress is kept under its key while it runs (`readKept`).
 */
export const calendarOrdersQuery = (year: number) =>
  queryOptions({
    queryKey: calendarOrderKeys.year(year),
    queryFn: ({ queryKey, signal }) =>
      readKept(queryKey, signal, (options) => fetchCalendarOrders(year, options)),
    meta: { failure: 'Chargement des commandes de calendriers' },
  });

/** The order a QR code points to; an unknown code (404) is an answer, anything else is logged. */
export const calendarOrderQuery = (externalIdentifier: string) =>
  queryOptions({
    queryKey: calendarOrderKeys.detail(externalIdentifier),
    queryFn: () => fetchCalendarOrder(externalIdentifier),
    meta: { failure: 'Chargement de la commande de calendrier', quietStatus: 404 },
    // An unknown code stays unknown: no second try.
    retry: (count, error) => statusOf(error) !== 404 && count < 1,
  });

/** A stub's orders as the tour shows them; `offlineSince`: the copy kept on this device. */
export interface StubOrders {
  orders: TourOrder[];
  offlineSince?: string;
  /** The stub's orders the app could not read, left out (none in a kept copy). */
  skipped?: number;
}

/** A kept copy of a stub's orders: only ever what `tourOrderSchema` let through. */
const isOrderList = (data: unknown): data is TourOrder[] =>
  Array.isArray(data) &&
  data.every(
    (order) =>
      typeof order === 'object' &&
      order !== null &&
      typeof (order as TourOrder).donor === 'string' &&
      !('person' in order) &&
      !('externalIdentifier' in order),
  );

/**
 * A stub's orders, kept on the device once read: when no answer comes (no network in the street),
 * the last ones seen are shown with the time they were read.
 */
async function fetchStubOrdersKept(stubNumber: number): Promise<StubOrders> {
  const name = `tournee-${stubNumber}`;
  // The session this read starts in: an answer arriving after it ended is not kept.
  const since = copyEpoch();
  try {
    const orders = await fetchStubOrders(stubNumber);
    await keepCopy(name, orders, since);
    return { orders, skipped: skippedOf(orders) };
  } catch (error) {
    const kept = isUnanswered(error) ? await readCopy(name, isOrderList) : null;
    if (!kept) throw error;
    return { orders: kept.data, offlineSince: kept.savedAt };
  }
}

/** How often the tour asks for a stub's orders while its screen is visible. */
export const TOUR_POLL_MS = 5_000;
/** How often once an answer failed or did not come (no network in the street): it backs off. */
export const TOUR_POLL_BACKED_OFF_MS = 30_000;

/**
 * The tour's next read of a stub: in 5 s, or in 30 s after an answer that failed or did not come
 * (the kept copy shown offline), so that a phone without network does not ask every 5 s.
 */
export function tourPollDelay(state: { fetchFailureCount: number; data?: StubOrders }): number {
  return state.fetchFailureCount > 0 || state.data?.offlineSince
    ? TOUR_POLL_BACKED_OFF_MS
    : TOUR_POLL_MS;
}

/**
 * A stub's orders on the tour, read again every 5 s while the page is visible (TanStack Query
 * stops the interval in a hidden tab), so that a donor's payment shows at the door.
 */
export const stubOrdersQuery = (stubNumber: number) =>
  queryOptions({
    queryKey: calendarOrderKeys.stub(stubNumber),
    queryFn: () => fetchStubOrdersKept(stubNumber),
    refetchInterval: (query) => tourPollDelay(query.state),
    refetchIntervalInBackground: false,
    // Asked even when the browser says it is offline: the answer is then the last orders seen.
    networkMode: 'always',
    meta: { failure: 'Chargement des commandes de la souche' },
  });
