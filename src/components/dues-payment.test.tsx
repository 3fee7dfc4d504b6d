import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '../config/env';
import { server } from '../mocks/node';
import { renderScreen } from '../../tests/unit/render';

// Stripe cannot run here: this stand-in fails the way Stripe.js reports a redirect error.
vi.mock('../lib/payment', () => ({
  redirectToCheckout: () => Promise.reject(new Error('Stripe indisponible')),
}));

const { DuesPayment } = await import('./dues-payment');

it('says La commande a échoué {message} when the redirect to the checkout fails', async () => {
  server.use(
    http.get(`${apiBaseUrl}/resources/cotisation`, () =>
      HttpResponse.json({
        _embedded: { data: [{ id: 1, name: 'Cotisation SPP', price: 30, billingPeriod: 'YEAR' }] },
      }),
    ),
    http.post(`${apiBaseUrl}/commands/adhesion`, () =>
      HttpResponse.json({ stripeSessionId: 'cs_1' }),
    ),
  );
  renderScreen(<DuesPayment token="pay-token" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Payer' }));
  expect(await screen.findByText('La commande a échoué Stripe indisponible')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
});
