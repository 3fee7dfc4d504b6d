import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, displayName, openSignedInAs } from './pages/login-page';

/**
 * The login screen (index.html) and the calendar purchase (/calendrier) come painted in their own
 * HTML, made at build time by the app's components; the script takes the markup over. Another
 * screen's address, or a signed-in reload, never shows that HTML (docs/architecture.md#pages-painted-before-the-script).
 * What a page shows before its script is what it shows with the script held back.
 */

/** The app's script (the entry chunk of the build). */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

const LOGIN = { name: 'Espace membres', level: 1 } as const;
const CALENDAR = { name: /^Achat du Calendrier \d{4}$/, level: 1 } as const;

/** Opens `address` with the app's script refused: what the HTML and its inline script paint. */
async function beforeTheScript(page: Page, address: string): Promise<void> {
  await page.route(APP_SCRIPT, (route) => route.abort());
  await page.goto(address);
}

/** Holds the app's script back until the returned function is called. */
async function holdTheScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every layout shift of the app since the page opened, summed as CLS counts them. The demo's
 * mailbox, which only the demo has, counts its e-mails once the script runs: its shifts are not
 * the app's.
 */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const demo = document.querySelector('aside[aria-label="Démonstration"]');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            const demoOnly = entry.sources.every(({ node }) => node && demo?.contains(node));
            if (!entry.hadRecentInput && !demoOnly) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Console errors and warnings, and uncaught errors: a hydration mismatch says itself there. */
function complaints(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') heard.push(message.text());
  });
  page.on('pageerror', (error) => heard.push(error.message));
  return heard;
}

for (const [address, screen] of [
  ['/', LOGIN],
  ['/#/', LOGIN],
  ['/calendrier', CALENDAR],
  ['/calendrier/', CALENDAR],
  ['/calendrier#/', CALENDAR],
] as const) {
  test(`${address} shows its screen before the script runs`, async ({ page }) => {
    await beforeTheScript(page, address);
    await expect(page.getByRole('heading', screen)).toBeVisible();
    expect(await page.title()).toMatch(/ – Amicale des sapeurs-pompiers$/);
  });
}

for (const address of [
  '/#/cart',
  '/#/calendrier/code/X',
  '/#/validateorsubscribe?token=T',
  '/?token=T',
  '/calendrier#/cart',
  '/calendrier?souche=12',
]) {
  test(`${address} never shows the page's painted screen, not even before the script`, async ({
    page,
  }) => {
    await beforeTheScript(page, address);
    await expect(page.locator('#root')).toBeHidden();
    await expect(page.getByRole('heading', LOGIN)).toBeHidden();
    await expect(page.getByRole('heading', CALENDAR)).toBeHidden();
  });
}

for (const [address, chunk] of [
  ['/#/calendrier/code/X', /\/assets\/calendar-code-screen-[\w-]+\.js$/],
  ['/calendrier/code/X', /\/assets\/calendar-code-screen-[\w-]+\.js$/],
  ['/#/validateorsubscribe?token=T', /\/assets\/validate-route-[\w-]+\.js$/],
] as const) {
  test(`${address} asks for its screen's chunk beside the app's script, not after it`, async ({
    page,
  }) => {
    // The app's script refused: only the page's own HTML can ask for the chunk.
    const asked = page.waitForRequest(chunk);
    await beforeTheScript(page, address);
    await asked;
  });
}

test('the painted pages ask for no other screen’s chunk at their own address', async ({ page }) => {
  for (const address of ['/', '/calendrier']) {
    await beforeTheScript(page, address);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
    // The calendar purchase's page asks for its own screen's chunks, and nothing of another's.
    expect(preloaded.filter((href) => /code-screen|validate-route/.test(href ?? ''))).toEqual([]);
  }
});

test('a signed-in reload of / or /calendrier never shows their painted screen', async ({
  page,
}) => {
  await openSignedInAs(page, 'member');
  for (const address of ['/', '/calendrier']) {
    await beforeTheScript(page, address);
    await expect(page.locator('#root')).toBeHidden();
    await page.unroute(APP_SCRIPT);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', LOGIN)).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

/** A control the app answers once it has taken the page over, and how its answer shows. */
const ANSWERS = {
  '/': async (page: Page) => {
    await page.getByRole('button', { name: 'Mot de passe oublié' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  '/calendrier': async (page: Page) => {
    const amount = page.getByRole('button', { name: '20 €' });
    await amount.click();
    await expect(amount).toHaveAttribute('aria-pressed', 'true');
  },
};

for (const [address, screen, field] of [
  ['/', LOGIN, 'E-mail'],
  ['/calendrier', CALENDAR, 'Nom'],
] as const) {
  test(`the script takes ${address} over as painted: no warning, nothing moves, the form answers`, async ({
    page,
  }) => {
    const heard = complaints(page);
    await page.goto(address);
    await expect(page.getByRole('heading', screen)).toBeVisible();
    // The painted markup is kept (not drawn again) once the app runs.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    const input = page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${field}`) });
    await input.fill('Dupont');
    await expect(input).toHaveValue('Dupont');
    expect(await layoutShifts(page)).toBe(0);
    await ANSWERS[address](page);
    await expect(input).toHaveValue('Dupont');
    expect(heard).toEqual([]);
  });
}

test('typed and sent before the script runs: the app takes what was typed and sends it', async ({
  page,
}) => {
  const release = await holdTheScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', LOGIN)).toBeVisible();
  const { email, password } = DEMO_ACCOUNTS.member;
  await main.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
  // The page stays as it is, with what was typed, until the app runs.
  await expect(main.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  release();
  await expect(page.getByRole('button', { name: displayName('member') })).toBeVisible();
});

test('a link followed on the painted page before the script runs takes the painted screen away', async ({
  page,
}) => {
  const release = await holdTheScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', LOGIN)).toBeVisible();
  await page.getByRole('link', { name: /^Accessibilité/ }).click();
  // The address names another screen: nothing of the login stays, not even before the app runs.
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(
    page.getByRole('heading', { name: /^Déclaration d.accessibilité/, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', LOGIN)).toBeHidden();
});
