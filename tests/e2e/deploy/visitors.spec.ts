import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { ALICE, fillDonor } from '../pages/calendar-purchase';
import { OUT, RECAPTCHA_SITE_KEY, STRIPE_KEY } from './deployment';
import { CAPTCHA_TOKEN, PRIVACY_TEXT, STRIPE_SESSION } from './fakes';
import { PROBE, expect, test } from './fixtures';

/**
 * What a visitor, signed out, does on the deployment: Chromium under the CSP nginx sends, the
 * backend, Stripe.js and reCAPTCHA faked. Any CSP violation or page error fails the test.
 */

const codeScreenTitle = /^Code Calendrier \d{4}$/;

/** Waits until the page hands the donor to Stripe Checkout: what leaves the app. */
async function waitForCheckout(page: Page) {
  await page.waitForFunction(() =>
    window.__stripeCalls?.some((entry) => entry.call === 'redirectToCheckout'),
  );
}

test("'Données Personnelles' opens the modal with the backend's text", async ({
  page,
  backend,
}) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Données Personnelles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Données Personnelles' });
  await expect(dialog.getByText(PRIVACY_TEXT)).toBeVisible();
  expect(backend.calls).toContain('GET /siteconfiguration/rgpd');
});

test('the calendar purchase goes up to Stripe’s redirectToCheckout with the backend’s session', async ({
  page,
  backend,
  baseURL,
}) => {
  await page.goto('/#/calendrier');
  await fillDonor(page, { ...ALICE, 'Numéro de souche': '4321' });
  await page.getByRole('button', { name: '20 €' }).click();
  await page.getByLabel(/Je ne suis pas un robot/).check();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await waitForCheckout(page);

  await test.step('reCAPTCHA rendered with the site key', async () => {
    expect(await page.evaluate(() => window.__recaptchaSiteKeys?.() ?? [])).toContain(
      RECAPTCHA_SITE_KEY,
    );
  });
  await test.step('POST /commands/calendar with the captcha token, the amount, the return', () => {
    expect(backend.lastCalendarOrder).toMatchObject({
      recaptcha: CAPTCHA_TOKEN,
      amount: 20,
      successRedirect: `${baseURL}/#/calendrier/code/`,
    });
  });
  await test.step("Stripe.js loaded with the key, redirectToCheckout with the session's id", async () => {
    const stripeCalls = await page.evaluate(() => window.__stripeCalls ?? []);
    expect(stripeCalls).toContainEqual({ call: 'Stripe', key: STRIPE_KEY });
    expect(stripeCalls).toContainEqual({ call: 'redirectToCheckout', sessionId: STRIPE_SESSION });
  });
});

test('/calendrier is painted from its HTML alone, then the script takes it over under the CSP', async ({
  page,
  browser,
  deployment,
}) => {
  await test.step('without the script, the page already holds the purchase form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
    try {
      const bare = await context.newPage();
      await bare.goto(`${deployment.app}/calendrier`);
      await expect(
        bare.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ }),
      ).toBeVisible();
      await expect(bare.getByRole('textbox', { name: /^Nom/ })).toBeVisible();
    } finally {
      await context.close();
    }
  });
  await test.step('with it, the same form works: the inline script ran, nothing was refused', async () => {
    await page.goto('/calendrier');
    await expect(page.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ })).toBeVisible();
    await fillDonor(page, ALICE);
    await page.getByRole('button', { name: '20 €' }).click();
    await expect(page.getByRole('button', { name: '20 €' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('calendar');
  });
});

test('the page, its stylesheet and its scripts come over HTTP/2', async ({ page }) => {
  await page.goto('/#/');
  // The painted page asks for the app's script once it is on the glass.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(({ name }) => /\/assets\/index-[\w-]+\.js$/.test(name)),
  );
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter(({ name }) => new URL(name).origin === location.origin)
      .map(
        (entry) =>
          `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).nextHopProtocol}`,
      ),
  );
  expect(protocols).toEqual(
    expect.arrayContaining([
      '/ h2',
      expect.stringMatching(/^\/assets\/index-[\w-]+\.css h2$/),
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js h2$/),
    ]),
  );
  expect(protocols.filter((entry) => !entry.endsWith(' h2'))).toEqual([]);
});

test('/calendrier/code/DEPLOY-43, outside the hash, opens the code screen', async ({ page }) => {
  await page.goto('/calendrier/code/DEPLOY-43');
  await expect(page.getByRole('heading', { name: codeScreenTitle })).toBeVisible();
  await expect(page.getByText('DEPLOY-43').first()).toBeVisible();
});

test("a lazy chunk that fails shows the route's error panel, then 'Recharger la page' shows the screen", async ({
  page,
}) => {
  const codeChunk = readdirSync(join(OUT, 'assets')).find((file) =>
    /^calendar-code-screen-[\w-]+\.js$/.test(file),
  );
  expect(codeChunk, 'the calendar code screen is a lazy chunk of its own').toBeDefined();
  // A visitor's tab: no service worker keeps the chunk, which fails as a network would.
  const chunk = `/assets/${codeChunk}`;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => route.abort(),
  );
  await page.goto('/#/calendrier/code/DEPLOY-42');
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await expect(page.getByText("n'a pas pu être chargée")).toBeVisible();
  const reload = page.getByRole('button', { name: 'Recharger la page' });
  await expect(reload).toBeVisible();

  await page.unrouteAll();
  await reload.click();
  await expect(page.getByRole('heading', { name: codeScreenTitle })).toBeVisible();
});

test('the recorder hears a violation: a fetch to another origin, blocked by connect-src', async ({
  page,
  recorder,
}) => {
  await page.goto('/#/calendrier');
  await expect(page.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ })).toBeVisible();
  await page.evaluate((probe) => fetch(probe).catch(() => null), PROBE);
  await expect
    .poll(() => recorder.violations.map((violation) => violation.blocked))
    .toContainEqual(expect.stringMatching(/^https:\/\/csp-probe\.invalid/));
});
