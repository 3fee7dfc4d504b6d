import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Download, type Page, expect, test } from '@playwright/test';
import { pdfLines } from '../unit/pdf-text';
import { PersonsList } from './pages/admin-lists';
import { type Donor, leaveForPayment, payAsDonor } from './pages/calendar-purchase';
import { DEMO_ACCOUNTS, openSignedInAs } from './pages/login-page';

/**
 * The papers members and donors ask for, as the browser downloads them, read back: a calendar's
 * receipt, a dues attestation, one's data; and what the persons administration copies.
 */

const today = () => new Date().toLocaleDateString('fr-FR');

async function saved(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function textOf(download: Promise<Download>): Promise<{ name: string; text: string }> {
  const { name, bytes } = await saved(download);
  return { name, text: (await pdfLines(new Uint8Array(bytes))).join('\n') };
}

/** A donor's details as typed on the purchase screen. */
const donor = (firstName: string, lastName: string, stubNumber: string): Donor => ({
  Nom: lastName,
  Prénom: firstName,
  'E-mail': 'donateur@exemple.fr',
  Numéro: '7',
  Rue: 'rue de l’Église',
  'Code postal': '35000',
  Ville: 'Rennes',
  'Numéro de souche': stubNumber,
});

const referenceOf = (page: Page) => decodeURIComponent(page.url().split('/calendrier/code/')[1]);

async function receiptText(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le reçu' }).click();
  return textOf(download);
}

/** Where Stripe Checkout's pages are: its return is a page opened from there. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com/';
const NO_RECEIPT = /Le reçu se télécharge sur l'appareil qui a payé/;

test('a donor downloads the receipt of the calendar just paid, their name as typed; another tab has none', async ({
  page,
  context,
}) => {
  await page.goto('/#/calendrier');
  await payAsDonor(page, donor('Łukasz', 'Şahin-Nguyễn', '1204'));
  const reference = referenceOf(page);
  const { name, text } = await receiptText(page);
  expect(name).toBe(`recu-calendrier-${reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
  for (const expected of [
    'Amicale des sapeurs-pompiers de Rennes',
    '2 rue du Moulin de Joué',
    `Date ${today()}`,
    `Commande n° ${reference}`,
    'Numéro de souche 1204',
    'Łukasz Şahin-Nguyễn',
    '7 rue de l’Église',
    '35000 Rennes',
    '20,00 €',
    "Ce reçu n'est pas un reçu fiscal.",
  ]) {
    expect(text).toContain(expected);
  }
  // The thank-you line, however it wraps.
  expect(text.replace(/\n/g, ' ')).toContain('remercie Łukasz Şahin-Nguyễn de son soutien');

  // The same code on another device (here, a tab that did not pay) explains why there is none.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByText(NO_RECEIPT)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Télécharger le reçu' })).toHaveCount(0);
});

/**
 * The tab leaves for the payment's site, where the donor pays (here, in another tab of the same
 * browser, as Stripe's page would be): the address the payment returns to, its code screen.
 */
async function payOnTheSite(page: Page, context: BrowserContext): Promise<string> {
  const payment = page.url();
  await page.goto('about:blank');
  const site = await context.newPage();
  await site.goto(payment);
  await site.getByRole('button', { name: /^Payer / }).click();
  await expect(site.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeVisible();
  const returnAddress = site.url();
  await expect(site.getByText(NO_RECEIPT)).toBeVisible();
  await site.close();
  return returnAddress;
}

test('Stripe’s return, a page opened anew at the code screen, gives the receipt; another code none', async ({
  page,
  context,
}) => {
  await leaveForPayment(page, donor('Αλέξανδρος', 'Чайковский', '1310'));
  const returnAddress = await payOnTheSite(page, context);
  // …then it sends the tab back to the order's code screen: a new page, opened from Stripe's.
  await page.goto(returnAddress, { referer: STRIPE_CHECKOUT });
  const { text } = await receiptText(page);
  expect(text).toContain('Αλέξανδρος Чайковский');
  expect(text).toContain('Numéro de souche 1310');
  // Another order's code, opened later in the same tab: no receipt.
  await page.goto('/#/calendrier/code/cal-autre');
  await expect(page.getByText(NO_RECEIPT)).toBeVisible();
});

test('a code address typed after giving up the payment is not its return: no receipt', async ({
  page,
  context,
}) => {
  await leaveForPayment(page, donor('Jeanne', 'Perrin', '1330'));
  // Someone pays that stub on another tab; this one gives up and types the order's code address.
  const code = await payOnTheSite(page, context);
  await page.goto(code);
  await expect(page.getByText(NO_RECEIPT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le reçu' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Perrin');
});

test('a tab back from the payment elsewhere than at the code screen binds the purchase to no later code', async ({
  page,
  context,
}) => {
  await leaveForPayment(page, donor('Jeanne', 'Perrin', '1320'));
  const code = await payOnTheSite(page, context);
  // The donor comes back to the app by its address, not by the payment's return…
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // …then opens a code in a new page: it is not the payment's return.
  await page.goto('about:blank');
  await page.goto(code);
  await expect(page.getByText(NO_RECEIPT)).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Perrin');
});

test('each purchase keeps its own receipt: a second one abandoned at the payment changes nothing', async ({
  page,
}) => {
  await page.goto('/#/calendrier');
  await payAsDonor(page, donor('Hélène', 'Lefèvre', '1204'));
  const first = page.url();
  // A second purchase in the same tab, cancelled at the payment page; then the first's code.
  await leaveForPayment(page, donor('Marc', 'Durand', '1400'));
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('heading', { name: /Achat du Calendrier/ })).toBeVisible();
  await page.goto(first);
  const { text } = await receiptText(page);
  expect(text).toContain('Hélène Lefèvre');
  expect(text).toContain('Numéro de souche 1204');
  expect(text).not.toMatch(/Marc|Durand|1400/);
  // What the tab keeps is what the receipt prints: no e-mail.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(kept).toContain('Lefèvre');
  expect(kept).not.toContain('donateur@exemple.fr');
});

test('a member downloads the payment attestation of a paid dues order', async ({ page }) => {
  await openSignedInAs(page, 'member', '#/command/1');
  await expect(page.getByRole('heading', { name: 'Commande n° 1' })).toBeVisible();
  const year = new Date().getFullYear() + 1;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Attestation de paiement' }).click();
  const { name, text } = await textOf(download);
  expect(name).toBe(`attestation-${year}-martin.pdf`);
  const { firstName, lastName } = DEMO_ACCOUNTS.member;
  for (const expected of [
    'Attestation de paiement',
    'Amicale des sapeurs-pompiers de Rennes',
    `${firstName} ${lastName} a réglé sa cotisation ${year}`,
    'Commande n° 1',
    `Cotisation SPV ${year} 25,00 €`,
    'Total payé par carte 25,00 €',
    `le ${today()}`,
  ]) {
    expect(text).toContain(expected);
  }
});

test('the PDF maker that fails to arrive says so, and Réessayer makes the paper', async ({
  page,
  context,
}) => {
  await openSignedInAs(page, 'member', '#/command/1');
  const button = page.getByRole('button', { name: 'Attestation de paiement' });
  await expect(button).toBeVisible();
  // The network drops before jsPDF has come.
  await context.setOffline(true);
  await button.click();
  await expect(page.getByRole('alert')).toContainText(
    "L'outil de création des PDF n'a pas pu être chargé",
  );
  await expect(button).toBeEnabled();
  await context.setOffline(false);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  expect((await download).suggestedFilename()).toMatch(/^attestation-\d{4}-martin\.pdf$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the PDF maker is asked for again only at one of the app’s own addresses', async ({
  page,
  context,
  baseURL,
}) => {
  // A PDF maker's chunk whose failure names another site's script (a proxy's page, say).
  await context.route(/\/assets\/papers-[\w-]+\.js(\?.*)?$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "throw new TypeError('Failed to fetch dynamically imported module: http://autre-site.example/assets/papers-x1.js');",
    }),
  );
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '/')) elsewhere.push(request.url());
  });
  await openSignedInAs(page, 'member', '#/command/1');
  await page.getByRole('button', { name: 'Attestation de paiement' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "L'outil de création des PDF n'a pas pu être chargé",
  );
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "L'outil de création des PDF n'a pas pu être chargé",
  );
  expect(elsewhere).toEqual([]);
});

