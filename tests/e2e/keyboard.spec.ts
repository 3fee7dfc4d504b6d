import { type Locator, type Page, expect, test } from '@playwright/test';
import { type FocusState, isFocused, readFocus, tabNext, tabTo } from './pages/keyboard';
import { DEMO_ACCOUNTS, displayName, userMenu, openSignedInAs } from './pages/login-page';
import { ON_A_TARGET, targetsTooSmall } from './pages/targets';
import { MESSAGE, VISITOR } from './pages/contact';

// Bootstrap drops its transitions under reduced motion: styles are read once they are final.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Types into the focused field, then moves on with Tab to `next`, which must come next. */
async function typeThenTab(page: Page, text: string, next: Locator) {
  await page.keyboard.type(text);
  await tabNext(page, next);
}

/** The member signs in from the login screen: Tab to the fields, type, Enter. */
async function signInByKeyboard(page: Page) {
  await page.goto('/#/');
  const { email, password } = DEMO_ACCOUNTS.member;
  await tabTo(page, page.getByLabel('E-mail'));
  await typeThenTab(page, email, page.getByLabel('Mot de passe', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(userMenu(page)).toHaveText(displayName('member'));
}

test('sign in by keyboard only: Tab to the fields, type, Enter', async ({ page }) => {
  await signInByKeyboard(page);
  await expect(
    page.getByRole('heading', { name: "Bienvenue dans l'espace membres" }),
  ).toBeVisible();
});

test('sign up by keyboard only: fields typed, options picked by typing, captcha by Space', async ({
  page,
}) => {
  await page.goto('/#/');
  await tabTo(page, page.getByRole('button', { name: 'Créer un compte' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Inscription / });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  // A closed select picks the option whose text starts with what is typed.
  const entries: [string, string][] = [
    ['Prénom', 'Zoé'],
    ['Nom', 'Clavier'],
    ['E-mail', 'zoe.clavier@exemple.fr'],
    ['Téléphone', '0601020304'],
    ['Jour', '14'],
    ['Mois', 'juil'],
    ['Année', '1992'],
    ['Centre de secours (CIS)', 'Beauregard'],
    ['Statut', 'SPV'],
    ['Mot de passe', 'Caserne-Beauregard'],
    ['Confirmation du mot de passe', 'Caserne-Beauregard'],
  ];
  for (const [label, value] of entries) {
    await tabTo(page, field(label));
    await page.keyboard.type(value);
  }
  await expect(field('Mois')).toHaveValue(/^0?7$/);
  await expect(field('Statut')).toHaveValue('SPV');
  const captcha = dialog.getByLabel('Je ne suis pas un robot');
  await tabTo(page, captcha);
  await page.keyboard.press('Space');
  await expect(captcha).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Créer mon compte' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Compte correctement créé', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('buy a calendar by keyboard only, up to the demo checkout page and back', async ({ page }) => {
  await page.goto('/#/calendrier');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const values: [string, string][] = [
    ['Nom', 'Lemoine'],
    ['Prénom', 'Alice'],
    ['E-mail', 'alice.lemoine@exemple.fr'],
    ['Numéro', '12'],
    ['Rue', 'rue de Fougères'],
    ['Code postal', '35700'],
    ['Ville', 'Rennes'],
    ['Numéro de souche', '2468'],
  ];
  await tabTo(page, field('Nom'));
  for (const [index, [, value]] of values.entries()) {
    const next = values[index + 1];
    if (next) await typeThenTab(page, value, field(next[0]));
    else await page.keyboard.type(value);
  }
  // An amount button by Enter, then the captcha stand-in by Space.
  const twenty = page.getByRole('button', { name: '20 €' });
  await tabTo(page, twenty);
  await page.keyboard.press('Enter');
  await expect(twenty).toHaveAttribute('aria-pressed', 'true');
  await expect(field('Montant')).toHaveValue('20');
  const captcha = page.getByLabel('Je ne suis pas un robot');
  await tabTo(page, captcha);
  await page.keyboard.press('Space');
  await expect(captcha).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Payer', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Paiement (démo)' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Payer / }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeVisible();
});

test('send the contact form by keyboard only, captcha ticked with Space', async ({ page }) => {
  await page.goto('/#/');
  await tabTo(page, page.getByRole('button', { name: 'Nous contacter' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const values = [...VISITOR, ['Message', MESSAGE] as const];
  await tabTo(page, field('E-mail'));
  for (const [index, [, value]] of values.entries()) {
    const next = values[index + 1];
    if (next) await typeThenTab(page, value, field(next[0]));
    else await page.keyboard.type(value);
  }
  const captcha = dialog.getByLabel('Je ne suis pas un robot');
  await tabTo(page, captcha);
  await page.keyboard.press('Space');
  await expect(captcha).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Envoyer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre email a bien été envoyé')).toBeVisible();
  expect(await targetsTooSmall(page.locator('.Toastify__toast'), ON_A_TARGET), 'the toast').toEqual(
    [],
  );
  await expect(dialog).toBeHidden();
});

/** `jj/mm/aaaa`, `days` from today: a date as the member types it. */
function frenchDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('fr-FR');
}

test('book a commission’s resource and order the cart by keyboard only', async ({ page }) => {
  test.slow();
  await signInByKeyboard(page);

  // The Commissions menu of the bar: Enter opens it, the arrows go down its entries.
  const menu = page.locator('#menu-commissions');
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const commission = page
    .locator('.dropdown-menu.show')
    .getByRole('link', { name: 'Loisirs et locations', exact: true });
  await expect(commission).toBeVisible();
  for (let press = 0; press < 10 && !(await isFocused(commission)); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(commission).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Loisirs et locations' })).toBeVisible();

  // Tables and benches: a quantity and two days.
  await tabTo(page, page.getByRole('link', { name: 'Réserver Tables et bancs' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tables et bancs' })).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantité' });
  await tabTo(page, quantity);
  // Reached by Tab, the field's value is selected: typing replaces it.
  await page.keyboard.type('4');
  await expect(quantity).toHaveValue('4');
  const start = page.getByRole('textbox', { name: 'Date de début' });
  await tabTo(page, start);
  await page.keyboard.type(frenchDate(40));
  const end = page.getByRole('textbox', { name: 'Date de fin' });
  await tabTo(page, end);
  await page.keyboard.type(frenchDate(41));
  await expect(start).toHaveValue(frenchDate(40));
  await expect(end).toHaveValue(frenchDate(41));
  // What a screen reader is told of the dates: French, never the picker's `Selected date`.
  const told = await page.getByRole('main').ariaSnapshot();
  expect(told).toMatch(/status: "?Date choisie : \S+ \d+ \S+ \d{4}/);
  expect(told).not.toMatch(/Selected|date:/);
  // 3 € a set a day, four sets, two days.
  await expect(page.getByText('Prix : 24,00 €')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  const recap = page.getByRole('dialog', { name: 'Dernier élément ajouté au panier' });
  await expect(recap).toContainText('Tables et bancs');
  await expect(recap).toContainText('24,00 €');

  await tabTo(page, recap.getByRole('button', { name: 'Aller au panier' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Tables et bancs');
  const order = page.getByRole('button', { name: 'Commander' });
  await expect(order).toBeEnabled();
  await tabTo(page, order);
  await page.keyboard.press('Enter');

  // The order is made: the payment page asks its amount, and once paid the member is told.
  await expect(page.getByRole('heading', { name: 'Paiement (démo)' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Payer 24,00 €' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement effectué' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Panier', exact: true })).toBeVisible();
});

/** The modals of the signed-out home screen: the button that opens each, and its name. */
const MODALS: { name: string; opener: string | RegExp; dialog: string | RegExp }[] = [
  { name: 'registration', opener: 'Créer un compte', dialog: /^Inscription / },
  { name: 'recovery', opener: 'Mot de passe oublié', dialog: 'Mot de passe oublié' },
  { name: 'contact', opener: 'Nous contacter', dialog: 'Nous contacter' },
  { name: 'data protection', opener: 'Données Personnelles', dialog: 'Données Personnelles' },
  { name: 'demo mailbox', opener: /^Boîte mail \(démo\)/, dialog: 'Boîte mail (démo)' },
];

/** Whether the focus is inside `dialog`. */
function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

for (const { name: modal, opener, dialog: name } of MODALS) {
  test(`the ${modal} dialog keeps the focus, closes with Escape and gives it back`, async ({
    page,
  }) => {
    await page.goto('/#/');
    const button = page.getByRole('button', { name: opener });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);

    // More presses than the dialog has stops: the focus must come round without leaving it.
    const stops = await dialog.evaluate(
      (element) =>
        element.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]').length,
    );
    for (const key of ['Tab', 'Shift+Tab']) {
      const visited = new Set<string>();
      for (let press = 1; press <= stops + 3; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInside(dialog), `focus inside after ${press} × ${key}`).toBe(true);
        visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
      }
      expect(visited.size, `stops reached with ${key}`).toBeGreaterThan(1);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}

/**
 * Walks every Tab stop from where the focus is, until the first one comes round again, and
 * gives the stops that show no focus indicator.
 */
async function stopsWithoutIndicator(page: Page, max = 60): Promise<string[]> {
  const unseen: string[] = [];
  let first: string | null = null;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const focus: FocusState | null = await page.evaluate(readFocus);
    if (!focus) continue;
    if (focus.element === first) break;
    first ??= focus.element;
    if (!focus.indicator) unseen.push(focus.element);
  }
  expect(first, 'a first Tab stop').not.toBeNull();
  return unseen;
}

test('the focus is visible on every Tab stop of the public screens and their dialogs', async ({
  page,
}) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await stopsWithoutIndicator(page), 'login screen').toEqual([]);

  await page.goto('/#/calendrier');
  await expect(page.getByRole('heading', { name: /Achat du Calendrier/ })).toBeVisible();
  expect(await stopsWithoutIndicator(page), 'calendar purchase').toEqual([]);

  await page.getByRole('button', { name: 'Nous contacter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nous contacter' })).toBeVisible();
  expect(await stopsWithoutIndicator(page), 'contact dialog').toEqual([]);
});

test('the focus is visible on every Tab stop of the signed-in bar and its menus', async ({
  page,
}) => {
  await openSignedInAs(page, 'admin');
  expect(await stopsWithoutIndicator(page), 'home screen').toEqual([]);

  const menu = userMenu(page);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.dropdown-menu.show')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const item = await page.evaluate(readFocus);
  expect(item?.element).toContain('Mon Compte');
  expect(item?.indicator, 'Mon Compte in the user menu').not.toBeNull();
  await page.keyboard.press('Escape');
  expect(await isFocused(menu)).toBe(true);
});
