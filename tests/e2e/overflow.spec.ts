import { type Browser, type Page, expect, test } from '@playwright/test';
import { type DemoAccount, LoginPage, displayName, userMenu } from './pages/login-page';
import { layoutFailures } from './pages/layout-checks';
import { SCREENS, type ScreenEntry } from './screens';

/** A phone, a tablet, a laptop (nothing wider than the screen). */
const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 768, height: 1024, isMobile: false, hasTouch: false },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;

type Viewport = (typeof VIEWPORTS)[number];

const STALE = 'data-previous-screen';

// Each (viewport, account) pair is a test of its own: spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Runs `run` on a fresh page of `viewport`'s size, then closes it. */
async function withPage(
  browser: Browser,
  { width, height, isMobile, hasTouch }: Viewport,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens `screen` and waits until it and the navigation bar around it are drawn. */
async function show(page: Page, screen: ScreenEntry) {
  // Screens follow one another by their hash, as in the app (15 times faster than a full
  // load): the headings on view are marked first, so that the wait is for the new screen's.
  await page
    .locator('h1')
    .evaluateAll(
      (headings, mark) => headings.forEach((heading) => heading.setAttribute(mark, '')),
      STALE,
    );
  const current = page.url();
  const here = current !== 'about:blank' && new URL(screen.path, current).href === current;
  await (here ? page.reload() : page.goto(screen.path));
  const heading = page.locator(`h1:not([${STALE}])`).first();
  // Two addresses of one route may keep the same heading element: then a full load.
  await heading.waitFor({ timeout: 5_000 }).catch(async () => {
    await page.reload();
    await heading.waitFor();
  });
  // Locators' own waits rather than expect's polling: they return as soon as the page is ready.
  if (screen.as) {
    await userMenu(page)
      .filter({ hasText: displayName(screen.as) })
      .waitFor({ state: 'attached' });
    // Every demo account sees the Commissions menu: once it is in, the bar is complete.
    await page.locator('#menu-commissions').waitFor({ state: 'attached' });
  }
  await page.waitForFunction(() => !document.querySelector('.spinner-border'));
}

// One page per (viewport, account): it signs in once, then opens each of its screens.
const byAccount = new Map<DemoAccount | undefined, ScreenEntry[]>();
for (const screen of SCREENS) {
  byAccount.set(screen.as, [...(byAccount.get(screen.as) ?? []), screen]);
}

// At 390 and 1280 px the accessibility walk (a11y.spec.ts) checks the same on its way: a walk of
// every screen costs the same twice.
for (const viewport of VIEWPORTS.filter(({ width }) => width === 768)) {
  for (const [account, screens] of byAccount) {
    const who = account ?? 'signed out';
    test(`nothing is wider than a ${viewport.width} px window (${who})`, async ({ browser }) => {
      test.setTimeout(90_000);
      await withPage(browser, viewport, async (page) => {
        if (account) {
          await page.goto('/#/');
          await new LoginPage(page).signInAsAtAnyWidth(account);
        }
        const failures: string[] = [];
        for (const screen of screens) {
          await show(page, screen);
          failures.push(...(await layoutFailures(page, screen, viewport.width)));
        }
        expect(failures, `screens wider than ${viewport.width} px, or unstyled`).toEqual([]);
      });
    });
  }
}

test('at 390 px, the demo mailbox button covers no field of the calendar purchase form', async ({
  browser,
}) => {
  await withPage(browser, VIEWPORTS[0], async (page) => {
    await page.goto('/#/calendrier');
    await expect(page.getByRole('heading', { name: /Achat du Calendrier/ })).toBeVisible();
    const mailbox = await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).boundingBox();
    if (!mailbox) throw new Error("Le bouton 'Boîte mail (démo)' n'est pas affiché");
    const controls = await page.locator('form').locator('input, select, textarea, button').all();
    expect(controls.length).toBeGreaterThan(0);
    const covered: string[] = [];
    for (const control of controls) {
      const box = await control.boundingBox();
      const intersects =
        box !== null &&
        box.x < mailbox.x + mailbox.width &&
        mailbox.x < box.x + box.width &&
        box.y < mailbox.y + mailbox.height &&
        mailbox.y < box.y + box.height;
      if (intersects) covered.push(await control.evaluate((element) => element.outerHTML));
    }
    expect(covered, "form controls under 'Boîte mail (démo)'").toEqual([]);
  });
});
