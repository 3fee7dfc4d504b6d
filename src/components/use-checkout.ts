import { useState } from 'react';
import {
  CheckoutError,
  type CreateCheckoutSession,
  PaymentStartError,
  checkoutStarter,
} from '@/platform/payment';

/** The messages of every order paid by card (dues, calendar, cart). */
export const ORDER_FAILED = 'La commande ne peut pas être effectuée';
export const orderRedirectFailed = (message: string) => `La commande a échoué ${message}`;

/** Why the card payment did not open: said to the payer in French, never a configuration hint. */
export const PAYMENT_UNAVAILABLE =
  ": le paiement par carte n'est pas disponible pour le moment. Réessayez plus tard.";
export const PAYMENT_UNREACHABLE =
  ': le service de paiement ne répond pas. Vérifiez votre connexion et réessayez.';

const PAYMENT_STOPPED: Record<PaymentStartError['why'], (message: string) => string> = {
  unavailable: () => PAYMENT_UNAVAILABLE,
  unreachable: () => PAYMENT_UNREACHABLE,
  // Stripe's own words, as the payer's browser gives them.
  interrupted: (message) => message || 'paiement interrompu',
};

/** What the payer reads of a payment that did not start (docs/rules.md#messages). */
export function checkoutMessage(error: unknown): string {
  if (!(error instanceof CheckoutError)) return String(error);
  if (error.step === 'order') return ORDER_FAILED;
  const { reason } = error;
  const detail =
    reason instanceof PaymentStartError
      ? PAYMENT_STOPPED[reason.why](reason.message)
      : reason instanceof Error
        ? reason.message
        : String(reason);
  return orderRedirectFailed(detail);
}

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
      return checkoutMessage(error);
    }
  };

  return { pay, pending };
}
