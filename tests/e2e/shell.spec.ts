import { expect, test } from '@playwright/test';
import { axeViolations } from './pages/axe';
import { DEMO_ACCOUNTS, LoginPage, openSignedInAs } from './pages/login-page';
import { MESSAGE, VISITOR } from './pages/contact';

test('an unknown address: the login screen signed out, then Page introuvable with a way home', async ({
  page,
}) => {
  await openSignedInAs(page, 'member', '#/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(
    page.getByRole('heading', { name: "Bienvenue dans l'espace membres" }),
  ).toBeVisible();
});

test('a plain member opening an administration address sees Accès refusé', async ({ page }) => {
  await openSignedInAs(page, 'member', '#/management/general');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
});

test('the contact form sends through the captcha stand-in', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Nous contacter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs')).toBeVisible();
  for (const [label, value] of VISITOR) await dialog.getByLabel(label, { exact: true }).fill(value);
  await expect(dialog.getByLabel('Je ne suis pas un robot')).toHaveCount(0);
  await dialog.getByLabel('Message').fill(MESSAGE);
  await dialog.getByLabel('Je ne suis pas un robot').check();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre email a bien été envoyé')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the data-protection modal shows the server text', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Données Personnelles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Données Personnelles' });
  await expect(dialog.getByText('Protection de vos données personnelles')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const address of ['/calendrier', '/#/calendrier', '/calendrier#/']) {
  test(`${address} opens the calendar purchase screen`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: /Achat du Calendrier \d{4}/ })).toBeVisible();
  });
}

for (const [screen, address] of [
  ['login', '/#/'],
  ['calendar purchase', '/#/calendrier'],
  ['calendar code', '/#/calendrier/code/cal-2026-0001'],
]) {
  test(`the ${screen} screen has no serious accessibility violation`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const serious = (await axeViolations(page)).filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
}

test('the registration modal has no serious accessibility violation', async ({ browser }) => {
  // Animations off: axe reads the dialog once it is drawn, not half transparent as it fades in.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('dialog', { name: 'Inscription amicale' })).toBeVisible();
  const serious = (await axeViolations(page, { include: '.modal' })).filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await context.close();
});

test('on a phone the navigation bar collapses and nothing is wider than the screen @phone', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await login.signIn(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accueil', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a move made with the mouse puts the focus on the new screen’s title, as the address does', async ({
  page,
}) => {
  await openSignedInAs(page, 'member');
  await expect(
    page.getByRole('heading', { name: "Bienvenue dans l'espace membres" }),
  ).toBeVisible();
  const bar = page.getByRole('navigation').first();
  // The bar's links, then one of a menu, clicked as a member does.
  for (const [link, title] of [
    ['Photos', 'Photos'],
    ['Documents', 'Documents'],
    ['Partenaires', 'Partenaires'],
    ['Accueil', "Bienvenue dans l'espace membres"],
  ] as const) {
    await bar.getByRole('link', { name: link, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
  }
  const { firstName, lastName } = DEMO_ACCOUNTS.member;
  await bar.getByRole('button', { name: `${firstName} ${lastName}` }).click();
  await page.getByRole('link', { name: 'Mon Compte' }).click();
  const account = page.getByRole('heading', { level: 1, name: 'Mon compte' });
  await expect(account).toBeVisible();
  await expect(account).toBeFocused();
});
