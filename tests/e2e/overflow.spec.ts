import { expect, test } from '@playwright/test';
import { VIEWPORTS, byAccount, showScreen, startAs, withPage } from './pages/screen-walk';
import { layoutFailures } from './pages/layout-checks';
import { SCREENS } from './screens';

/** A laptop's window: the text is doubled in it. */
const LAPTOP = VIEWPORTS.find(({ width }) => width === 1280) ?? VIEWPORTS[VIEWPORTS.length - 1];
/** A phone's. */
const PHONE = VIEWPORTS.find(({ width }) => width === 390) ?? VIEWPORTS[0];

/**
 * The text at 200 % (WCAG 1.4.4, RGAA 10.4), as a reader's browser setting or style sheet gives
 * it: the root font size doubled before the app starts. The app's sizes are in rem, so every text
 * grows; the window keeps its width.
 */
const TEXT_AT_200 = () => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('html { font-size: 200% !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

// Each account is a test of its own: spread over the workers.
test.describe.configure({ mode: 'parallel' });

// At 320 and 1280 px the accessibility walk (a11y.spec.ts) checks the same on its way; this walk
// is the one with the text doubled.
for (const [account, screens] of byAccount(SCREENS)) {
  const who = account ?? 'signed out';
  test(`with the text at 200 %, nothing is wider than a ${LAPTOP.width} px window nor lost (${who})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await withPage(browser, LAPTOP, async (page) => {
      await page.addInitScript(TEXT_AT_200);
      await startAs(page, account, { full: true });
      const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      expect(root, 'the root font size, doubled').toBe('32px');
      const failures: string[] = [];
      for (const screen of screens) {
        await showScreen(page, screen);
        failures.push(...(await layoutFailures(page, screen, LAPTOP.width, { classes: false })));
      }
      expect(failures, 'screens wider than the window at 200 %').toEqual([]);
    });
  });
}

test('at 390 px, the demo mailbox button covers no field of the calendar purchase form', async ({
  browser,
}) => {
  await withPage(browser, PHONE, async (page) => {
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
