import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { CalendarOrder } from '@/api/types';
import { queryClient } from '@/app/query-client';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { useSession } from '@/stores/session';
import { CalendarOrderScreen } from './calendar-order-screen';

function renderOrder(externalIdentifier: string) {
  const router = createMemoryRouter(
    [{ path: paths.calendarOrderDetails.path, element: <CalendarOrderScreen /> }],
    { initialEntries: [paths.calendarOrderDetails.getHref(externalIdentifier)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const seller: CalendarOrder = {
  id: 7,
  externalIdentifier: 'e 7',
  stubNumber: 4321,
  amount: 20,
  date: '2026-11-03T10:00:00Z',
  paymentStatus: 'PENDING',
  person: {
    lastName: 'Lemoine',
    firstName: 'Alice',
    email: 'alice@exemple.fr',
    address: {
      streetNumber: '12',
      streetName: 'rue de Fougères',
      postalCode: 35700,
      city: 'Rennes',
    },
  },
};

describe('calendar order details (the QR code target)', () => {
  it('shows the order to the calendar team, with a way to the ledger', async () => {
    await useSession
      .getState()
      .login(DEMO_ACCOUNTS.calendar.email, DEMO_ACCOUNTS.calendar.password);
    renderOrder(`cal-${env.calendarYear}-0001`);
    expect(screen.getByRole('heading', { name: 'Commande de calendrier' })).toBeInTheDocument();
    expect(await screen.findByText('Alice Lemoine')).toBeInTheDocument();
    // The calendar's administrators reach the donor for a receipt or a question.
    expect(screen.getByText('E-mail')).toBeInTheDocument();
    expect(screen.getByText('Adresse')).toBeInTheDocument();
    expect(screen.getByText('Payée')).toBeInTheDocument();
    expect(screen.getByText('10,00 €')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Toutes les commandes de calendriers' }),
    ).toHaveAttribute('href', paths.manageCalendars.getHref());
  });

  it('asks for the identifier URI-encoded, and hides the ledger link from a seller', async () => {
    useSession.setState({ roles: ['calendrier_USER'] });
    let asked = '';
    server.use(
      http.get(url('/commands/calendar/:externalIdentifier'), ({ request, params }) => {
        asked = `${new URL(request.url).pathname.split('/').pop()} ${String(params.externalIdentifier)}`;
        return HttpResponse.json(seller);
      }),
    );
    renderOrder('e 7');
    expect(await screen.findByText('4321')).toBeInTheDocument();
    expect(asked).toBe('e%207 e 7');
    expect(screen.getByText('En attente')).toBeInTheDocument();
    // A seller sees the donor by first name and initial, whatever the answer holds.
    expect(screen.getByText('Alice L.')).toBeInTheDocument();
    expect(screen.queryByText(/Lemoine/)).not.toBeInTheDocument();
    expect(screen.queryByText('alice@exemple.fr')).not.toBeInTheDocument();
    expect(screen.queryByText(/Fougères|Rennes/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Toutes les commandes de calendriers' }),
    ).not.toBeInTheDocument();
  });

  it('says when no order has this code', async () => {
    server.use(
      http.get(url('/commands/calendar/:externalIdentifier'), () =>
        HttpResponse.json({ detail: 'Commande introuvable' }, { status: 404 }),
      ),
    );
    renderOrder('inconnu');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Commande introuvable : ce code ne correspond à aucune commande de calendrier.',
    );
  });

  it('says when the order cannot be loaded (tried twice), and Réessayer loads it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(url('/commands/calendar/:externalIdentifier'), () => {
        calls += 1;
        return calls <= 2 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(seller);
      }),
    );
    renderOrder('e 7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être chargée.",
    );
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/HTTP 503/));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Alice L.')).toBeInTheDocument();
    log.mockRestore();
  });
});
