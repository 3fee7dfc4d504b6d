import { useState } from 'react';
import { CheckoutError, type CreateCheckoutSession, checkoutStarter } from './payment';

/**
 * A screen's card payment: `pay()` orders then goes to Stripe; `pending` holds the button
 * while it runs; a failure resolves to its documented message (and the button comes back). A second
 * try after a failed redirect reuses the order's session when `key` is unchanged.
 */
export function useCheckout() {
  const [start] = useState(checkoutStarter);
  const [pending, setPending] = useState(false);

  const pay = async (createSession: CreateCheckoutSession, key = ''): Promise<string | null> => {
    setPending(true);
    try {
      await start(createSession, key);
      return null;
    } catch (error) {
      setPending(false);
      return error instanceof CheckoutError ? error.message : String(error);
    }
  };

  return { pay, pending };
}
