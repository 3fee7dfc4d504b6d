import { api, readEmbedded } from './client';
import type { CalendarOrder, CalendarPurchase, StripeSessionAnswer } from './types';

/** POST /commands/calendar (no login): answers the Stripe session of the purchase. */
export async function orderCalendar(purchase: CalendarPurchase): Promise<StripeSessionAnswer> {
  const response = await api.post<StripeSessionAnswer>('/commands/calendar', purchase);
  return response.data;
}

/**
 * @assumed GET /commands/calendar?size=&sort=date,desc: the calendar orders, for the staff
 * of the calendar commission or general administrators.
 */
export async function fetchCalendarOrders(): Promise<CalendarOrder[]> {
  const response = await api.get('/commands/calendar', {
    params: { size: 2000, sort: 'date,desc' },
  });
  return readEmbedded<CalendarOrder>(response.data);
}

/** @assumed GET /commands/calendar/{externalIdentifier}: the order a QR code points to. */
export async function fetchCalendarOrder(externalIdentifier: string): Promise<CalendarOrder> {
  const response = await api.get<CalendarOrder>(
    `/commands/calendar/${encodeURIComponent(externalIdentifier)}`,
  );
  return response.data;
}
