import { type Locator, type Page, expect, test } from '@playwright/test';
import { WCAG_21_AA, axeViolations } from './pages/axe';
import { CalendarOrdersList } from './pages/admin-lists';
import { LoginPage } from './pages/login-page';

const CAMPAIGN = '#/management/commissions/calendars/campagne';
const PLOTS = [
  'Dons cumulés jour par jour',
  'Par souche',
  'Montant des dons',
  'Paiements par carte',
];

/** `1 234,50 €` or `12` → 1234.5 or 12. */
const number = (text: string | null) =>
  Number((text ?? '').replace(/[\s\u202f\u00a0€]/g, '').replace(',', '.'));

/** A table's column, by its header, as numbers. */
async function columnOf(table: Locator, header: string): Promise<number[]> {
  const headers = await table.locator('thead th').allTextContents();
  const at = headers.findIndex((text) => text.trim() === header);
  expect(at, `column ${header}`).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${at + 1})`).allTextContents();
  return cells.map(number);
}

/** The values chartist drew, bar by bar, top to bottom (the data was reversed to draw). */
async function barValues(plot: Locator): Promise<number[]> {
  const values = await plot
    .locator('.ct-bar')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('ct:value') ?? ''));
  return values.map((value) => Number(value.split(',').at(-1))).reverse();
}

async function openCampaign(page: Page) {
  const login = new LoginPage(page);
  await login.open(CalendarOrdersList.hash);
  await login.signInAsAtAnyWidth('calendar');
  await page.getByRole('link', { name: 'Voir la campagne' }).click();
  await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^Campagne des calendriers \d{4}$/ }),
  ).toBeVisible();
  // Two years of the demo's campaigns, read page after page.
  await expect(page.getByRole('region', { name: PLOTS[3] }).locator('svg')).toBeVisible({
    timeout: 60_000,
  });
}

test('the campaign draws each plot and its table holds the plot’s figures', async ({ page }) => {
  test.setTimeout(120_000);
  await openCampaign(page);

  for (const title of PLOTS) {
    const section = page.getByRole('region', { name: title });
    const plot = section.getByRole('img', { name: new RegExp(`^${title} : `) });
    await expect(plot.locator('svg')).toHaveCount(1);
    await expect(
      section.getByRole('table', { name: `Données du graphique : ${title}` }),
    ).toBeVisible();
  }

  // Day by day: two lines, this year's and last year's, and a row a day.
  const days = page.getByRole('region', { name: PLOTS[0] });
  await expect(days.locator('.ct-line')).toHaveCount(2);
  const daysTable = days.getByRole('table');
  const lastYear = await columnOf(
    daysTable,
    (await daysTable.locator('thead th').nth(2).textContent())?.trim() ?? '',
  );
  expect(lastYear.length).toBeGreaterThan(30);
  expect(lastYear).toEqual([...lastYear].sort((a, b) => a - b));

  // Bars: as many as rows, each the table's figure.
  const stubs = page.getByRole('region', { name: PLOTS[1] });
  const stubTotals = await columnOf(stubs.getByRole('table'), 'Total payé');
  expect(stubTotals.length).toBeGreaterThanOrEqual(40);
  expect(await barValues(stubs)).toEqual(stubTotals);
  await expect(stubs.getByRole('table')).toContainText('Sans don depuis 7 jours');

  const brackets = page.getByRole('region', { name: PLOTS[2] });
  expect(await barValues(brackets)).toEqual(await columnOf(brackets.getByRole('table'), 'Dons'));

  const payments = page.getByRole('region', { name: PLOTS[3] });
  expect(await barValues(payments)).toEqual(
    await columnOf(payments.getByRole('table'), 'Paiements'),
  );

  // The headline's paid total is the stubs' total and the last day of this year's line.
  const total = stubTotals.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
  const headline = page
    .getByRole('region', { name: 'Chiffres clés' })
    .locator('div', { has: page.locator('dt', { hasText: 'Total payé' }) });
  expect(number(await headline.locator('dd > span').first().textContent())).toBeCloseTo(total, 2);
  await expect(headline).toContainText(/L'an dernier à cette date : [\d\s\u202f,]+ €/);
  await expect(headline).toContainText(/Évolution : ([+-]\d[\d\s]* %|0 %|pas de comparaison)/);
});

test('the campaign at 320 px: nothing wider than the window, and axe finds no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await openCampaign(page);
  for (const title of PLOTS) {
    const plot = page.getByRole('region', { name: title }).locator('svg');
    const box = await plot.boundingBox();
    expect(box?.width ?? 0, title).toBeGreaterThan(200);
    expect(box?.width ?? 0, title).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const violations = await axeViolations(page, { tags: WCAG_21_AA });
  expect(violations.map(({ id, targets }) => `${id}: ${targets.join(' | ')}`)).toEqual([]);
});

test('the campaign prints one section a page, without the navigation nor buttons', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCampaign(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('button', { name: /^Exporter en CSV/ }).first()).toBeHidden();
  const breaks = await page
    .locator('.campaign-section')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakBefore));
  expect(breaks).toEqual(['auto', 'page', 'page', 'page', 'page']);
});
