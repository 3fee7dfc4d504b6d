import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { DuesPayment } from './dues-payment';

// Stripe cannot run here: this stand-in fails the way Stripe.js reports a redirect error.
const stripe = vi.hoisted(() => ({
  redirectToCheckout: vi.fn(() => Promise.resolve({ error: { message: 'Stripe indisponible' } })),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.resolve(stripe) }));
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof import('@/config/env')>();
  return { ...actual, env: { ...actual.env, stripePublicKey: 'pk_test_x' } };
});

const due = { id: 1, name: 'Cotisation SPP', price: 30, billingPeriod: 'YEAR' };

it('says La commande a échoué {message} when the redirect fails, and a retry reuses the order', async () => {
  let orders = 0;
  server.use(
    http.get(`${apiBaseUrl}/resources/cotisation`, () =>
      HttpResponse.json({ _embedded: { data: [due] } }),
    ),
    http.post(`${apiBaseUrl}/commands/adhesion`, () => {
      orders += 1;
      return HttpResponse.json({ stripeSessionId: 'cs_1' });
    }),
  );
  renderScreen(<DuesPayment token="pay-token" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Payer' }));
  expect(await screen.findByText('La commande a échoué Stripe indisponible')).toBeInTheDocument();
  const payButton = screen.getByRole('button', { name: 'Payer' });
  expect(payButton).toBeEnabled();
  await userEvent.click(payButton);
  await vi.waitFor(() => expect(stripe.redirectToCheckout).toHaveBeenCalledTimes(2));
  expect(orders).toBe(1);
  expect(stripe.redirectToCheckout).toHaveBeenLastCalledWith({ sessionId: 'cs_1' });
});

it("says 'Impossible de charger le paiement de la cotisation' with Réessayer, which loads again", async () => {
  let calls = 0;
  server.use(
    http.get(`${apiBaseUrl}/resources/cotisation`, () => {
      calls += 1;
      return calls === 1
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json({ _embedded: { data: [due] } });
    }),
  );
  renderScreen(<DuesPayment token="pay-token" />);
  expect(
    await screen.findByText('Impossible de charger le paiement de la cotisation'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Cotisation SPP')).toBeInTheDocument();
  expect(screen.getByText('30,00 €', { selector: 'p' })).toBeInTheDocument();
});
