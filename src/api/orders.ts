import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { statusOf } from './answers';
import { api } from './client';
import { type ReadOptions, fetchAllPages, rsql, rsqlIsNull } from './list';
import { readKept } from './read-progress';
import { bodyOf, parseAnswer } from './parse';
import { fetchResource } from './resources';
import type { ResourceRef } from './schemas/reservation';
import {
  type Order,
  type OrderAnswer,
  type StripeSessionAnswer,
  cartOrderBody,
  duesOrderBody,
  orderDetailSchema,
  orderSchema,
  stripeSessionAnswer,
} from './schemas/order';
import type { Due } from './schemas/resource';
import type { CartReservation } from './types';
import { type ReadList, keepMarks } from './read-list';

/** POST /commands/adhesion?token=: each due with quantity 1; answers the Stripe session. */
export async function orderAdhesion(
  token: string,
  dues: readonly Due[],
  successURL: string,
  cancelURL: string,
): Promise<StripeSessionAnswer> {
  const body = bodyOf(duesOrderBody, {
    reservations: dues.map((resource) => ({ resource, quantity: 1 as const })),
    successURL,
    cancelURL,
  });
  const response = await api.post<unknown>('/commands/adhesion', body, { params: { token } });
  return parseAnswer(stripeSessionAnswer, response.data);
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
  const body = bodyOf(cartOrderBody, {
    reservations: reservations.map((line) => ({
      resource: { id: line.resource.id },
      quantity: line.quantity,
      startDate: line.startDate ?? null,
      endDate: line.endDate ?? null,
    })),
    successURL,
    cancelURL,
  });
  const response = await api.post<unknown>('/commands', body);
  return parseAnswer(stripeSessionAnswer, response.data);
}

/** A line's resource read by its id: a resource gone since (404) is named by its id alone. */
async function readResourceRef(id: number): Promise<ResourceRef> {
  try {
    const { name, price, billingPeriod, commission } = await fetchResource(id);
    return { id, name, price, billingPeriod, commission };
  } catch (error) {
    if (statusOf(error) === 404) return { id };
    throw error;
  }
}

/**
 * Orders with each line's resource: the one the answer embeds, else the one its link names, read
 * once per resource (GET /resources/{id}). What a line cost stays the answer's own `price`.
 */
export async function withResources(orders: readonly OrderAnswer[]): Promise<Order[]> {
  const named = (ref: ResourceRef | undefined) => Boolean(ref?.name);
  const missing = new Set(
    orders.flatMap((order) =>
      order.reservations.filter((line) => !named(line.resource)).map((line) => line.resourceId),
    ),
  );
  const read = new Map(
    await Promise.all([...missing].map(async (id) => [id, await readResourceRef(id)] as const)),
  );
  return orders.map((order) => ({
    ...order,
    reservations: order.reservations.map((line) => ({
      ...line,
      resource: (named(line.resource) ? line.resource : read.get(line.resourceId)) ?? {
        id: line.resourceId,
      },
    })),
  }));
}

/** GET /commands?search=person.id=={id}&sort=date,desc: a person's orders, newest first, every page. */
export async function fetchPersonOrders(
  personId: number,
  options: ReadOptions = {},
): Promise<ReadList<Order>> {
  const orders = await fetchAllPages(
    '/commands',
    orderSchema,
    { sort: 'date,desc', search: rsql({ 'person.id': personId }) },
    200,
    options,
  );
  return keepMarks(orders, await withResources(orders));
}

/**
 * GET /commands/{id}: one order with its reservations, each naming its resource embedded or by
 * link; a line's price only when the answer carries it.
 */
export async function fetchOrder(id: number): Promise<Order> {
  const response = await api.get<unknown>(`/commands/${id}`);
  const [order] = await withResources([parseAnswer(orderDetailSchema, response.data)]);
  return order;
}

/** The query keys of orders (`/commands` in the backend's words). */
export const orderKeys = {
  all: ['orders'] as const,
  ofPerson: (personId: number) => ['orders', { person: personId }] as const,
  detail: (id: number) => ['orders', 'one', id] as const,
  administration: (search: string | undefined) =>
    ['orders', 'administration', search ?? ''] as const,
};

export const personOrdersQuery = (personId: number) =>
  queryOptions({
    queryKey: orderKeys.ofPerson(personId),
    queryFn: ({ queryKey, signal }) =>
      readKept(queryKey, signal, (options) => fetchPersonOrders(personId, options)),
  });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id) });

/**
 * GET /commands?search=&sort=date,desc, every page: the orders an administrator may see (all of
 * them for persons administrators, those holding their resources for a commission's).
 */
export async function fetchAllOrders(
  search: string | undefined,
  options: ReadOptions = {},
): Promise<ReadList<Order>> {
  // Totals add up paid orders: an order without its date, state or total cannot be counted, and
  // the totals say how many were left out.
  const orders = await fetchAllPages(
    '/commands',
    orderSchema,
    { sort: 'date,desc', search },
    500,
    options,
  );
  return keepMarks(orders, await withResources(orders));
}

/**
 * @assumed GET /commands?search=reservations.resource.commission=isnull=true — the dues orders:
 * dues are the resources of no commission (rsql-jpa-specification's `=isnull=`).
 */
export const DUES_ORDERS_SEARCH = rsqlIsNull('reservations.resource.commission');

/**
 * The orders an administrator's `Commandes` reads: every one the backend gives them (a commission's
 * administrator is cut to their commissions' lines by the screen: `ordersOfCommissions`).
 */
export const administeredOrdersQuery = (search: string | undefined) =>
  queryOptions({
    queryKey: orderKeys.administration(search),
    queryFn: ({ queryKey, signal }) =>
      readKept(queryKey, signal, (options) => fetchAllOrders(search, options)),
  });

/** The paid dues orders of the dashboard's total: a failure is logged, the tile shows `—`. */
export const duesOrdersQuery = (search: string | undefined) =>
  queryOptions({
    ...administeredOrdersQuery(search),
    meta: { failure: 'Cotisations encaissées' },
  });

/**
 * Orders the cart; the person's orders are read again, the pending one among them. `pay` (the
 * checkout) takes the Stripe session it answers.
 */
export function useOrderCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      lines,
      successURL,
      cancelURL,
    }: {
      lines: readonly CartReservation[];
      successURL: string;
      cancelURL: string;
    }) => orderCart(lines, successURL, cancelURL),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
