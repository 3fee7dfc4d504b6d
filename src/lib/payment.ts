import { env } from '../config/env';
import { paths } from '../config/paths';

/**
 * Sends the payer to Stripe Checkout for a session the backend created (CONTRACT §6).
 * Stripe.js is loaded only here, when a payment starts. In the demo without a key, the local
 * checkout stand-in takes its place. Rejects with the provider's message on failure.
 */
export async function redirectToCheckout(stripeSessionId: string): Promise<void> {
  if (import.meta.env.VITE_MOCK_API === 'true' && !env.stripePublicKey) {
    window.location.hash = `#${paths.demoCheckout.getHref(stripeSessionId)}`;
    return;
  }
  if (!env.stripePublicKey) throw new Error('clé Stripe absente (VITE_STRIPE_PUBLIC_KEY)');
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(env.stripePublicKey);
  if (!stripe) throw new Error('Stripe.js indisponible');
  const result = await stripe.redirectToCheckout({ sessionId: stripeSessionId });
  if (result.error) throw new Error(result.error.message ?? 'paiement interrompu');
}
