import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { useCart } from '@/stores/cart';
import { formatDate } from '@/lib/format';
import { todayIso } from '@/lib/dates';
import { pdfLines } from '@/testing/pdf-text';
import { bytesOf, captureDownloads } from '@/testing/downloads';
import { renderApp } from '@/testing/render-app';

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
    // A cart's order, paid: no dues, no attestation.
    expect(screen.queryByRole('button', { name: 'Attestation de paiement' })).toBeNull();
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

  it('gives a paid dues order its payment attestation as a PDF', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    answering({
      date: '2026-09-02',
      status: 'PAID',
      total: 33,
      person: { id: 1, firstName: 'Jean', lastName: 'Dupont' },
      reservations: [
        {
          id: 1,
          resource: { id: 1, name: 'Cotisation SPV 2027', price: 25, billingPeriod: 'YEAR' },
          quantity: 1,
          price: 25,
        },
        {
          id: 2,
          resource: { id: 6, name: 'Assurance UDSP 2027', price: 8, billingPeriod: 'YEAR' },
          quantity: 1,
          price: 8,
        },
      ],
    });
    await renderApp({ as: 'member', path: '/command/50' });
    await user.click(await screen.findByRole('button', { name: 'Attestation de paiement' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('attestation-2027-dupont.pdf');
    const text = (await pdfLines(await bytesOf(saved[0].blob))).join('\n');
    for (const expected of [
      'Attestation de paiement',
      'Amicale des sapeurs-pompiers de Rennes',
      'Jean Dupont a réglé sa cotisation 2027',
      'Commande n° 50',
      'Date du paiement 02/09/2026',
      'Cotisation SPV 2027 25,00 €',
      'Assurance UDSP 2027 8,00 €',
      'Total payé par carte 33,00 €',
      `le ${formatDate(todayIso())}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('offers no attestation for a dues order not paid yet', async () => {
    answering({
      date: '2026-09-02',
      status: 'PENDING',
      total: 25,
      person: { id: 1 },
      reservations: [
        {
          id: 1,
          resource: { id: 1, name: 'Cotisation SPV 2027', price: 25, billingPeriod: 'YEAR' },
          quantity: 1,
        },
      ],
    });
    await renderApp({ as: 'member', path: '/command/50' });
    await screen.findByText('Remettre au panier');
    expect(screen.queryByRole('button', { name: 'Attestation de paiement' })).toBeNull();
  });
});
