import { expect, test } from '@playwright/test';
import { CommissionSettings, PersonEditor } from './pages/admin-editors';
import { CalendarOrdersList, PersonsList, PhotosAdmin } from './pages/admin-lists';
import { openSignedInAs } from './pages/login-page';

/** The administration's lists (filters, sort, pager) and editors, as a volunteer drives them. */

test('the persons list pages, sorts on a column and filters by state, kept in the address', async ({
  page,
}) => {
  await openSignedInAs(page, 'admin', PersonsList.hash);
  const persons = new PersonsList(page);
  await expect(persons.rows).toHaveCount(25);

  await expect(persons.pageStatus).toHaveText(/^Page 1 sur \d+$/);
  await persons.nextPage.click();
  await expect(persons.pageStatus).toHaveText(/^Page 2 sur \d+$/);
  await persons.previousPage.click();
  await expect(persons.pageStatus).toHaveText(/^Page 1 sur \d+$/);

  // By name first; a click on another column sorts on it, ascending, then descending. The header
  // says so at once, the rows once the backend answered: each step waits for its first row.
  await expect(persons.columnHeader('Nom')).toHaveAttribute('aria-sort', 'ascending');
  const firstRow = persons.rows.first();
  const byName = await firstRow.innerText();
  await persons.sortBy('Prénom');
  await expect(persons.columnHeader('Prénom')).toHaveAttribute('aria-sort', 'ascending');
  await expect(persons.columnHeader('Nom')).toHaveAttribute('aria-sort', 'none');
  await expect(firstRow).not.toHaveText(byName);
  const byFirstName = await firstRow.innerText();
  await persons.sortBy('Prénom');
  await expect(persons.columnHeader('Prénom')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).not.toHaveText(byFirstName);

  await persons.choose('État', 'Valide');
  await expect(page).toHaveURL(/etat=valid/);
  const valid = page.getByRole('cell', { name: 'Valide', exact: true });
  await expect(persons.rows.filter({ hasNot: valid })).toHaveCount(0);
  await expect(persons.rows).not.toHaveCount(0);
  await page.reload();
  await expect(persons.filter('État')).toHaveValue('valid');
});

test('the calendar orders filter on the payment and sort on the amount', async ({ page }) => {
  await openSignedInAs(page, 'calendar', CalendarOrdersList.hash);
  const ledger = new CalendarOrdersList(page);
  await ledger.filter('Paiement').selectOption({ label: 'En attente' });
  const pending = page.getByRole('cell', { name: 'En attente', exact: true });
  await expect(ledger.rows.filter({ hasNot: pending })).toHaveCount(0);
  await expect(ledger.rows).not.toHaveCount(0);
  await ledger.sortBy('Montant');
  await expect(ledger.columnHeader('Montant')).toHaveAttribute('aria-sort', 'ascending');
});

test('a super administrator edits a person, a commission’s settings and an album', async ({
  page,
}) => {
  await openSignedInAs(page, 'admin', PersonEditor.hash(1));
  const person = new PersonEditor(page);
  await person.field('Téléphone').fill('0611223344');
  await person.save();
  await expect(page.getByText('Utilisateur Jeanne Martin correctement mis à jour')).toBeVisible();

  await page.goto(CommissionSettings.hash('sport', 2));
  const settings = new CommissionSettings(page);
  await settings.tab.click();
  await settings.sender.fill('sport.amicale@exemple.fr');
  await settings.save();
  await expect(page.getByText('Paramètres de la commission enregistrés')).toBeVisible();

  await page.goto(PhotosAdmin.hash);
  const photos = new PhotosAdmin(page);
  await photos.openAlbumButton('Cross départemental').click();
  await photos.deletePhotoButton('Podium').click();
  await photos.deletePhotoDialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Photo « Podium » supprimée')).toBeVisible();
  await expect(photos.deletePhotoButton('Podium')).toHaveCount(0);

  // What was saved is what the screens read again.
  await page.goto(PersonEditor.hash(1));
  await expect(person.field('Téléphone')).toHaveValue('0611223344');
  await page.goto(CommissionSettings.hash('sport', 2));
  await settings.tab.click();
  await expect(settings.sender).toHaveValue('sport.amicale@exemple.fr');
});
