import { ORDER_FAILED, checkoutMessage } from '@/components/use-checkout';
import { CheckoutError, checkoutStarter } from './payment';

const stripe = vi.hoisted(() => ({ redirectToCheckout: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.resolve(stripe) }));
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof import('@/config/env')>();
  return { ...actual, env: { ...actual.env, stripePublicKey: 'pk_test_x' } };
});

describe('startCheckout', () => {
  beforeEach(() => stripe.redirectToCheckout.mockReset());

  it('orders once, then sends the payer to Stripe with the session id', async () => {
    stripe.redirectToCheckout.mockResolvedValue({});
    const createSession = vi.fn().mockResolvedValue({ stripeSessionId: 'cs_1' });
    await checkoutStarter()(createSession);
    expect(createSession).toHaveBeenCalledTimes(1);
    expect(stripe.redirectToCheckout).toHaveBeenCalledWith({ sessionId: 'cs_1' });
  });

  it("a refused order says 'La commande ne peut pas être effectuée'", async () => {
    const start = checkoutStarter();
    const failure = await start(() => Promise.reject(new Error('500'))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CheckoutError);
    expect(checkoutMessage(failure)).toBe(ORDER_FAILED);
    expect(stripe.redirectToCheckout).not.toHaveBeenCalled();
  });

  it('an answer without a session id is a refused order', async () => {
    const start = checkoutStarter();
    const failure = await start(() => Promise.resolve({} as { stripeSessionId: string })).catch(
      (e: unknown) => e,
    );
    expect(checkoutMessage(failure)).toBe(ORDER_FAILED);
  });

  it("a failed redirect says 'La commande a échoué {message}' and a retry reuses the session", async () => {
    stripe.redirectToCheckout
      .mockResolvedValueOnce({ error: { message: 'réseau coupé' } })
      .mockResolvedValueOnce({});
    const createSession = vi.fn().mockResolvedValue({ stripeSessionId: 'cs_2' });
    const start = checkoutStarter();
    const failure = await start(createSession, 'same order').catch((e: unknown) => e);
    expect(checkoutMessage(failure)).toBe('La commande a échoué réseau coupé');
    await start(createSession, 'same order');
    expect(createSession).toHaveBeenCalledTimes(1);
    expect(stripe.redirectToCheckout).toHaveBeenLastCalledWith({ sessionId: 'cs_2' });
  });

  it('a changed order after a failed redirect places a new order', async () => {
    stripe.redirectToCheckout
      .mockResolvedValueOnce({ error: { message: 'x' } })
      .mockResolvedValue({});
    const createSession = vi
      .fn()
      .mockResolvedValueOnce({ stripeSessionId: 'cs_a' })
      .mockResolvedValueOnce({ stripeSessionId: 'cs_b' });
    const start = checkoutStarter();
    await start(createSession, '10 €').catch(() => undefined);
    await start(createSession, '20 €');
    expect(createSession).toHaveBeenCalledTimes(2);
    expect(stripe.redirectToCheckout).toHaveBeenLastCalledWith({ sessionId: 'cs_b' });
  });
});
