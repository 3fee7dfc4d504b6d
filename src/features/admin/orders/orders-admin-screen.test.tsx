import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { formatEuro } from '@/lib/format';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

const rows = () =>
  within(screen.getByRole('table', { name: "Commandes, les plus récentes d'abord" }))
    .getAllByRole('row')
    .slice(1);

describe('Commandes', () => {
  it('lists every order for a super administrator with the totals, filtered by state', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commands' });
    // The first test loads the screen's module cold: more time on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commandes' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const all = db().commands;
    const paid = all.filter((order) => order.status === 'PAID');
    const sum = formatEuro(paid.reduce((total, order) => total + (order.total ?? 0), 0));
    expect(
      await screen.findByText((text) =>
        text.startsWith(`${all.length} commandes : ${paid.length} payées pour un total de ${sum}`),
      ),
    ).toBeInTheDocument();
    // 25 a page, the newest first.
    expect(rows()).toHaveLength(Math.min(25, all.length));
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'En attente');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('360,00 €');
    expect(rows()[0]).toHaveTextContent('En attente');
  });

  it('finds orders by person, after the typing pauses', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commands' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await user.type(screen.getByRole('searchbox', { name: 'Personne' }), 'fourn');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('link', { name: /Fournier/ })).toHaveAttribute(
      'href',
      '#/person/9',
    );
    expect(rows()[0]).toHaveTextContent('360,00 €');
  });

  it('keeps its filters in the address, and picks the dues orders alone', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commands?etat=PENDING' });
    expect(await screen.findByRole('combobox', { name: 'État' })).toHaveDisplayValue('En attente');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'Tous');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Commission' }),
      'Cotisations (adhésions)',
    );
    expect(window.location.hash).toBe('#/management/commands?cotisations=1');
    const dues = new Set(
      db()
        .resources.filter((resource) => resource.isDue)
        .map(({ id }) => id),
    );
    const duesOrders = db().commands.filter((order) =>
      (order.reservations ?? []).some((line) => dues.has(line.resource.id)),
    );
    await waitFor(() =>
      expect(
        screen.getByText((text) => text.startsWith(`${duesOrders.length} commandes : `)),
      ).toBeInTheDocument(),
    );
    for (const row of rows()) expect(row).toHaveTextContent(/Cotisation|Assurance UDSP/);
  });

  it('shows a commission administrator only the orders of their commission’s resources', async () => {
    await renderApp({ as: 'commission', path: '/management/commands' });
    await screen.findByRole('heading', { level: 1, name: 'Commandes' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    for (const row of rows()) expect(row).toHaveTextContent(/Sweat|Licence|Bernard/);
  });

  it('gives a commission administrator their lines only, their totals, and no link they cannot open', async () => {
    const searches: string[] = [];
    // Each line says what it cost (`price`); today's price of its resource is another one.
    const line = (id: number, name: string, commission: string | null, price: number) => ({
      id,
      quantity: 1,
      startDate: null,
      endDate: null,
      price,
      resource: { id, name, price: price + 1, billingPeriod: 'ITEM', commission },
    });
    server.use(
      http.get(`${apiBaseUrl}/commands`, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({
          _embedded: {
            data: [
              {
                id: 70,
                date: '2026-10-02',
                status: 'PAID',
                total: 355,
                person: { id: 9, firstName: 'Luc', lastName: 'Fournier' },
                reservations: [
                  line(1, 'Sweat du club', 'sport', 25),
                  line(2, 'Mobil-home', 'loisirs', 300),
                  line(3, 'Cotisation amicale', null, 30),
                ],
              },
              {
                id: 71,
                date: '2026-10-01',
                status: 'PAID',
                total: 300,
                person: { id: 2, firstName: 'Paul', lastName: 'Bernard' },
                reservations: [line(2, 'Mobil-home', 'loisirs', 300)],
              },
            ],
          },
          page: { size: 500, totalElements: 2, totalPages: 1, number: 0 },
        });
      }),
    );
    await renderApp({ as: 'commission', path: '/management/commands' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(searches[0]).toBe('reservations.resource.commission==sport');
    expect(rows()[0]).toHaveTextContent('Sweat du club');
    expect(rows()[0]).not.toHaveTextContent('Mobil-home');
    expect(rows()[0]).not.toHaveTextContent('Cotisation');
    expect(rows()[0]).toHaveTextContent('25,00 €');
    expect(screen.getByText(/pour un total de 25,00 €/)).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('link')).toBeNull();
    expect(rows()[0]).toHaveTextContent('Luc Fournier');
  });

  it("never works out a line's price again: lines the backend did not price have no total", async () => {
    server.use(
      http.get(`${apiBaseUrl}/commands`, () =>
        HttpResponse.json({
          _embedded: {
            data: [
              {
                id: 72,
                date: '2026-10-03',
                status: 'PAID',
                total: 330,
                person: { id: 9, firstName: 'Luc', lastName: 'Fournier' },
                reservations: [
                  // Named by link only, without a price: the sweat costs 28 € today.
                  { id: 1, quantity: 1, _links: { resource: { href: '/resources/12' } } },
                  {
                    id: 2,
                    quantity: 1,
                    price: 300,
                    resource: { id: 10, name: 'Mobil-home', commission: 'loisirs' },
                  },
                ],
              },
            ],
          },
          page: { size: 500, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
    );
    await renderApp({ as: 'commission', path: '/management/commands' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Sweat de l’amicale');
    expect(rows()[0]).toHaveTextContent('—');
    expect(rows()[0]).not.toHaveTextContent('28,00 €');
    expect(
      screen.getByText(/1 commande payée sans le prix de ses lignes, hors total/),
    ).toBeInTheDocument();
  });

  it('is not for a persons administrator', async () => {
    await renderApp({ as: 'persons', path: '/management/commands' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