test('a member downloads their data as JSON, without any secret, and asks for erasure', async ({
  page,
}) => {
  await openSignedInAs(page, 'member');
  await page.getByRole('button', { name: 'Jeanne Martin' }).click();
  await page.getByRole('link', { name: 'Mon Compte' }).click();
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const { name, bytes } = await saved(download);
  expect(name).toBe(`mes-donnees-${new Date().toISOString().slice(0, 10)}.json`);
  const text = bytes.toString('utf8');
  const data = JSON.parse(text) as {
    profile: { email: string; firstName: string };
    children: { firstName: string }[];
    orders: { id: number }[];
  };
  expect(data.profile).toMatchObject({ email: 'membre@amicale.fr', firstName: 'Jeanne' });
  expect(data.children.map((child) => child.firstName).sort()).toEqual(['Inès', 'Léo']);
  expect(data.orders.map((order) => order.id)).toEqual(expect.arrayContaining([1, 2]));
  expect(text).not.toMatch(/password|token|Membre2026!/i);

  await page.getByRole('button', { name: 'Demander la suppression de mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Je ne suis pas un robot').check();
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Votre demande a été transmise à l'amicale").first()).toBeVisible();
});

test('the e-mails of a filtered list of several pages go to the clipboard, or to a box', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openSignedInAs(page, 'admin', `${PersonsList.hash}?etat=valid`);
  const persons = new PersonsList(page);
  const total = await persons.total();
  expect(total).toBeGreaterThan(25);
  await persons.copyEmails.click();
  await expect(page.getByText(`${total} adresses copiées`)).toBeVisible();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split(';');
  expect(copied).toHaveLength(total);
  expect(copied).toContain('membre@amicale.fr');
  expect(copied.every((address) => /^[^@\s;]+@[^@\s;]+$/.test(address))).toBe(true);

  // A browser that refuses the clipboard: the addresses in a box, to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('refusé', 'NotAllowedError'));
  });
  await persons.copyEmails.click();
  await expect(persons.emailsDialog.getByRole('textbox')).toHaveValue(copied.join(';'));
  // Shown as a person sees it (faded in): its text is there a moment before the dialog listens
  // for Escape, which react-bootstrap starts once the dialog is drawn.
  await expect(persons.emailsDialog).toHaveClass(/(^|\s)show(\s|$)/);
  await page.keyboard.press('Escape');
  await expect(persons.emailsDialog).toBeHidden();
});
