import { api } from './client';
import type { Resource, StripeSessionAnswer } from './types';

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
