import { expect, test, type Page } from '@playwright/test';
import { PersonEditor } from './pages/admin-editors';
import { NewsList, PersonsList } from './pages/admin-lists';
import { LoginPage, displayName, openSignedInAs } from './pages/login-page';
import { Shell } from './pages/shell';

async function openMail(page: Page, subject: string) {
  await page.getByRole('button', { name: /Boîte mail \(démo\)/ }).click();
  await page.getByRole('article', { name: subject }).first().getByRole('link').click();
  // The mailbox slides away after the click; its copy of the mail is not the screen's text.
  await expect(page.getByRole('dialog', { name: /Boîte mail/ })).toBeHidden();
}

test('sign up, confirm the e-mail from the demo mailbox, pay the dues, wait for validation', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscription amicale' });
  await expect(dialog).toContainText('réservée aux membres');
  await dialog.getByLabel('Prénom', { exact: true }).fill('Zoé');
  await dialog.getByLabel('Nom', { exact: true }).fill('Nouvelle');
  await dialog.getByLabel('E-mail').fill('zoe.nouvelle@exemple.fr');
  await dialog.getByLabel('Téléphone').fill('0601020304');
  await dialog.getByLabel('Jour', { exact: true }).selectOption('14');
  await dialog.getByLabel('Mois', { exact: true }).selectOption({ label: 'juillet' });
  await dialog.getByLabel('Année', { exact: true }).selectOption('1992');
  await dialog.getByLabel('Centre de secours (CIS)').selectOption('Beauregard');
  await dialog.getByLabel('Statut', { exact: true }).selectOption('SPV');
  await expect(dialog.getByLabel('AMICALE')).toBeChecked();
  await expect(dialog.getByLabel('AMICALE')).toBeDisabled();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Caserne-Beauregard');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Caserne-Beauregard');
  await dialog.getByRole('button', { name: 'Ajouter un enfant' }).click();
  await dialog.getByLabel("Prénom de l'enfant 1").fill('Léo');
  await dialog.getByLabel('Je ne suis pas un robot').check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Compte correctement créé', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();

  await login.signIn('zoe.nouvelle@exemple.fr', 'Caserne-Beauregard');
  await expect(page.locator('form').getByRole('alert')).toHaveText('Utilisateur non-autorisé');

  await openMail(page, 'Confirmez votre adresse e-mail');
  await expect(page.getByText('E-mail confirmé')).toBeVisible();
  await expect(page.getByText('24/48h', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Cotisation SPV/ })).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Paiement (démo)' })).toBeVisible();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: 'Paiement enregistré' })).toBeVisible();

  // A super administrator finds the account in the validation queue and validates it.
  await openSignedInAs(page, 'admin');
  await new Shell(page).menu('Administration').click();
  await page.getByRole('link', { name: 'Personnes', exact: true }).click();
  const persons = new PersonsList(page);
  await persons.showState(/À valider/);
  await persons.validateButton('Zoé Nouvelle').click();
  await expect(page.getByText('Compte de Zoé Nouvelle validé')).toBeVisible();
  await expect(persons.row('Nouvelle')).toContainText('Valide');
  await new Shell(page).signOut(displayName('admin'));

  // The member's next sign-in works.
  await login.signIn('zoe.nouvelle@exemple.fr', 'Caserne-Beauregard');
  await expect(page.getByRole('button', { name: 'Zoé Nouvelle' })).toBeVisible();
});

test('renew from the renewal e-mail: edit the address, Valider, pay', async ({ page }) => {
  await page.goto('/#/');
  await openMail(page, 'Renouvelez votre adhésion');
  await expect(
    page.getByRole('heading', { name: 'Mise à jour des informations du compte' }),
  ).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Roux');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: "Modifier l'adresse" }).click();
  await expect(page.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await page.getByLabel('Ville').fill('Cesson-Sévigné');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText('Cesson-Sévigné')).toBeVisible();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { name: /Cotisation SPP/ })).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: 'Paiement enregistré' })).toBeVisible();
});

test('a member edits their account and sees its validity', async ({ page }) => {
  await openSignedInAs(page, 'member', PersonEditor.ownHash(1));
  await expect(page.getByText(/Cotisation valable jusqu'au \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const account = new PersonEditor(page);
  await expect(account.field('E-mail')).toHaveAttribute('readonly', '');
  await expect(account.field("Prénom de l'enfant 2")).toHaveValue('Inès');
  await account.field('Téléphone').fill('0699887766');
  await account.save();
  await expect(page.getByText('Utilisateur Jeanne Martin correctement mis à jour')).toBeVisible();
});

test('a super administrator publishes a news item that members see on their home', async ({
  page,
}) => {
  await openSignedInAs(page, 'admin');
  await new Shell(page).menu('Administration').click();
  await page.getByRole('link', { name: 'Informations', exact: true }).click();
  const editor = await new NewsList(page).create();
  await editor.title.fill('Vide-grenier de printemps');
  await editor.write('Rendez-vous ', { bold: 'dimanche 12 avril' });
  await editor.publish();
  await expect(page.getByText('Information « Vide-grenier de printemps » publiée')).toBeVisible();
  await new Shell(page).signOut(displayName('admin'));

  await new LoginPage(page).signInAs('member');
  const news = page.getByRole('article', { name: 'Vide-grenier de printemps' });
  await expect(news).toBeVisible();
  await expect(news.locator('strong')).toHaveText('dimanche 12 avril');
});
