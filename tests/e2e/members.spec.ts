import { type Page, expect, test } from '@playwright/test';
import { openSignedInAs } from './pages/login-page';

/** `jj/mm/aaaa`, `days` from today. */
function frenchDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getDate(), date.getMonth() + 1, date.getFullYear()]
    .map((part, index) => String(part).padStart(index === 2 ? 4 : 2, '0'))
    .join('/');
}

/**
 * Types `date` in the booking's field `label`, then closes its calendar with Escape, and waits
 * until the calendar is closed with the date kept: the picker gives the focus back to a field on a
 * timer after its calendar closes, and a next field filled before that would race it.
 */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(date);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Choisir une date' })).toBeHidden();
  await expect(field).toHaveValue(date);
}

test('a member books two resources, orders the cart, pays and finds the order', async ({
  page,
}) => {
  test.slow();
  await openSignedInAs(page, 'member', '#/commission/loisirs');
  await expect(page.getByRole('heading', { level: 1, name: 'Loisirs et locations' })).toBeVisible();

  // A DAY resource: two nights at the mobil-home.
  await page.getByRole('link', { name: 'Réserver Mobil-home à Erquy' }).click();
  await typeDate(page, 'Date de début', frenchDate(20));
  await typeDate(page, 'Date de fin', frenchDate(21));
  await expect(page.getByText('Prix : 90,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const recap = page.getByRole('dialog', { name: 'Dernier élément ajouté au panier' });
  await expect(recap).toContainText('Mobil-home à Erquy');
  await expect(recap).toContainText('90,00 €');
  await recap.getByRole('button', { name: 'Fermer', exact: true }).last().click();

  // An ITEM resource of another commission, two of them.
  await page.goto('/#/commission/sport');
  await page.getByRole('link', { name: 'Réserver Sweat de l’amicale' }).click();
  await page.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(recap).toContainText('146,00 €');
  await recap.getByRole('button', { name: 'Aller au panier' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('146,00 €');
  await page.getByRole('button', { name: 'Retirer Mobil-home à Erquy' }).click();
  await expect(table.locator('tfoot')).toContainText('56,00 €');
  await page.getByRole('button', { name: 'Commander' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement (démo)' })).toBeVisible();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement effectué' })).toBeVisible();
  await page.getByRole('button', { name: 'Panier' }).click();
  await expect(recap).toContainText('Votre panier est vide.');
  await recap.getByRole('button', { name: 'Fermer', exact: true }).last().click();

  await page.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  const newest = page.getByRole('table').locator('tbody tr').first();
  await expect(newest).toContainText('56,00 €');
  await expect(newest).toContainText('Payée');
});

test('a member browses an album by keyboard', async ({ page }) => {
  await openSignedInAs(page, 'member', '#/photos');
  const open = page.getByRole('button', { name: "Voir l'album Cross départemental" });
  await open.focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('button', { name: 'Agrandir Départ' });
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toContainText('Départ');
  await expect(viewer.getByRole('img', { name: 'Départ' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('Ravitaillement');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText('Podium');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});
