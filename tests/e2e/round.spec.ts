import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { pdfLines } from '../unit/pdf-text';
import { WCAG_21_AA, axeViolations } from './pages/axe';
import { layoutFailures } from './pages/layout-checks';
import { LoginPage, openSignedInAs } from './pages/login-page';
import { STREET_SCREEN, targetsTooSmall } from './pages/targets';

/**
 * A seller closes a round at the station's table (docs/rules.md#closing-a-round), and a
 * householder reports a suspect seller from the card check: as the demo runs them, in Chromium,
 * where the count is kept in the browser's Cache Storage through a reload.
 */

const TOUR = '/#/tournee?souche=101';
async function violationsOf(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { tags: WCAG_21_AA });
  return violations.map(({ id, help, targets }) => `${id}: ${help} (${targets.join(' | ')})`);
}

const totalOf = (page: Page, label: string) =>
  page
    .getByLabel('Totaux de la tournée')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openCount(page: Page) {
  await page.goto(TOUR);
  await page.getByRole('button', { name: 'Clôturer la tournée' }).click();
  const form = page.getByRole('form', { name: 'Comptage de la souche n° 101' });
  await expect(form.getByRole('textbox', { name: 'Calendriers remis' })).toBeVisible();
  // The stub's card payments are read apart: until then the card total says `non lue`.
  await expect(totalOf(page, 'Carte')).toHaveText(/€$/);
  return form;
}

test('a seller counts a round, finds it again after a reload, prints the sheet and sends it to the treasurer', async ({
  page,
}) => {
  await openSignedInAs(page, 'seller');
  const form = await openCount(page);
  const cardBefore = await totalOf(page, 'Carte').textContent();
  await form.getByRole('textbox', { name: 'Calendriers remis' }).fill('9');
  await form.getByRole('textbox', { name: 'Billets de 10 €' }).fill('3');
  await form.getByRole('textbox', { name: 'Autres pièces' }).fill('0.70');
  await form.getByRole('button', { name: 'Ajouter un chèque' }).click();
  const cheque = form.getByRole('group', { name: 'Chèque 1' });
  await cheque.getByRole('textbox', { name: /^Montant/ }).fill('15,5');
  await cheque.getByRole('textbox', { name: 'Banque' }).fill('Banque Populaire');
  await expect(totalOf(page, 'Espèces')).toHaveText('30,70 €');
  await expect(totalOf(page, 'Chèques')).toHaveText('15,50 €');

  // The phone reloads (or the seller comes back later): the count is there.
  await page.reload();
  const again = await openCount(page);
  await expect(again.getByRole('textbox', { name: 'Calendriers remis' })).toHaveValue('9');
  await expect(totalOf(page, 'Espèces')).toHaveText('30,70 €');
  await expect(totalOf(page, 'Chèques')).toHaveText('15,50 €');
  await expect(totalOf(page, 'Carte')).toHaveText(cardBefore ?? '');

  const download = page.waitForEvent('download');
  await again.getByRole('button', { name: 'Télécharger le bordereau' }).click();
  const file = await download;
  const today = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  expect(file.suggestedFilename()).toBe(
    `bordereau-souche-101-${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}.pdf`,
  );
  const lines = await pdfLines(new Uint8Array(await readFile(await file.path())));
  expect(lines).toEqual(
    expect.arrayContaining([
      'Bordereau de tournée – souche 101',
      'Vendeur Thomas Lemoine',
      'Calendriers remis 9',
      'Billets de 10 € × 3 30,00 €',
      'Chèque 1 Banque Populaire 15,50 €',
      'Vendeur Trésorier',
    ]),
  );

  await again.getByLabel('Je ne suis pas un robot').check();
  await again.getByRole('button', { name: 'Envoyer au trésorier' }).click();
  await expect(again.getByRole('status')).toHaveText('Bordereau envoyé au trésorier');
  await expect(again.getByRole('textbox', { name: 'Calendriers remis' })).toHaveValue('');

  await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).click();
  const mail = page.getByRole('article', { name: '[Contact] Bordereau de tournée – souche 101' });
  await expect(mail).toContainText('Calendriers remis : 9');
  await expect(mail).toContainText('Total de la tournée');
});

test.describe('axe on the count and the report', () => {
  // Animations off, as in the a11y walks: axe reads a dialog once it is drawn, not while it fades
  // in (its colours are then half transparent, and their contrast too low).
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const width of [390, 1280]) {
    test(`the round's count and the suspect seller's report pass axe, fit ${width} px and keep 44 px targets`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const login = new LoginPage(page);
      await login.open();
      await login.signInAsAtAnyWidth('seller');
      const form = await openCount(page);
      await form.getByRole('button', { name: 'Ajouter un chèque' }).click();
      await form.getByRole('button', { name: 'Envoyer au trésorier' }).click();
      expect(await violationsOf(page), 'axe, the count open and in error').toEqual([]);
      expect(await layoutFailures(page, { name: 'round count', path: TOUR }, width)).toEqual([]);
      // Counted standing at the station's table, on a phone: the street's targets.
      expect(await targetsTooSmall(page.locator('main'), STREET_SCREEN)).toEqual([]);

      await page.goto('/#/verification/code-inconnu');
      await page.getByRole('button', { name: 'Signaler un vendeur suspect' }).click();
      const dialog = page.getByRole('dialog', { name: 'Signaler un vendeur suspect' });
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await expect(dialog.getByRole('textbox', { name: /^Où/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(await violationsOf(page), 'axe, the report open and in error').toEqual([]);
      expect(
        await layoutFailures(page, { name: 'suspect seller', path: '/#/verification/x' }, width),
      ).toEqual([]);
      expect(await targetsTooSmall(dialog, STREET_SCREEN)).toEqual([]);
    });
  }
});

test('a householder, signed out, reports a suspect seller from the card check', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/verification/code-inconnu');
  await expect(page.getByText('Carte non valide')).toBeVisible();
  await page.getByRole('button', { name: 'Signaler un vendeur suspect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un vendeur suspect' });
  await dialog.getByRole('textbox', { name: /^Ce qui s'est passé/ }).fill('Pas de calendrier.');
  await dialog.getByRole('textbox', { name: /^Où/ }).fill('Rue de Brest, Rennes');
  await dialog.getByRole('textbox', { name: /^Quand/ }).fill('Samedi vers 15 h');
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Odile');
  await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Perrin');
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('odile.perrin@exemple.fr');
  await dialog.getByLabel('Je ne suis pas un robot').check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText("Merci, l'amicale a été prévenue")).toBeVisible();
  await expect(dialog).toBeHidden();
});
