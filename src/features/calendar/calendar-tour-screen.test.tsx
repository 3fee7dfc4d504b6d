import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { queryClient } from '@/app/query-client';
import { env } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { readQr } from '@/testing/read-qr';
import { renderApp } from '@/testing/render-app';

const TITLE = `Tournée des calendriers ${env.calendarYear}`;
const TOUR_LOAD_FAILED = "Les commandes de cette souche n'ont pas pu être chargées.";

/** A donor's order on `stubNumber`, as the backend records it once the payment is made. */
function donorPays(stubNumber: number, firstName: string, amount: number) {
  const [model] = db().calendarOrders;
  db().calendarOrders.push({
    ...model,
    id: 9000 + amount,
    externalIdentifier: `cal-tournee-${firstName}`,
    person: { ...model.person, firstName, lastName: 'Donatrice' },
    amount,
    stubNumber,
    date: new Date().toISOString(),
    paymentStatus: 'PAID',
  });
}

async function showStub(stub: string) {
  const field = await screen.findByRole('textbox', { name: 'Numéro de souche' });
  await userEvent.clear(field);
  await userEvent.type(field, stub);
  await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
}

const list = () => screen.findByRole('list', { name: 'Commandes de la souche' });

describe('calendar tour (a seller at the doors)', () => {
  it('gives the seller a large QR code of the purchase with the stub, and the stub’s orders', async () => {
    await renderApp({ as: 'seller' });
    await userEvent.click(await screen.findByRole('link', { name: 'Tournée des calendriers' }));
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    await showStub('101');
    const qr = await screen.findByRole('img', {
      name: "QR code de l'achat du calendrier, souche n° 101",
    });
    expect(qr).toHaveAttribute('width', '320');
    expect(readQr(qr)).toBe(`${window.location.origin}/calendrier?souche=101`);
    const orders = within(await list()).getAllByRole('listitem');
    const seeded = db().calendarOrders.filter((order) => order.stubNumber === 101);
    expect(orders).toHaveLength(seeded.length);
    // Newest first, each with its donor by first name and initial, amount and state.
    const newest = [...seeded].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(orders[0]).toHaveTextContent(`${newest.person.firstName} ${newest.person.lastName[0]}.`);
    expect(orders[0]).not.toHaveTextContent(newest.person.lastName);
    expect(orders[0]).toHaveTextContent(/Payée|En attente|Annulée/);
    // Nothing else of a donor is shown at the door: no e-mail, no address.
    for (const order of seeded) {
      expect(screen.queryByText(order.person.email, { exact: false })).toBeNull();
      expect(screen.queryByText(order.person.address.streetName, { exact: false })).toBeNull();
    }
    expect(
      screen.getByText(/^Mis à jour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/),
    ).toBeInTheDocument();
  });

  describe('on a clock of its own', () => {
    // The 5 s of the polling pass at once; the rest of the time flows as usual.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('shows a donor’s payment on its own, read again every 5 s while the screen is visible', async () => {
      await renderApp({ as: 'seller', path: '/tournee?souche=104' });
      await list();
      donorPays(104, 'Élodie', 35);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(screen.queryByText('Élodie D.')).toBeNull();
      await vi.advanceTimersByTimeAsync(1_500);
      const row = await screen.findByText('Élodie D.');
      expect(row.closest('li')).toHaveTextContent('35,00 €');
      expect(row.closest('li')).toHaveTextContent('Payée');
    });

    it('stops asking while the page is hidden, and asks again once it is shown', async () => {
      let calls = 0;
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'stubNumber==102') calls += 1;
      });
      await renderApp({ as: 'seller', path: '/tournee?souche=102' });
      await list();
      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      const before = calls;
      await vi.advanceTimersByTimeAsync(16_000);
      expect(calls).toBe(before);
      hidden.mockRestore();
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(5_500);
      await waitFor(() => expect(calls).toBeGreaterThan(before));
    });
  });

  it('shows the last orders seen when no answer comes, saying when they were read', async () => {
    await renderApp({ as: 'seller', path: '/tournee?souche=103' });
    const seen = within(await list()).getAllByRole('listitem').length;
    server.use(http.get(url('/commands/calendar'), () => HttpResponse.error()));
    queryClient.clear();
    await userEvent.click(await screen.findByRole('link', { name: 'Accueil' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Tournée des calendriers' }));
    // The last stub used on this device comes back with its orders.
    expect(
      await screen.findByText(
        /^Hors ligne : commandes vues le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(seen);
  });

  it('shows the orders of donors the backend gives without e-mail nor address, and keeps none', async () => {
    server.use(
      http.get(url('/commands/calendar'), () =>
        HttpResponse.json({
          _embedded: {
            data: [
              {
                externalIdentifier: 'cal-x',
                person: { firstName: 'Łukasz', lastName: 'Şahin' },
                amount: 15,
                stubNumber: 105,
                date: '2026-11-20T10:00:00Z',
                paymentStatus: 'PAID',
              },
            ],
          },
          page: { totalElements: 1 },
        }),
      ),
    );
    await renderApp({ as: 'seller', path: '/tournee?souche=105' });
    const [row] = within(await list()).getAllByRole('listitem');
    expect(row).toHaveTextContent('Łukasz Ş.');
    expect(row).toHaveTextContent('15,00 €');
    expect(screen.queryByText(TOUR_LOAD_FAILED)).toBeNull();
  });

  it('asks for digits when the stub is not a number, and shows no QR code', async () => {
    await renderApp({ as: 'seller', path: '/tournee' });
    await showStub('12a');
    expect(
      await screen.findByText('Indiquez un numéro de souche (des chiffres uniquement).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Numéro de souche' })).toHaveValue('12a');
  });

  it('says a stub has at most nine digits, as the purchase does, and reads nothing', async () => {
    await renderApp({ as: 'seller', path: '/tournee' });
    await showStub('1234567890');
    expect(
      await screen.findByText('Le numéro de souche va de 1 à 999 999 999'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('is not in a plain member’s menu, and refused at its address', async () => {
    await renderApp({ as: 'member' });
    expect(await screen.findByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tournée des calendriers' })).toBeNull();
    window.location.hash = '#/tournee';
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
