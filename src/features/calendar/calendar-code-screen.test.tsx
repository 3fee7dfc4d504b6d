import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { formatDate, formatEuro } from '@/lib/format';
import { todayIso } from '@/lib/dates';
import { pdfLines } from '@/testing/pdf-text';
import { bytesOf, captureDownloads } from '@/testing/downloads';
import { readQr } from '@/testing/read-qr';
import { renderScreen } from '@/testing/render';
import { CalendarCodeScreen, NO_RECEIPT_HERE } from './calendar-code-screen';
import { KEPT_PURCHASE_KEY } from './page-opening';
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

/** A neighbour's purchase, started in the same tab after the first. */
const another = {
  ...purchase,
  person: {
    lastName: 'Durand',
    firstName: 'Marc',
    email: 'marc.durand@example.fr',
    address: { streetNumber: '3', streetName: 'rue Basse', postalCode: '35000', city: 'Rennes' },
  },
  amount: 50,
  stubNumber: 1300,
};

/** The tab's address changes as a browser changes it (a link, a redirect): then `hashchange`. */
async function goTo(hash: string) {
  const target = new URL(hash, window.location.href).href;
  const changed = new Promise<void>((resolve) => {
    const seen = (event: HashChangeEvent) => {
      if (event.newURL !== target) return;
      window.removeEventListener('hashchange', seen);
      resolve();
    };
    window.addEventListener('hashchange', seen);
  });
  window.location.hash = hash;
  await changed;
}

/**
 * `Payer` on the purchase screen: the purchase is kept, the tab leaves for the payment page (the
 * demo's, in the tab), then the payment returns to the order's code screen, or not (`null`).
 */
async function pay(what: typeof purchase, returnTo: string | null) {
  await goTo('#/calendrier');
  keepPurchase(what);
  await goTo('#/demo/checkout/cs_1');
  if (returnTo) await goTo(`#/calendrier/code/${returnTo}`);
}

/** The lines of the receipt the code screen on view gives. */
async function receiptLines(saved: { blob: Blob }[]) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Télécharger le reçu' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return pdfLines(await bytesOf(saved.splice(0)[0].blob));
}

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
    // Drawn with the screen.
    const qr = screen.getByRole('img', { name: 'QR code de la commande' });
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
    await pay(purchase, 'cal-42');
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

  it('gives the receipt in text too, its accessible version, with the words of the PDF', async () => {
    const user = userEvent.setup({ delay: null });
    await pay(purchase, 'cal-42');
    renderAt('/calendrier/code/cal-42');
    const summary = await screen.findByText('Le reçu en texte');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const text = within(details);
    const terms = text.getAllByRole('term').map((term) => term.textContent);
    const values = text.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual([
      'Date',
      'Commande n°',
      'Numéro de souche',
      'Donateur',
      `Don pour le calendrier ${env.calendarYear}, payé par carte`,
    ]);
    expect(values).toEqual([
      formatDate(todayIso()),
      'cal-42',
      '1204',
      'Hélène Lefèvre12 rue de l’Église01000 Bourg',
      formatEuro(purchase.amount),
    ]);
    expect(
      text.getByText(
        'Amicale des sapeurs-pompiers de Rennes remercie Hélène Lefèvre de son soutien aux sapeurs-pompiers.',
      ),
    ).toBeInTheDocument();
    expect(text.getByText("Ce reçu n'est pas un reçu fiscal.")).toBeInTheDocument();
  });

  it('explains, on a device that did not pay, why it has no receipt', async () => {
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).toBeNull();
  });

  it('gives no other order the receipt of the purchase this tab paid', async () => {
    await pay(purchase, 'cal-42');
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByRole('button', { name: 'Télécharger le reçu' })).toBeInTheDocument();
    cleanup();
    // Another order's code, opened later in the same tab (a neighbour's, shared by link).
    renderAt('/calendrier/code/cal-43');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).toBeNull();
  });

  it('keeps each purchase with its own order: a second one, abandoned, changes nothing', async () => {
    const saved = captureDownloads();
    await pay(purchase, 'cal-42');
    renderAt('/calendrier/code/cal-42');
    expect(await receiptLines(saved)).toContain('Hélène Lefèvre');
    cleanup();
    // A second purchase in the same tab, left at the payment page; then the first order's code.
    await pay(another, null);
    await goTo('#/calendrier/code/cal-42');
    renderAt('/calendrier/code/cal-42');
    const lines = await receiptLines(saved);
    expect(lines).toEqual(expect.arrayContaining(['Hélène Lefèvre', 'Numéro de souche 1204']));
    expect(lines.join('\n')).toContain('25,00 €');
    expect(lines.join('\n')).not.toMatch(/Marc|Durand|50,00/);
    cleanup();
    // Nor does the abandoned purchase become another order's.
    renderAt('/calendrier/code/cal-43');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
  });

  it('offers no receipt on a code screen that the payment did not return to', async () => {
    // `Payer` pressed, then the payment left: a code screen opened otherwise (a link) is not it.
    await pay(purchase, null);
    await goTo('#/');
    await goTo('#/calendrier/code/cal-42');
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).toBeNull();
  });

  it('keeps the receipt six hours, then the tab forgets the donor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const paidAt = new Date('2026-11-24T10:00:00').getTime();
      vi.setSystemTime(paidAt);
      await pay(purchase, 'cal-42');
      vi.setSystemTime(paidAt + 5 * 3600_000);
      renderAt('/calendrier/code/cal-42');
      expect(
        await screen.findByRole('button', { name: 'Télécharger le reçu' }),
      ).toBeInTheDocument();
      cleanup();
      vi.setSystemTime(paidAt + 6 * 3600_000 + 60_000);
      renderAt('/calendrier/code/cal-42');
      expect(await screen.findByText(NO_RECEIPT_HERE)).toBeInTheDocument();
      expect(sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '').not.toContain('Lefèvre');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps in the tab what the receipt prints, never the donor’s e-mail', async () => {
    await pay(purchase, 'cal-42');
    renderAt('/calendrier/code/cal-42');
    expect(await screen.findByRole('button', { name: 'Télécharger le reçu' })).toBeInTheDocument();
    const kept = Object.values({ ...sessionStorage }).join('\n');
    expect(kept).toContain('Lefèvre');
    expect(kept).not.toContain('helene.lefevre@example.fr');
    expect(kept).not.toContain('jeton');
  });
});
