import { queryOptions } from '@tanstack/react-query';
import type { LoadWords } from '@/lib/load-words';
import { api, readRecord, readRecords } from './client';
import { fetchList, rsql } from './list';
import type { CartReservation, Order, Resource, StripeSessionAnswer } from './types';

/** POST /commands/adhesion?token=: each due with quantity 1; answers the Stripe session. */
export async function orderAdhesion(
  token: string,
  dues: readonly Resource[],
  successURL: string,
  cancelURL: string,
): Promise<StripeSessionAnswer> {
  const response = await api.post<StripeSessionAnswer>(
    '/commands/adhesion',
    { reservations: dues.map((resource) => ({ resource, quantity: 1 })), successURL, cancelURL },
    { params: { token } },
  );
  return response.data;
}

/**
 * @assumed POST /commands: the cart's reservations (dates `YYYY-MM-DD` or null), answers the
 * Stripe session.
 */
export async function orderCart(
  reservations: readonly CartReservation[],
  successURL: string,
  cancelURL: string,
): Promise<StripeSessionAnswer> {
  const response = await api.post<StripeSessionAnswer>('/commands', {
    reservations: reservations.map((line) => ({
      resource: { id: line.resource.id },
      quantity: line.quantity,
      startDate: line.startDate ?? null,
      endDate: line.endDate ?? null,
    })),
    successURL,
    cancelURL,
  });
  return response.data;
}

/** GET /commands?search=person.id=={id}&sort=date,desc: a person's orders, newest first. */
export async function fetchPersonOrders(personId: number): Promise<Order[]> {
  const list = await fetchList<Order>('/commands', {
    size: 200,
    sort: 'date,desc',
    search: rsql({ 'person.id': personId }),
  });
  return readRecords<Order>(list.data, ORDER_FIELDS);
}

/** What an order must carry to be listed and shown. */
const ORDER_FIELDS = ['id', 'date', 'status', 'total'];

/** GET /commands/{id}: one order with its reservations. */
export async function fetchOrder(id: number): Promise<Order> {
  const response = await api.get<Order>(`/commands/${id}`);
  const order = readRecord<Order>(response.data, ORDER_FIELDS);
  const lines = Array.isArray(order.reservations) ? order.reservations : [];
  return { ...order, reservations: readRecords(lines, ['resource.name', 'quantity']) };
}

/** The query keys of orders (`/commands` in the backend's words). */
export const orderKeys = {
  all: ['orders'] as const,
  ofPerson: (personId: number) => ['orders', { person: personId }] as const,
  detail: (id: number) => ['orders', 'one', id] as const,
  administration: (search: string | undefined, scopes: readonly string[] | null) =>
    ['orders', 'administration', search ?? '', scopes?.join(',') ?? 'all'] as const,
};

/** What a list of orders says: one's own and the administration's. */
export const ordersWords: LoadWords = {
  loading: 'Chargement des commandes…',
  error: "Les commandes n'ont pas pu être chargées.",
};

export const personOrdersQuery = (personId: number) =>
  queryOptions({
    queryKey: orderKeys.ofPerson(personId),
    queryFn: () => fetchPersonOrders(personId),
  });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id) });
