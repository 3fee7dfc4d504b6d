import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  type DemoAccount,
  LoginPage,
  displayName,
  openSignedInAs,
} from './pages/login-page';
import { Shell } from './pages/shell';

// The validation queue's entry carries its count once the menu has asked it.
const QUEUE = expect.stringMatching(/^Comptes à valider\d*$/);

const expectations: Record<
  Exclude<DemoAccount, 'waiting' | 'seller' | 'renewal' | 'newcomer' | 'honorary' | 'external'>,
  { commissionMenu: string[] | null; adminMenu: unknown[] | null }
> = {
  member: { commissionMenu: null, adminMenu: null },
  commission: {
    commissionMenu: ['Sport'],
    adminMenu: ['Informations', 'Photos', 'Commandes'],
  },
  persons: { commissionMenu: null, adminMenu: ['Personnes', QUEUE, 'Enfants'] },
  admin: {
    commissionMenu: [
      'Anciens',
      'Arbre de Noël',
      'Calendrier',
      'École des jeunes sapeurs-pompiers',
      'Épicerie solidaire',
      'Loisirs et locations',
      'Sport',
      'Voyages',
    ],
    adminMenu: ['Générale', 'Informations', 'Personnes', QUEUE, 'Photos', 'Commandes', 'Enfants'],
  },
  calendar: {
    commissionMenu: ['Calendrier'],
    adminMenu: ['Informations', 'Photos', 'Commandes'],
  },
};

for (const [account, expected] of Object.entries(expectations) as [
  Exclude<DemoAccount, 'waiting' | 'seller' | 'renewal' | 'newcomer' | 'honorary' | 'external'>,
  (typeof expectations)[keyof typeof expectations],
][]) {
  test(`${account} signs in, sees the menus of their roles and signs out`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new Shell(page);
    await login.open();
    await login.signInAs(account);
    await expect(page.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
    for (const name of ['Photos', 'Documents', 'Partenaires']) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    if (expected.commissionMenu) {
      expect(await shell.menuItems('Administration de Commission')).toEqual(
        expected.commissionMenu,
      );
    } else {
      await expect(shell.menu('Administration de Commission')).toHaveCount(0);
    }
    if (expected.adminMenu) {
      expect(await shell.menuItems('Administration')).toEqual(expected.adminMenu);
    } else {
      await expect(shell.menu('Administration')).toHaveCount(0);
    }
    await shell.signOut(displayName(account));
    await page.reload();
    await expect(login.submit).toBeVisible();
  });
}

test('a member not validated yet is refused', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_ACCOUNTS.waiting.email, DEMO_ACCOUNTS.waiting.password);
  await expect(page.getByRole('alert')).toHaveText('Utilisateur non-autorisé');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_ACCOUNTS.waiting.email);
  await expect(login.submit).toBeEnabled();
});

test('a plain member sees the commissions open to their membership, sorted', async ({ page }) => {
  await openSignedInAs(page, 'member');
  expect(await new Shell(page).menuItems('Commissions')).toEqual([
    'Épicerie solidaire',
    'Loisirs et locations',
    'Sport',
    'Voyages',
  ]);
});

test('a reload keeps the session; garbage or an expired token starts signed out', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signInAs('member');
  await page.reload();
  await expect(page.getByRole('button', { name: displayName('member') })).toBeVisible();

  await page.evaluate(() => {
    localStorage.setItem('jwtToken', 'garbage');
    localStorage.setItem('userName', 'x');
    localStorage.setItem('expirationDate', 'abc');
  });
  await page.reload();
  await expect(login.submit).toBeVisible();

  await page.evaluate(() => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('jwtToken', `${encode({ alg: 'HS256' })}.${encode({ exp })}.sig`);
    localStorage.setItem('userName', 'membre@amicale.fr');
    localStorage.setItem('expirationDate', String(exp));
  });
  await page.reload();
  await expect(login.submit).toBeVisible();
});

test('a forgotten password is reset through the link of the demo mailbox', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Mot de passe oublié' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
  await dialog.getByLabel('E-mail').fill(DEMO_ACCOUNTS.member.email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Un lien de récupération vous a été envoyé')).toBeVisible();

  await page.getByRole('button', { name: /Boîte mail \(démo\)/ }).click();
  const mail = page.getByRole('article', { name: 'Réinitialisation de votre mot de passe' });
  await mail.getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Réinitialiser', exact: true })).toBeVisible();
  // The recovery dialog and the mailbox, still fading out, hold an 'E-mail' of their own.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Boîte mail (démo)' })).toBeHidden();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-Secret-35');
  await page.getByLabel('Confirmation du mot de passe').fill('Nouveau-Secret-35');
  await page.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
  await expect(page.getByText('Votre mot de passe a été correctement réinitialisé')).toBeVisible();
  await expect(login.submit).toBeVisible();
  await login.signIn(DEMO_ACCOUNTS.member.email, 'Nouveau-Secret-35');
  await expect(page.getByRole('button', { name: displayName('member') })).toBeVisible();
});
