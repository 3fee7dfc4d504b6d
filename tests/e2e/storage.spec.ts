import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, LoginPage, displayName, userMenu } from './pages/login-page';

/**
 * The session keys (docs/rules.md#session-and-what-the-browser-keeps), and the cart's. Garbage
 * in each one alone is checked in Vitest (tests/unit/storage-garbage.test.tsx); here, in every
 * key at once, through the browser's own storage, then a sign-in that works.
 */
const KEYS = [
  'userName',
  'userId',
  'jwtToken',
  'subscriptions',
  'roles',
  'accountValidity',
  'expirationDate',
  'cart',
] as const;

type Key = (typeof KEYS)[number];

/** The home screen and a screen for members only: both show the login screen signed out. */
const ADDRESSES = ['/#/', '/#/cart'] as const;
type Storage = Partial<Record<Key, string>>;

test.describe.configure({ mode: 'parallel' });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT as a client reads it (the signature is the server's business). */
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

const now = Math.floor(Date.now() / 1000);
const EXPIRED = now - 3600;
const member = DEMO_ACCOUNTS.member.email;

/** What a hand edit, an older version, a full disk or a hostile page may leave. */
const GARBAGE: [string, string][] = [
  ['invalid JSON', '{"state":{"reservations":['],
  // Huge, yet small enough to fit eight times in the origin's quota.
  ['a huge string', 'x'.repeat(300_000)],
  ['the text null', 'null'],
  ['an empty string', ''],
  ['a number where a list is expected', '42'],
  ['NaN', 'NaN'],
  ['a JSON object', '{"a":1,"__proto__":{"polluted":true}}'],
  ['a JSON list of odd items', '[{"a":1},null,42,"x"]'],
  [
    'a cart of the wrong shape',
    '{"state":{"reservations":[{"resource":null,"quantity":"2"}]},"version":1}',
  ],
  ['a cart of an unknown version', '{"state":{"reservations":"x"},"version":99}'],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['control characters', '\u0000\u0001\uffff\ud800'],
  ['a token that is not a JWT', 'not.a.jwt'],
  ['a JWT whose exp is not a number', jwt({ sub: member, exp: 'demain' })],
  ['an expired JWT', jwt({ sub: member, exp: EXPIRED })],
];

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
