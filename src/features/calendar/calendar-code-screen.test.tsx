import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { formatDate } from '@/lib/format';
import { todayIso } from '@/lib/dates';
import { pdfLines } from '../../../tests/pdf-text';
import { bytesOf, captureDownloads } from '../../../tests/unit/downloads';
import { readQr } from '../../../tests/unit/read-qr';
import { renderScreen } from '../../../tests/unit/render';
import { CalendarCodeScreen, NO_RECEIPT_HERE } from './calendar-code-screen';
import { keepPurchase } from './kept-purchase';

/** What the donor typed before `Payer`, as the purchase screen keeps it. */
const purchase = {
  person: {
    lastName: 'Lefèvre',
    firstName: 'Hélène',
    email: 'helene.lefevre@example.fr',
    address: {
      streetNumber: '12',
      streetName: 'rue de l’Église',
      postalCode: '01000',
      city: 'Bourg',
    },
  },
  amount: 25,
  stubNumber: 1204,
  recaptcha: 'jeton',
  successRedirect: 'http://localhost/#/calendrier/code/',
};

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: paths.calendarCode.path, element: <CalendarCodeScreen /> }],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}

describe('calendar code screen', () => {
  it('shows the QR code (300 px) of the order from the route, which a camera reads back', async () => {
    renderAt('/calendrier/code/abc-123');
    expect(screen.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeInTheDocument();
    // Drawn just after the screen (its own task): the screen is there before it.
    expect(screen.queryByRole('img', { name: 'QR code de la commande' })).toBeNull();
    const qr = await screen.findByRole('img', { name: 'QR code de la commande' });
    expect(qr).toHaveAttribute('width', '300');
    expect(readQr(qr)).toBe(
      `${window.location.origin}/#/management/commissions/calendarCommandDetails/abc-123`,
    );
    expect(screen.getByText('Commande n° abc-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le code' })).toBeInTheDocument();
  });

  it('encodes the identifier in the QR address', async () => {
    renderAt('/calendrier/code/a%20b%2Fc');
    expect(readQr(await screen.findByRole('img', { name: 'QR code de la commande' }))).toBe(
      `${window.location.origin}/#/management/commissions/calendarCommandDetails/a%20b%2Fc`,
    );
    expect(screen.getByText('Commande n° a b/c')).toBeInTheDocument();
  });

  it('offers the purchase screen when the address has no identifier', () => {
    renderScreen(<CalendarCodeScreen />);
    expect(screen.getByRole('link', { name: 'Acheter un calendrier' })).toHaveAttribute(
      'href',
      '/calendrier',
    );
  });

  it('gives the receipt of the purchase this tab has just paid, as a PDF', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    keepPurchase(purchase);
    renderAt('/calendrier/code/cal-42');
    await user.click(await screen.findByRole('button', { name: 'Télécharger le reçu' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('recu-calendrier-cal-42.pdf');
    const lines = await pdfLines(await bytesOf(saved[0].blob));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Amicale des sapeurs-pompiers de Rennes',
        `Date ${formatDate(todayIso())}`,
        'Commande n° cal-42',
        'Numéro de souche 1204',
        'Hélène Lefèvre',
        '12 rue de l’Église',
        '01000 Bourg',
        `Don pour le calendrier ${env.calendarYear}, payé par carte 25,00 €`,
        "Ce reçu n'est pas un reçu fiscal.",
      ]),
    );
    expect(screen.getByRole('button', { name: 'Télécharger le reçu' })).toBeEnabled();
  });

  it('explains, on a device that did not pay, why it has no receipt', async () => {
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).toBeNull();
  });

  it('gives no other order the receipt of the purchase this tab paid', async () => {
    keepPurchase(purchase);
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByRole('button', { name: 'Télécharger le reçu' })).toBeInTheDocument();
    cleanup();
    // Another order's code, opened later in the same tab (a neighbour's, shared by link).
    renderAt('/calendrier/code/cal-43');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).toBeNull();
  });
});
