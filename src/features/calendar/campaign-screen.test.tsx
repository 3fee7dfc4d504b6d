import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@/config/env';
import { todayIso } from '@/lib/dates';
import { formatEuro } from '@/lib/format';
import { db } from '@/mocks/backend/db';
import { CAMPAIGN_STUBS, campaignOrders } from '@/mocks/backend/seed-campaigns';
import type { MockCalendarOrder } from '@/mocks/backend/types';
import { renderApp } from '@/testing/render-app';

const year = env.calendarYear;
const CAMPAIGN = '/management/commissions/calendars/campagne';
const today = todayIso();
/** Today in the campaign's year, as the screen looks at it. */
const reference =
  today < `${year}-01-01` ? `${year}-01-01` : today > `${year}-12-31` ? `${year}-12-31` : today;
const isLeap = (y: number) => new Date(y, 1, 29).getDate() === 29;
/** The same date last year, written again here: 29 February → 28 February. */
const lastYearCutoff = `${year - 1}-${
  reference.slice(5) === '02-29' && !isLeap(year - 1) ? '02-28' : reference.slice(5)
}`;

const minusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** A test-sized campaign each year: 30 days up to today, last year the same and 20 days more. */
function addCampaigns() {
  const first =
    minusDays(reference, 29) < `${year}-01-01` ? `${year}-01-01` : minusDays(reference, 29);
  const stubs = CAMPAIGN_STUBS.slice(0, 8);
  db().calendarOrders.push(
    ...campaignOrders({
      year,
      first,
      last: reference,
      perDay: 3,
      stubs,
      firstId: 10_000,
      seed: 1,
      going: true,
    }),
    ...campaignOrders({
      year: year - 1,
      first: `${year - 1}${first.slice(4)}`.replace('-02-29', '-02-28'),
      last: `${year - 1}-12-31` > lastYearCutoff ? lastYearCutoff : `${year - 1}-12-31`,
      perDay: 3,
      stubs,
      firstId: 20_000,
      seed: 2,
      going: false,
    }),
    // Paid after today's date last year: not in last year's figure at this date.
    ...(lastYearCutoff < `${year - 1}-12-31`
      ? [
          {
            ...db().calendarOrders[0],
            id: 29_999,
            externalIdentifier: 'later',
            amount: 999,
            date: `${year - 1}-12-31T12:00:00Z`,
          },
        ]
      : []),
  );
}

const ofYear = (y: number) => db().calendarOrders.filter((order) => order.date.startsWith(`${y}-`));
const paid = (orders: MockCalendarOrder[]) =>
  orders.filter((order) => order.paymentStatus === 'PAID');
const cents = (orders: MockCalendarOrder[]) =>
  orders.reduce((sum, order) => sum + Math.round(order.amount * 100), 0);

const headlineCard = (label: string) => {
  const headline = screen.getByRole('region', { name: 'Chiffres clés' });
  return within(headline).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
};
const tableOf = (title: string) =>
  screen.getByRole('table', { name: `Données du graphique : ${title}` });
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openCampaign() {
  addCampaigns();
  await renderApp({ as: 'calendar', path: CAMPAIGN });
  await screen.findByRole('heading', { level: 1, name: `Campagne des calendriers ${year}` });
  await screen.findByRole('table', { name: /^Données du graphique : Par souche/ });
}

