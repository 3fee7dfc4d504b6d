import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { CalendarPurchaseScreen } from './calendar-purchase-screen';

// A Stripe key, and a Stripe.js whose redirect the test decides.
const stripe = vi.hoisted(() => ({ redirectToCheckout: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.resolve(stripe) }));
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof import('@/config/env')>();
  return { ...actual, env: { ...actual.env, stripePublicKey: 'pk_test_x' } };
});

function NoPrivacy() {
  return null;
}

async function fillAndPay() {
  const values: [string, string][] = [
    ['Nom', 'Durand'],
    ['Prénom', 'Alice'],
    ['E-mail', 'alice@exemple.fr'],
    ['Numéro', '3'],
    ['Rue', 'rue de Fougères'],
    ['Code postal', '35700'],
    ['Ville', 'Rennes'],
    ['Numéro de souche', '204'],
  ];
  for (const [label, value] of values) await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: '10 €' }));
  await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
  await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
}

describe('calendar purchase, when the way to Stripe fails', () => {
  beforeEach(() => stripe.redirectToCheckout.mockReset());

  it('a failed redirect, then Payer again with the same form: one order, its session reused', async () => {
    stripe.redirectToCheckout
      .mockResolvedValueOnce({ error: { message: 'réseau coupé' } })
      .mockResolvedValueOnce({});
    let orders = 0;
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, () => {
        orders += 1;
        return HttpResponse.json({ stripeSessionId: `cs_${orders}` });
      }),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fillAndPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('La commande a échoué réseau coupé');
    expect(screen.getByLabelText('Ville')).toHaveValue('Rennes');
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();

    // The captcha's token was used: it must be ticked again.
    const captcha = await screen.findByLabelText('Je ne suis pas un robot');
    expect(captcha).not.toBeChecked();
    await userEvent.click(captcha);
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));

    await waitFor(() => expect(stripe.redirectToCheckout).toHaveBeenCalledTimes(2));
    expect(stripe.redirectToCheckout).toHaveBeenLastCalledWith({ sessionId: 'cs_1' });
    expect(orders).toBe(1);
  });

  it('a changed amount after a failed redirect places a new order', async () => {
    stripe.redirectToCheckout
      .mockResolvedValueOnce({ error: { message: 'réseau coupé' } })
      .mockResolvedValueOnce({});
    const amounts: unknown[] = [];
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, async ({ request }) => {
        amounts.push(((await request.json()) as { amount: unknown }).amount);
        return HttpResponse.json({ stripeSessionId: `cs_${amounts.length}` });
      }),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fillAndPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('La commande a échoué');
    await userEvent.click(screen.getByRole('button', { name: '20 €' }));
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() =>
      expect(stripe.redirectToCheckout).toHaveBeenLastCalledWith({ sessionId: 'cs_2' }),
    );
    expect(amounts).toEqual([10, 20]);
  });
});
