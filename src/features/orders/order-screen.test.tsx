import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { useCart } from '@/stores/cart';
import { renderApp } from '../../../tests/unit/render-app';

const mobilHome = { id: 10, name: 'Mobil-home à Erquy', price: 45, billingPeriod: 'DAY' };
const sweat = { id: 12, name: 'Sweat de l’amicale', price: 28, billingPeriod: 'ITEM' };

function answering(order: Record<string, unknown>) {
  server.use(http.get(`${apiBaseUrl}/commands/50`, () => HttpResponse.json({ id: 50, ...order })));
}

const lines = () =>
  within(screen.getByRole('table', { name: 'Lignes de la commande n° 50' }))
    .getAllByRole('row')
    .slice(1);

describe('an order’s page', () => {
  it('shows the total and the line prices the backend answered, never today’s prices', async () => {
    answering({
      date: '2026-07-01',
      status: 'PAID',
      total: 99,
      person: { id: 1 },
      reservations: [
        {
          id: 1,
          resource: mobilHome,
          quantity: 1,
          startDate: '2026-07-10',
          endDate: '2026-07-11',
          price: 80,
        },
        { id: 2, resource: sweat, quantity: 1 },
      ],
    });
    await renderApp({ as: 'member', path: '/command/50' });
    await screen.findByRole('heading', { level: 1, name: 'Commande n° 50' });
    await waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(2));
    expect(lines()[0]).toHaveTextContent('80,00 €');
    expect(lines()[0]).not.toHaveTextContent('90,00 €');
    expect(lines()[1]).toHaveTextContent('—');
    expect(lines()[1]).not.toHaveTextContent('28,00 €');
    expect(screen.getAllByText('99,00 €').length).toBeGreaterThan(0);
  });

  it("is 'Accès refusé' for an order of somebody else", async () => {
    await renderApp({ as: 'member', path: '/command/3' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('is open to a persons administrator', async () => {
    await renderApp({ as: 'persons', path: '/command/3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande n° 3' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
  });

  it('says what to do with a pending order: its lines back in the cart, to order again', async () => {
    answering({
      date: '2026-07-01',
      status: 'PENDING',
      total: 90,
      person: { id: 1 },
      reservations: [
        { id: 1, resource: mobilHome, quantity: 1, startDate: '2099-07-10', endDate: '2099-07-11' },
      ],
    });
    await renderApp({ as: 'member', path: '/command/50' });
    expect(
      await screen.findByText(/Ce paiement n'a pas abouti : cette commande ne sera pas débitée/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remettre au panier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panier' })).toBeInTheDocument();
    expect(useCart.getState().reservations).toEqual([
      expect.objectContaining({ quantity: 1, startDate: '2099-07-10', endDate: '2099-07-11' }),
    ]);
  });
});
