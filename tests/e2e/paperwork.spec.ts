import { readFile } from 'node:fs/promises';
import { type Download, type Page, expect, test } from '@playwright/test';
import { pdfLines } from '../pdf-text';
import { payAsDonor } from './pages/calendar-purchase';
import { DEMO_ACCOUNTS, LoginPage } from './pages/login-page';

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

async function payCalendar(page: Page) {
  await page.goto('/#/calendrier');
  await payAsDonor(page, {
    Nom: 'Lefèvre',
    Prénom: 'Hélène',
    'E-mail': 'helene.lefevre@exemple.fr',
    Numéro: '7',
    Rue: 'rue de l’Église',
    'Code postal': '35000',
    Ville: 'Rennes',
    'Numéro de souche': '1204',
  });
}

test('a donor downloads the receipt of the calendar just paid; another tab has none', async ({
  page,
  context,
}) => {
  await payCalendar(page);
  const reference = decodeURIComponent(page.url().split('/calendrier/code/')[1]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le reçu' }).click();
  const { name, text } = await textOf(download);
  expect(name).toBe(`recu-calendrier-${reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
  for (const expected of [
    'Amicale des sapeurs-pompiers de Rennes',
    '2 rue du Moulin de Joué',
    `Date ${today()}`,
    `Commande n° ${reference}`,
    'Numéro de souche 1204',
    'Hélène Lefèvre',
    '7 rue de l’Église',
    '35000 Rennes',
    '20,00 €',
    "Ce reçu n'est pas un reçu fiscal.",
  ]) {
    expect(text).toContain(expected);
  }

  // The same code on another device (here, a tab that did not pay) explains why there is none.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByText(/Le reçu se télécharge sur l'appareil qui a payé/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Télécharger le reçu' })).toHaveCount(0);
});

test('a member downloads the payment attestation of a paid dues order', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('#/command/1');
  await login.signInAs('member');
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
  const login = new LoginPage(page);
  await login.open('#/command/1');
  await login.signInAs('member');
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

test('a member downloads their data as JSON, without any secret, and asks for erasure', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('#/');
  await login.signInAs('member');
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
  const login = new LoginPage(page);
  await login.open('#/management/persons?etat=valid');
  await login.signInAs('superAdmin');
  const count = page.getByText(/^\d+ personnes$/);
  await expect(count).toBeVisible();
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(25);
  await page.getByRole('button', { name: 'Copier les e-mails' }).click();
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
  await page.getByRole('button', { name: 'Copier les e-mails' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adresses e-mail' });
  await expect(dialog.getByRole('textbox')).toHaveValue(copied.join(';'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
