// A build for a real backend (VITE_MOCK_API=false) without VITE_STRIPE_PUBLIC_KEY, set before
// the configuration is read.
vi.hoisted(() => {
  vi.stubEnv('VITE_MOCK_API', 'false');
  vi.stubEnv('VITE_STRIPE_PUBLIC_KEY', '');
});
afterAll(() => vi.unstubAllEnvs());

const { CheckoutError, checkoutStarter } = await import('./payment');
const { checkoutMessage } = await import('@/components/use-checkout');

describe('a card payment without a Stripe key outside the demo', () => {
  it('tells the payer in French, and the integrator in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await checkoutStarter()(() =>
      Promise.resolve({ stripeSessionId: 'cs_1' }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CheckoutError);
    expect(checkoutMessage(failure)).toBe(
      "La commande a échoué : le paiement par carte n'est pas disponible pour le moment. Réessayez plus tard.",
    );
    expect(checkoutMessage(failure)).not.toMatch(/VITE_|Stripe|clé/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('VITE_STRIPE_PUBLIC_KEY'));
    logged.mockRestore();
  });
});
