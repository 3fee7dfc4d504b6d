import { type Page, expect, test } from '@playwright/test';
import { type DemoAccount, userMenu, openSignedInAs } from './pages/login-page';
import { decodeQr } from './pages/qr';
import { AMANDINE, payAsDonor } from './pages/calendar-purchase';

const CARD_QR = 'QR code de vérification de la carte';

/** Signs `account` in and opens 'Ma carte de membre' from the user menu; the card's QR address. */
async function openCard(page: Page, account: DemoAccount): Promise<string> {
  await openSignedInAs(page, account);
  await userMenu(page).click();
  await page.getByRole('link', { name: 'Ma carte de membre' }).click();
  await expect(page.getByRole('heading', { name: 'Ma carte de membre' })).toBeVisible();
  const address = await decodeQr(page.getByRole('img', { name: CARD_QR }));
  expect(address).toMatch(
    new RegExp(`^${new URL(page.url()).origin}/#/verification/[\\w%-]{32,}$`),
  );
  return address ?? '';
}

test('a householder, on another phone and signed out, reads a seller’s card from its QR code', async ({
  page,
  browser,
}) => {
  const address = await openCard(page, 'seller');
  const card = page.getByRole('article', { name: 'Carte de membre' });
  await expect(card.getByText('Thomas Lemoine')).toBeVisible();
  await expect(card.getByText(/^Valide jusqu'au \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(card.getByText(/^Vendeur de calendriers \d{4}$/)).toBeVisible();

  const householder = await browser.newContext();
  try {
    const door = await householder.newPage();
    await door.goto(address);
    await expect(door.getByText('Membre à jour de sa cotisation')).toBeVisible();
    await expect(door.getByText('Thomas L.', { exact: true })).toBeVisible();
    await expect(door.getByText(/^Autorisé\(e\) à vendre les calendriers \d{4}$/)).toBeVisible();
    await expect(door.getByText('Lemoine')).toHaveCount(0);
    await expect(door.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  } finally {
    await householder.close();
  }
});

test('an expired member’s card reads Carte non valide at the door', async ({ page, browser }) => {
  const address = await openCard(page, 'renewal');
  await expect(page.getByText('Adhésion expirée')).toBeVisible();
  const householder = await browser.newContext();
  try {
    const door = await householder.newPage();
    await door.goto(address);
    await expect(door.getByText('Carte non valide')).toBeVisible();
    await expect(door.getByText('Membre à jour de sa cotisation')).toHaveCount(0);
  } finally {
    await householder.close();
  }
});

test('the card opens without network once it has been shown', async ({ page, context }) => {
  await openCard(page, 'member');
  await context.setOffline(true);
  try {
    await page.getByRole('link', { name: 'Accueil', exact: true }).click();
    await userMenu(page).click();
    await page.getByRole('link', { name: 'Ma carte de membre' }).click();
    await expect(
      page.getByText(
        /^Hors ligne : carte enregistrée sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/,
      ),
    ).toBeVisible();
    const card = page.getByRole('article', { name: 'Carte de membre' });
    await expect(card.getByText('Jeanne Martin')).toBeVisible();
    await expect(card.getByRole('img', { name: CARD_QR })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Logged out, even from a page that never opened the card, the kept copy is gone.
  await page.goto('/#/');
  await page.reload();
  const kept = () => page.evaluate(() => caches.has('amicale-hors-ligne'));
  expect(await kept()).toBe(true);
  await userMenu(page).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(kept).toBe(false);
});

test('a seller’s tour shows a donor’s payment, made on the QR code’s purchase, within 10 s', async ({
  page,
  context,
}) => {
  await openSignedInAs(page, 'seller', '#/tournee');
  await page.getByLabel('Numéro de souche').fill('105');
  await page.getByRole('button', { name: 'Afficher' }).click();
  const purchase = await decodeQr(
    page.getByRole('img', { name: "QR code de l'achat du calendrier, souche n° 105" }),
  );
  expect(purchase).toBe(`${new URL(page.url()).origin}/calendrier?souche=105`);
  const orders = page.getByRole('list', { name: 'Commandes de la souche' });
  await expect(orders).toBeVisible();
  await expect(orders.getByText('Amandine Donatrice')).toHaveCount(0);

  // The donor's phone. The demo's backend lives in the browser: the donor is a second tab of it,
  // which shares its data as two phones share the real backend.
  const donor = await context.newPage();
  await donor.goto(purchase ?? '');
  await expect(donor.getByLabel('Numéro de souche')).toHaveValue('105');
  await payAsDonor(donor, AMANDINE);
  await donor.close();

  // The donor by first name and initial: nothing more of them at the door.
  const paid = orders.getByRole('listitem').filter({ hasText: 'Amandine D.' });
  await expect(paid).toContainText('20,00 €', { timeout: 10_000 });
  await expect(paid).toContainText('Payée');
});