describe('the calendar campaign', () => {
  it('shows this year’s paid total, gifts, average and pending beside last year’s at the same date', async () => {
    await openCampaign();
    const now = paid(ofYear(year));
    const before = paid(ofYear(year - 1)).filter(
      (order) => order.date.slice(0, 10) <= lastYearCutoff,
    );
    const pending = ofYear(year).filter((order) => order.paymentStatus === 'PENDING');
    const change = (a: number, b: number) => {
      const percent = Math.round(((a - b) / b) * 100);
      return `Évolution : ${percent > 0 ? '+' : ''}${percent} %`;
    };

    const total = headlineCard('Total payé');
    expect(total).toHaveTextContent(formatEuro(cents(now) / 100));
    expect(total).toHaveTextContent(
      `L'an dernier à cette date : ${formatEuro(cents(before) / 100)}`,
    );
    expect(total).toHaveTextContent(change(cents(now), cents(before)));

    const gifts = headlineCard('Dons');
    expect(gifts).toHaveTextContent(`L'an dernier à cette date : ${before.length}`);
    expect(gifts).toHaveTextContent(change(now.length, before.length));

    const average = headlineCard('Don moyen');
    expect(average).toHaveTextContent(formatEuro(Math.round(cents(now) / now.length) / 100));

    const waiting = headlineCard('En attente');
    expect(waiting).toHaveTextContent(formatEuro(cents(pending) / 100));
    expect(waiting).toHaveTextContent(`${pending.length} commande`);
  });

  it('gives each plot its table, the same figures: per stub, per bracket, per payment state', async () => {
    await openCampaign();
    const orders = ofYear(year);

    // Per stub: paid total and gifts, largest total first.
    const stubs = bodyRows(tableOf('Par souche'));
    const stubNumbers = [...new Set(orders.map((order) => order.stubNumber))];
    expect(stubs).toHaveLength(stubNumbers.length);
    for (const [stub, total, gifts, , quiet] of stubs) {
      const its = paid(orders.filter((order) => order.stubNumber === Number(stub)));
      expect(total).toBe(formatEuro(cents(its) / 100));
      expect(gifts).toBe(String(its.length));
      const recent = its.some((order) => order.date.slice(0, 10) > minusDays(reference, 7));
      expect(quiet).toBe(recent ? '' : 'Sans don depuis 7 jours');
    }
    const totals = stubs.map(([, total]) =>
      Number(total?.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // Per bracket, in cents: 19,99 € is in `10 à 19 €`.
    const brackets = bodyRows(tableOf('Montant des dons'));
    const inBracket = (min: number, max: number) =>
      paid(orders).filter((order) => {
        const amount = Math.round(order.amount * 100);
        return amount >= min && amount < max;
      }).length;
    expect(brackets.map(([label, count]) => [label, count])).toEqual([
      ['moins de 10 €', String(inBracket(0, 1000))],
      ['10 à 19 €', String(inBracket(1000, 2000))],
      ['20 à 49 €', String(inBracket(2000, 5000))],
      ['50 € et plus', String(inBracket(5000, Infinity))],
    ]);

    // Card payments: paid, pending, cancelled, and what each holds.
    const payments = bodyRows(tableOf('Paiements par carte'));
    expect(payments).toEqual(
      (
        [
          ['Payée', 'PAID'],
          ['En attente', 'PENDING'],
          ['Annulée', 'CANCELLED'],
        ] as const
      ).map(([label, state]) => {
        const its = orders.filter((order) => order.paymentStatus === state);
        return [label, String(its.length), formatEuro(cents(its) / 100)];
      }),
    );

    // Day by day: the last day of this year's line is its paid total.
    const days = bodyRows(tableOf('Dons cumulés jour par jour'));
    const todayRow = days.find(([day]) => day === reference.split('-').reverse().join('/'));
    expect(todayRow?.[1]).toBe(formatEuro(cents(paid(orders)) / 100));
  });

  it('names each plot as an image, its table following it', async () => {
    await openCampaign();
    for (const title of [
      'Dons cumulés jour par jour',
      'Par souche',
      'Montant des dons',
      'Paiements par carte',
    ]) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('img', { name: new RegExp(`^${title} : `) })).toBeVisible();
      expect(within(section).getByRole('heading', { name: 'Données du graphique' })).toBeVisible();
      // Each export is named after its section, the four told apart.
      expect(
        within(section).getByRole('button', { name: `Exporter en CSV : ${title}` }),
      ).toBeEnabled();
    }
  });

  it('exports a table as CSV, the same figures with decimal commas', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:campaign');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await openCampaign();
    const section = screen.getByRole('region', { name: 'Paiements par carte' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Exporter en CSV : Paiements par carte' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(click.mock.contexts[0]).toHaveProperty(
      'download',
      `campagne-${year}-paiements-par-carte.csv`,
    );
    const lines = (await created.mock.calls[0][0].text())
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    const paidOrders = paid(ofYear(year));
    const sum = cents(paidOrders);
    expect(lines[0]).toBe('État;Paiements;Montant');
    expect(lines[1]).toBe(
      `Payée;${paidOrders.length};${sum % 100 ? (sum / 100).toFixed(2).replace('.', ',') : sum / 100}`,
    );
    click.mockRestore();
  });

  it('is linked from the ledger', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'calendar', path: '/management/commissions/calendars' });
    await user.click(await screen.findByRole('link', { name: 'Voir la campagne' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Campagne des calendriers ${year}` }),
    ).toBeInTheDocument();
  });

  it('is linked from the tour’s total on the persons dashboard', async () => {
    await renderApp({ as: 'admin', path: '/management/persons' });
    expect(await screen.findByRole('link', { name: 'Voir la campagne' })).toHaveAttribute(
      'href',
      `#${CAMPAIGN}`,
    );
  });

  it('is refused to a member', async () => {
    await renderApp({ as: 'member', path: CAMPAIGN });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
