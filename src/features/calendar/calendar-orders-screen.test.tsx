import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MockCalendarOrder } from '@/mocks/backend/types';
import { env } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { useSession } from '@/stores/session';
import { renderScreen } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { CalendarOrdersScreen } from './calendar-orders-screen';

const year = env.calendarYear;

async function signInAsCalendarTeam() {
  await useSession.getState().login(DEMO_ACCOUNTS.calendar.email, DEMO_ACCOUNTS.calendar.password);
}

const ordersTable = () => screen.getByRole('table', { name: 'Commandes de calendriers' });
const column = (name: string) => {
  const table = ordersTable();
  const at = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent?.startsWith(name));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[at].textContent);
};
const summary = () => screen.getByText(/commandes? payées?, total/);

function order(id: number, amount: number, day: number): MockCalendarOrder {
  return {
    id,
    externalIdentifier: `e${id}`,
    stubNumber: 100 + (id % 3),
    amount,
    date: `${year}-11-${String(day).padStart(2, '0')}T10:00:00Z`,
    paymentStatus: 'PAID',
    person: {
      lastName: `Nom${id}`,
      firstName: 'Alice',
      email: 'a@b.fr',
      address: { streetNumber: '1', streetName: 'r', postalCode: 35000, city: 'Rennes' },
    },
  };
}

describe('calendar orders ledger (staff)', () => {
  it("totals the year's paid orders and shows the pending ones apart", async () => {
    await signInAsCalendarTeam();
    // Another year's order is not in this year's ledger.
    db().calendarOrders.push({ ...order(9001, 500, 1), date: `${year - 1}-12-01T10:00:00Z` });
    renderScreen(<CalendarOrdersScreen />);
    expect(
      await screen.findByRole('heading', { name: `Commandes de calendriers ${year}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/commandes payées/)).toHaveTextContent(
      '20 commandes payées, total 342,00 €, don moyen 17,10 €',
    );
    expect(screen.getByText(/^En attente : \d/)).toHaveTextContent(
      'En attente : 3 commandes, 35,00 €',
    );
    expect(column('Date')).toHaveLength(25);
    expect(screen.queryByText('Nom9001 Alice')).not.toBeInTheDocument();

    const stubs = screen.getByRole('table', { name: 'Totaux par souche' });
    const stub101 = within(stubs).getAllByRole('row')[1];
    expect(
      within(stub101)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['101', '5', '110,00 €', '22,00 €', '0']);
    const overall = within(stubs).getByRole('rowheader', { name: 'Ensemble' }).closest('tr');
    expect(overall).toHaveTextContent('Ensemble20342,00 €17,10 €3 (35,00 €)');
  });

  it('sorts on a header and filters by stub number and payment state', async () => {
    await signInAsCalendarTeam();
    renderScreen(<CalendarOrdersScreen />);
    await screen.findByText(/commandes payées/);
    const dateHeader = within(ordersTable()).getByRole('columnheader', { name: /Date/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(ordersTable()).getByRole('button', { name: 'Montant' }));
    expect(within(ordersTable()).getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(dateHeader).toHaveAttribute('aria-sort', 'none');
    const amounts = column('Montant').map((text) => Number.parseFloat(text ?? ''));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await userEvent.type(screen.getByLabelText('Numéro de souche'), '101');
    expect(column('Souche')).toEqual(['101', '101', '101', '101', '101']);
    expect(summary()).toHaveTextContent('5 commandes payées, total 110,00 €, don moyen 22,00 €');

    await userEvent.clear(screen.getByLabelText('Numéro de souche'));
    await userEvent.selectOptions(screen.getByLabelText('Paiement'), 'En attente');
    expect(column('Paiement')).toEqual(['En attente', 'En attente', 'En attente']);
    expect(summary()).toHaveTextContent('0 commande payée, total 0,00 €');
    expect(screen.getByText(/^En attente : \d/)).toHaveTextContent('3 commandes, 35,00 €');
  });

  it('keeps its filters and sort in the address: the same list comes back from a link or a reload', async () => {
    await renderApp({
      as: 'calendar',
      path: '/management/commissions/calendars?souche=101&paiement=PAID&tri=amount,desc',
    });
    await screen.findByText(/commandes? payées?/);
    expect(screen.getByLabelText('Numéro de souche')).toHaveValue('101');
    expect(screen.getByLabelText('Paiement')).toHaveValue('PAID');
    expect(within(ordersTable()).getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(new Set(column('Souche'))).toEqual(new Set(['101']));

    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/management/commissions/calendars?tri=amount%2Cdesc'),
    );
    await userEvent.click(within(ordersTable()).getByRole('button', { name: 'Date' }));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/management/commissions/calendars?tri=date%2Casc'),
    );
  });

  it('filters by dates typed as jj/mm/aaaa', async () => {
    await signInAsCalendarTeam();
    renderScreen(<CalendarOrdersScreen />);
    await screen.findByText(/commandes payées/);
    const from = screen.getByLabelText('Du');
    expect(from).not.toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await userEvent.type(from, `05/11/${year}`);
    await userEvent.type(screen.getByLabelText('Au'), `05/11/${year}`);
    await waitFor(() => expect(column('Date')).toEqual([`05/11/${year}`, `05/11/${year}`]));
  });

  it('pages the orders, 50 a page', async () => {
    const many = Array.from({ length: 60 }, (_, index) => order(index + 1, 10, 3 + (index % 20)));
    server.use(
      http.get(url('/commands/calendar'), () =>
        HttpResponse.json({ _embedded: { data: many }, page: { totalElements: 60 } }),
      ),
    );
    renderScreen(<CalendarOrdersScreen />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 sur 2');
    expect(column('Date')).toHaveLength(50);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(pages).toHaveTextContent('Page 2 sur 2');
    expect(column('Date')).toHaveLength(10);
    expect(summary()).toHaveTextContent('60 commandes payées, total 600,00 €');
  });

  it('exports the shown orders as CSV', async () => {
    await signInAsCalendarTeam();
    const created = vi.fn((_blob: Blob) => 'blob:ledger');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderScreen(<CalendarOrdersScreen />);
    await screen.findByText(/commandes payées/);
    await userEvent.selectOptions(screen.getByLabelText('Paiement'), 'En attente');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveProperty('download', `commandes-calendrier-${year}.csv`);
    const csv = await created.mock.calls[0][0].text();
    expect(csv.trim().split('\r\n')).toHaveLength(4);
    click.mockRestore();
  });

  it('says when the year has no order', async () => {
    server.use(
      http.get(url('/commands/calendar'), () =>
        HttpResponse.json({ _embedded: { data: [] }, page: { totalElements: 0 } }),
      ),
    );
    renderScreen(<CalendarOrdersScreen />);
    expect(
      await screen.findByText(`Aucune commande de calendrier pour ${year}.`),
    ).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded (tried twice), logs it, and Réessayer loads them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(url('/commands/calendar'), () => {
        calls += 1;
        return calls <= 2
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({
              _embedded: { data: [order(1, 10, 3)] },
              page: { totalElements: 1 },
            });
      }),
    );
    renderScreen(<CalendarOrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les commandes n'ont pas pu être chargées.",
    );
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Chargement des commandes.*HTTP 500/));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/commande payée/)).toHaveTextContent(
      '1 commande payée, total 10,00 €',
    );
    log.mockRestore();
  });
});
