import { expect, test } from '@playwright/test';
import { CalendarOrdersList } from './pages/admin-lists';
import { ALICE, fillDonor, leaveForPayment } from './pages/calendar-purchase';
import { LoginPage, openSignedInAs } from './pages/login-page';
import { decodeQr } from './pages/qr';

/** The seeded ledger's year (src/mocks/backend/seed.ts numbers its orders by it). */
const YEAR = new Date().getFullYear();

test('buy a calendar, pay, get a QR code that opens the order for the calendar team', async ({
  page,
}) => {
  await leaveForPayment(page, { ...ALICE, 'Numéro de souche': '4321' });
  await expect(page.getByText('20,00 €').first()).toBeVisible();
  await page.getByRole('button', { name: /^Payer / }).click();

  await expect(page.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeVisible();
  const identifier = page.url().split('/calendrier/code/')[1];
  expect(identifier).toBeTruthy();
  const target = await decodeQr(page.getByRole('img', { name: 'QR code de la commande' }));
  expect(target).toBe(
    `${new URL(page.url()).origin}/#/management/commissions/calendarCommandDetails/${identifier}`,
  );

  await page.goto(target ?? '');
  const login = new LoginPage(page);
  await expect(login.submit).toBeVisible();
  await login.signInAs('calendar');
  await expect(page.getByRole('heading', { name: 'Commande de calendrier' })).toBeVisible();
  await expect(page.getByText('4321')).toBeVisible();
  await expect(page.getByText('Payée')).toBeVisible();
  await expect(page.getByText('Alice Lemoine')).toBeVisible();
});

test('a seller opening a calendar order sees the donor by first name and initial only', async ({
  page,
}) => {
  await openSignedInAs(
    page,
    'seller',
    `#/management/commissions/calendarCommandDetails/cal-${YEAR}-0001`,
  );
  await expect(page.getByRole('heading', { name: 'Commande de calendrier' })).toBeVisible();
  // The order's card (the seller's own name, Thomas Lemoine, is in the user menu).
  const order = page.locator('dl');
  await expect(order).toContainText('Alice L.');
  await expect(order).toContainText('Montant');
  await expect(order).not.toContainText('Lemoine');
  await expect(order).not.toContainText('@');
  await expect(order).not.toContainText('Adresse');
});

test('a plain member cannot open a calendar order', async ({ page }) => {
  await openSignedInAs(
    page,
    'member',
    '#/management/commissions/calendarCommandDetails/cal-2026-0001',
  );
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('the calendar team sees the orders table with totals and exports CSV', async ({ page }) => {
  // Stub 105 holds only hand-written orders of the seed (the demo's campaigns use 201 to 248).
  await openSignedInAs(page, 'calendar', `${CalendarOrdersList.hash}?souche=105`);
  await expect(
    page.getByRole('heading', { name: /^Commandes de calendriers \d{4}$/ }),
  ).toBeVisible();
  const ledger = new CalendarOrdersList(page);
  // Totals count the paid orders only (4 of the stub's 5), the pending one apart.
  await expect(page.getByText(/^4 commandes payées, total/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('En attente : 1 commande,')).toBeVisible();
  const download = page.waitForEvent('download');
  await ledger.exportCsv.click();
  expect((await download).suggestedFilename()).toMatch(/^commandes-calendrier-\d{4}\.csv$/);
});

test('on a phone, the purchase screen fits and refuses an amount under 2 € @phone', async ({
  page,
}) => {
  await page.goto('/#/calendrier');
  await expect(page.getByRole('heading', { name: /Achat du Calendrier/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Tous les champs marqués d'une étoile (*) sont obligatoires",
  );
  await fillDonor(page, { ...ALICE, 'Numéro de souche': '101' });
  await page.getByLabel('Montant', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Le montant minimum est de 2 €');
  await expect(page.getByLabel('Ville', { exact: true })).toHaveValue('Rennes');
});
