import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { lastMailTo, linkParam } from '@/mocks/backend/testing';
import { renderApp } from '@/testing/render-app';
import { renderScreen } from '@/testing/render';
import { Component as ValidationRoute } from './validate-route';

const due = {
  id: 1,
  name: 'Cotisation SPV 2027',
  price: 25,
  billingPeriod: 'YEAR',
  description: '<p>Accès aux activités</p><script>window.bad = 1</script>',
};
const page = (data: unknown[]) => ({ _embedded: { data } });

function validates(paymentToken = 'pay-token') {
  return http.post(`${apiBaseUrl}/auth/validate`, () => HttpResponse.json({ token: paymentToken }));
}

describe('e-mail validation (validateorsubscribe)', () => {
  it('shows en cours de validation, then E-mail confirmé with the 24/48h notice and the dues', async () => {
    let validatedWith: string | null = null;
    let duesToken: string | null = null;
    server.use(
      http.post(`${apiBaseUrl}/auth/validate`, ({ request }) => {
        validatedWith = new URL(request.url).searchParams.get('token');
        return HttpResponse.json({ token: 'pay-token' });
      }),
      http.get(`${apiBaseUrl}/resources/cotisation`, ({ request }) => {
        duesToken = new URL(request.url).searchParams.get('token');
        return HttpResponse.json(page([due]));
      }),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-1');
    expect(screen.getByText(/en cours de validation/)).toBeInTheDocument();
    expect(await screen.findByText('E-mail confirmé')).toBeInTheDocument();
    expect(screen.getByText(/24\/48h/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cotisation SPV 2027' })).toBeInTheDocument();
    expect(screen.getAllByText('25,00 €').length).toBeGreaterThan(0);
    expect(screen.getByText('Accès aux activités')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(validatedWith).toBe('mail-token-1');
    expect(duesToken).toBe('pay-token');
  });

  it("says Le token fourni n'a pas pu être validé for a refused token", async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/validate`, () => new HttpResponse(null, { status: 400 })),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-2');
    expect(await screen.findByText("Le token fourni n'a pas pu être validé")).toBeInTheDocument();
  });

  it('removes the used token from the address bar and keeps the screen', async () => {
    server.use(
      validates(),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => HttpResponse.json(page([due]))),
    );
    const { router } = renderScreen(<ValidationRoute />, '/validateorsubscribe?token=used-once');
    expect(await screen.findByText('E-mail confirmé')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/validateorsubscribe');
    expect(await screen.findByRole('heading', { name: 'Cotisation SPV 2027' })).toBeInTheDocument();
  });

  it('tells a server failure apart from a refused token, and Réessayer validates again', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/auth/validate`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ token: 'pay-token' });
      }),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => HttpResponse.json(page([due]))),
    );
    const { router } = renderScreen(<ValidationRoute />, '/validateorsubscribe?token=flaky');
    expect(await screen.findByText(/le serveur ne répond pas/)).toBeInTheDocument();
    expect(screen.queryByText("Le token fourni n'a pas pu être validé")).toBeNull();
    expect(router.state.location.search).toBe('?token=flaky');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('E-mail confirmé')).toBeInTheDocument();
  });

  it('reads the token from the route too (/validateorsubscribe/T)', async () => {
    let validatedWith: string | null = null;
    server.use(
      http.post(`${apiBaseUrl}/auth/validate`, ({ request }) => {
        validatedWith = new URL(request.url).searchParams.get('token');
        return HttpResponse.json({ token: 'pay-token' });
      }),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => HttpResponse.json(page([due]))),
    );
    const router = createMemoryRouter(
      [{ path: '/validateorsubscribe/:token?', element: <ValidationRoute /> }],
      {
        initialEntries: ['/validateorsubscribe/route-token'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('E-mail confirmé')).toBeInTheDocument();
    expect(validatedWith).toBe('route-token');
  });

  it('says when no dues exist for the status', async () => {
    server.use(
      validates(),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => HttpResponse.json(page([]))),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-3');
    expect(
      await screen.findByText('Aucune cotisation disponible pour votre statut'),
    ).toBeInTheDocument();
  });

  it('says Aucune cotisation à payer and goes home on 404', async () => {
    server.use(
      validates(),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => new HttpResponse(null, { status: 404 })),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-4', <p>Accueil</p>);
    expect(await screen.findByText('Aucune cotisation à payer')).toBeInTheDocument();
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
  });

  it('says Impossible de charger le paiement de la cotisation on other failures', async () => {
    server.use(
      validates(),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-5');
    expect(
      await screen.findByText('Impossible de charger le paiement de la cotisation'),
    ).toBeInTheDocument();
  });

  it('orders every due with quantity 1 and return addresses, then goes to the checkout', async () => {
    let order: Record<string, unknown> = {};
    server.use(
      validates('pay-token-6'),
      http.get(`${apiBaseUrl}/resources/cotisation`, () =>
        HttpResponse.json(page([due, { ...due, id: 6, name: 'Assurance UDSP', price: 8 }])),
      ),
      http.post(`${apiBaseUrl}/commands/adhesion`, async ({ request }) => {
        order = {
          token: new URL(request.url).searchParams.get('token'),
          ...((await request.json()) as object),
        };
        return HttpResponse.json({ stripeSessionId: 'cs_test_1' });
      }),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-6');
    expect(await screen.findByText('33,00 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(window.location.hash).toBe('#/demo/checkout/cs_test_1'));
    expect(order).toMatchObject({
      token: 'pay-token-6',
      reservations: [
        { resource: { id: 1 }, quantity: 1 },
        { resource: { id: 6 }, quantity: 1 },
      ],
      successURL: expect.stringMatching(/#\/validateorsubscribe\?payment=success$/),
      cancelURL: expect.stringMatching(/#\/validateorsubscribe\?payment=cancel$/),
    });
  });

  it('says La commande ne peut pas être effectuée when the order fails, and gives Payer back', async () => {
    server.use(
      validates(),
      http.get(`${apiBaseUrl}/resources/cotisation`, () => HttpResponse.json(page([due]))),
      http.post(`${apiBaseUrl}/commands/adhesion`, () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<ValidationRoute />, '/validateorsubscribe?token=mail-token-7');
    await userEvent.click(await screen.findByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('La commande ne peut pas être effectuée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
  });

  it('shows a clear result after the payment, paid or cancelled', async () => {
    renderScreen(<ValidationRoute />, '/?payment=success');
    expect(await screen.findByRole('heading', { name: 'Paiement enregistré' })).toBeInTheDocument();
  });
});

describe('the e-mail link with its token as a route parameter', () => {
  it('validates /#/validateorsubscribe/{token} as the ?token= form does, and keeps the outcome once the token is gone', async () => {
    const token = linkParam(lastMailTo('nouveau@amicale.fr')?.link, 'token');
    await renderApp({ path: `/validateorsubscribe/${token}` });
    // Validated, the token leaves the address.
    await waitFor(() => expect(window.location.hash).toBe('#/validateorsubscribe'));
    // The new address is another path: its screen is drawn afresh (the route's boundary starts
    // again), so the outcome is read on the screen as it stands, not on an element found before.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
      expect(screen.getByText('E-mail confirmé')).toBeInTheDocument();
    });
    expect(screen.queryByText("Le token fourni n'a pas pu être validé")).toBeNull();
  });
});
