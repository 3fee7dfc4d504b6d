import { type Page, expect, test } from '@playwright/test';
import { GARBAGE, KEYS, type Key } from '../unit/storage-garbage';
import { LoginPage, displayName, userMenu } from './pages/login-page';

/**
 * Garbage in the session keys and the cart's (tests/unit/storage-garbage.ts): in each one alone,
 * it is checked in Vitest (tests/unit/storage-garbage.test.tsx); here, in every key at once,
 * through the browser's own storage, then a sign-in that works.
 */

/** The home screen and a screen for members only: both show the login screen signed out. */
const ADDRESSES = ['/#/', '/#/cart'] as const;
type Storage = Partial<Record<Key, string>>;

test.describe.configure({ mode: 'parallel' });

const now = Math.floor(Date.now() / 1000);

/** Where a test leaves the storage the next load starts with (a tab's sessionStorage). */
const PLAN = 'e2e-planned-storage';

/** Runs before the app on each load: puts the planned storage in place, once. */
function applyPlannedStorage(planKey: string): void {
  const plan = sessionStorage.getItem(planKey);
  if (plan === null) return;
  sessionStorage.removeItem(planKey);
  // The demo's backend keeps its store: seeding it again at each load would only slow the test.
  for (const key of Object.keys(localStorage)) {
    if (key !== 'amicale-demo-db') localStorage.removeItem(key);
  }
  for (const [key, value] of JSON.parse(plan) as [string, string][]) {
    localStorage.setItem(key, value);
  }
}

/** A page that applies planned storage at each load and records uncaught errors. */
async function watchedPage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(applyPlannedStorage, PLAN);
  await page.goto('/#/');
  return errors;
}

/** Loads `address` afresh, with `storage` and nothing else of the app's in localStorage. */
async function startWith(page: Page, storage: Storage, address: string): Promise<void> {
  await page.evaluate(
    ([planKey, plan, target]) => {
      sessionStorage.setItem(planKey, plan);
      // The address changes without the app seeing it: the load below starts there.
      history.replaceState(null, '', target);
    },
    [PLAN, JSON.stringify(Object.entries(storage)), address] as const,
  );
  await page.reload();
}

/** The login screen is up, the page is not blank, and nothing was thrown. */
async function expectLoginScreen(page: Page, errors: string[], what: string) {
  await expect(page.getByRole('button', { name: 'Se connecter' }), what).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Espace membres' }), what).toBeVisible();
  expect(await page.locator('#root').innerText(), what).not.toBe('');
  expect(errors, `${what}: uncaught errors`).toEqual([]);
}

test('garbage in every key at once: the login screen, then a sign-in that works', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = await watchedPage(page);
  // The keys are read at start, whatever the address: each garbage is loaded at one of the two
  // addresses in turn, and each address meets half of them (each load costs a start of the app).
  for (const [index, [kind, value]] of GARBAGE.entries()) {
    const address = ADDRESSES[index % ADDRESSES.length];
    await startWith(page, Object.fromEntries(KEYS.map((key) => [key, value])), address);
    await expectLoginScreen(page, errors, `every key = ${kind}, ${address}`);
  }

  await new LoginPage(page).signInAs('member');
  await expect(userMenu(page)).toHaveText(displayName('member'));
  const stored = await page.evaluate(() => ({
    jwtToken: localStorage.getItem('jwtToken') ?? '',
    expirationDate: Number(localStorage.getItem('expirationDate')),
  }));
  expect(stored.jwtToken.split('.')).toHaveLength(3);
  expect(stored.expirationDate).toBeGreaterThan(now);
});
