import { env } from '@/config/env';
import { paths } from '@/config/paths';

/**
 * Why a card payment could not open Stripe's page: no key in this build (`unavailable`), Stripe.js
 * not loaded (`unreachable`), or Stripe's own refusal (`interrupted`, with its message). What the
 * payer reads of it is the kit's (src/components/use-checkout.ts).
 */
export class PaymentStartError extends Error {
  readonly why: 'unavailable' | 'unreachable' | 'interrupted';

  constructor(why: PaymentStartError['why'], message: string = why) {
    super(message);
    this.name = 'PaymentStartError';
    this.why = why;
  }
}

/**
 * Sends the payer to Stripe Checkout for a session the backend created.
 * Stripe.js is loaded only here, when a payment starts. In the demo without a key, the local
 * checkout stand-in takes its place. Rejects with a `PaymentStartError` on failure.
 */
export async function redirectToCheckout(stripeSessionId: string): Promise<void> {
  if (import.meta.env.VITE_MOCK_API === 'true' && !env.stripePublicKey) {
    window.location.hash = `#${paths.demoCheckout.getHref(stripeSessionId)}`;
    return;
  }
  if (!env.stripePublicKey) {
    // The integrator's hint goes to the console; the payer reads what to do.
    console.error(
      'Paiement : aucune clé publique Stripe (VITE_STRIPE_PUBLIC_KEY) dans cette construction.',
    );
    throw new PaymentStartError('unavailable');
  }
  let stripe: Awaited<ReturnType<(typeof import('@stripe/stripe-js/pure'))['loadStripe']>>;
  try {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    stripe = await loadStripe(env.stripePublicKey);
  } catch (error) {
    console.error('Stripe.js ne s’est pas chargé', error);
    stripe = null;
  }
  if (!stripe) throw new PaymentStartError('unreachable');
  const result = await stripe.redirectToCheckout({ sessionId: stripeSessionId });
  // Stripe's own message, as the payer's browser gives it (the order failure message names it).
  if (result.error) throw new PaymentStartError('interrupted', result.error.message ?? '');
}

/** Why a checkout did not start: the order was refused, or the redirect to Stripe failed. */
export class CheckoutError extends Error {
  readonly step: 'order' | 'redirect';
  readonly reason: unknown;

  constructor(step: 'order' | 'redirect', reason: unknown) {
    const detail = reason instanceof Error ? reason.message : String(reason);
    super(`${step === 'order' ? 'order refused' : 'redirect failed'}: ${detail}`);
    this.name = 'CheckoutError';
    this.step = step;
    this.reason = reason;
  }
}

export type CreateCheckoutSession = () => Promise<{ stripeSessionId: string }>;

/**
 * Starts a card payment: `createSession` orders (POST /commands/…), then Stripe. Keep the
 * returned starter for the screen's life: after a failed redirect, trying again with the same
 * `key` (what was ordered) reuses the session instead of placing a second pending order.
 * Rejects with a `CheckoutError` saying at which step, which the kit words for the payer
 * (`checkoutMessage`, src/components/use-checkout.ts; docs/rules.md#messages).
 */
export function checkoutStarter() {
  let reusable: { key: string; sessionId: string } | null = null;
  return async function startCheckout(
    createSession: CreateCheckoutSession,
    key = '',
  ): Promise<void> {
    let sessionId = reusable?.key === key ? reusable.sessionId : null;
    if (!sessionId) {
      try {
        const answer = await createSession();
        if (!answer || typeof answer.stripeSessionId !== 'string' || !answer.stripeSessionId) {
          throw new Error('réponse sans session de paiement');
        }
        sessionId = answer.stripeSessionId;
      } catch (error) {
        throw new CheckoutError('order', error);
      }
    }
    reusable = { key, sessionId };
    try {
      await redirectToCheckout(sessionId);
    } catch (error) {
      throw new CheckoutError('redirect', error);
    }
  };
}
