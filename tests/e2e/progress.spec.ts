import { type Page, expect, test } from '@playwright/test';
import { FAULT_DRILL_KEY, type FaultDrill } from '../../src/mocks/faults/fault-rules';
import { CalendarOrdersList, PersonsList } from './pages/admin-lists';
import { LoginPage } from './pages/login-page';

/**
 * A long read of every page, against a slow backend (the fault drill's `slow` and `pageSize`):
 * the ledger and an export say how far they are in a progress bar, an export stops on `Annuler`,
 * and a stopped read asks no page more (docs/rules.md#long-reads).
 */

/** Pages of 5 records, each page of the ledger's and the export's reads answered late. */
const PAGE = 5;
const SLOW_DRILL: FaultDrill = {
  rules: [],
  pageSize: PAGE,
  slow: [
    { method: 'GET', path: '/commands/calendar', ms: 700 },
    // The persons export's pages: a filter's `search`, 500 asked.
    { method: 'GET', path: '/users?size=500&search', ms: 700 },
  ],
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, drill]) => localStorage.setItem(key, JSON.stringify(drill)), [
    FAULT_DRILL_KEY,
    SLOW_DRILL,
  ] as const);
});

/** Every request of the page whose address holds `part`, counted as it is sent. */
function requestsTo(page: Page, part: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) sent.push(request.url());
  });
  return sent;
}

/** `1 200 / 6 000 commandes`, as Intl (fr-FR) writes the counts. */
const COUNTED = (noun: string) =>
  new RegExp(`^\\d{1,3}(\\u202f\\d{3})* / \\d{1,3}(\\u202f\\d{3})* ${noun}$`);

test('the calendar ledger says how far its read is, and leaving it stops the read', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open(CalendarOrdersList.hash);
  const asked = requestsTo(page, '/commands/calendar?');
  await login.signInAs('calendar');

  const bar = page.getByRole('progressbar', { name: 'Chargement des commandes…' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', COUNTED('commandes'));
  const first = Number(await bar.getAttribute('aria-valuenow'));
  const total = Number(await bar.getAttribute('aria-valuemax'));
  expect(first).toBeGreaterThanOrEqual(PAGE);
  expect(total).toBeGreaterThan(first);
  await expect(page.getByText(COUNTED('commandes'))).toBeVisible();

  // The count moves on page after page; the screen is left mid-read, and no page more is asked.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThan(first);
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await expect(bar).toBeHidden();
  const sent = asked.length;
  await page.waitForTimeout(1_500);
  expect(asked).toHaveLength(sent);
  expect(asked.length).toBeLessThan(Math.ceil(total / PAGE));
});

test('an export says how far it is, and Annuler stops it and gives the button back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  // Filtered: the export's pages are the only ones of `/users` with a search and 500 asked.
  await login.open(`${PersonsList.hash}?etat=valid`);
  await login.signInAs('admin');
  await expect(new PersonsList(page).rows.first()).toBeVisible();
  const asked = requestsTo(page, '/users?');
  const exportPages = () => asked.filter((sent) => /size=500/.test(sent) && /search=/.test(sent));
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  const exportButton = page.getByRole('button', { name: 'Exporter en CSV' });
  await exportButton.click();
  const bar = page.getByRole('progressbar', { name: 'Export des personnes' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', COUNTED('personnes'));
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(PAGE);
  await expect(exportButton).toBeDisabled();

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText("Export annulé : aucun fichier n'a été créé.")).toBeVisible();
  await expect(exportButton).toBeEnabled();
  await expect(exportButton).toBeFocused();
  await expect(bar).toBeHidden();
  const sent = exportPages().length;
  expect(sent).toBeGreaterThan(0);
  await page.waitForTimeout(1_500);
  expect(exportPages()).toHaveLength(sent);
  expect(downloads).toBe(0);
});
