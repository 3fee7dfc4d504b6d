import { type Page, expect, test } from '@playwright/test';
import { WCAG_21_AA, axeViolations } from './pages/axe';
import { VIEWPORTS, byAccount, showScreen, startAs, withPage } from './pages/screen-walk';
import { layoutFailures } from './pages/layout-checks';
import { EVERY_SCREEN, targetsTooSmall } from './pages/targets';
import { MODALS, SCREENS } from './screens';

/** The narrowest phone (reflow: WCAG 1.4.10, RGAA 10.11) and a laptop. */
const WIDTHS = VIEWPORTS.filter(({ width }) => width === 320 || width === 1280);

// Each (width, account) pair is a test of its own: spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** Runs axe on the page as it is; one line per violation, with the elements it names. */
async function violationsOf(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { tags: WCAG_21_AA });
  return violations.map(({ id, impact, help, targets }) => {
    const where = targets.slice(0, 3).join(' | ');
    return `${id} (${impact ?? '?'}, ${targets.length}×): ${help} — ${where}`;
  });
}

/** Prints the count for `what` and keeps its violations for the final check. */
function record(failures: string[], what: string, violations: string[]): void {
  console.log(`axe ${what}: ${violations.length} violation(s)`);
  failures.push(...violations.map((violation) => `${what}: ${violation}`));
}

/**
 * The text at 200 % (WCAG 1.4.4, RGAA 10.4), as a reader's browser setting or style sheet gives
 * it: the root font size doubled. The app's sizes are in rem, so every text grows; the window
 * keeps its width. Its media queries are in rem too, which a browser reads at its default size,
 * whatever the root's: the same layout as a page opened at 200 %.
 */
async function textAt200(page: Page, on: boolean): Promise<string> {
  return page.evaluate((doubled) => {
    // A constructed style sheet: the app's Content-Security-Policy refuses a <style> element.
    const marked = (sheet: CSSStyleSheet) => sheet.cssRules[0]?.cssText.includes('200%');
    const others = document.adoptedStyleSheets.filter((sheet) => !marked(sheet));
    if (doubled) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('html { font-size: 200% !important; }');
      others.push(sheet);
    }
    document.adoptedStyleSheets = others;
    return getComputedStyle(document.documentElement).fontSize;
  }, on);
}

for (const viewport of WIDTHS) {
  const laptop = viewport.width === 1280;
  for (const [account, screens] of byAccount(SCREENS)) {
    const who = account ?? 'signed out';
    // One walk, three checks: axe, nothing wider than the window nor unstyled, and targets of
    // 24 px; at 1280 px, the layout again with the text at 200 %. The screens hold data as in
    // use: long names, a cart with lines.
    test(`axe finds no violation, nothing is wider than ${viewport.width} px${laptop ? ' (nor with the text at 200 %)' : ''} and every target is 24 px (${who})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      await withPage(browser, viewport, async (page) => {
        await startAs(page, account, { full: true });
        const failures: string[] = [];
        const layout: string[] = [];
        const targets: string[] = [];
        const doubled: string[] = [];
        const noSiteMap: string[] = [];
        for (const screen of screens) {
          await showScreen(page, screen);
          const what = `${viewport.width} px, ${who}, ${screen.name} (${screen.path})`;
          record(failures, what, await violationsOf(page));
          // Signed in, the site map is reached the same way on every screen: the footer's link.
          const siteMap = page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' });
          if (account && (await siteMap.count()) !== 1) noSiteMap.push(what);
          layout.push(...(await layoutFailures(page, screen, viewport.width)));
          const small = await targetsTooSmall(page.locator('body'), EVERY_SCREEN);
          targets.push(...small.map((target) => `${what}: ${target}`));
          if (!laptop) continue;
          expect(await textAt200(page, true), 'the root font size, doubled').toBe('32px');
          const lost = await layoutFailures(page, screen, viewport.width, { classes: false });
          doubled.push(...lost.map((failure) => `text at 200 %: ${failure}`));
          await textAt200(page, false);
        }
        expect(failures, 'axe violations').toEqual([]);
        expect(
          layout,
          `screens wider than ${viewport.width} px, past its edge, or unstyled`,
        ).toEqual([]);
        expect(targets, 'targets under 24 × 24 px, not spaced').toEqual([]);
        expect(doubled, 'screens wider than the window with the text at 200 %').toEqual([]);
        expect(noSiteMap, 'signed-in screens without Plan du site in the footer').toEqual([]);
      });
    });
  }

  for (const [account, modals] of byAccount(MODALS)) {
    const who = account ?? 'signed out';
    test(`axe finds no violation, nothing too wide and targets of 24 px with a modal open at ${viewport.width} px (${who})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      await withPage(browser, viewport, async (page) => {
        await startAs(page, account, { full: true });
        const failures: string[] = [];
        const layout: string[] = [];
        const targets: string[] = [];
        for (const modal of modals) {
          await showScreen(page, modal);
          const opened = await modal.open(page);
          const what = `${viewport.width} px, ${who}, ${modal.name} open`;
          record(failures, what, await violationsOf(page));
          layout.push(...(await layoutFailures(page, modal, viewport.width)));
          const small = await targetsTooSmall(opened, EVERY_SCREEN);
          targets.push(...small.map((target) => `${what}: ${target}`));
          if (modal.staysOpen) {
            // Not a dialog: the next one starts from a fresh load.
            await page.goto('about:blank');
          } else {
            // Escape closes every dialog and menu (WCAG 2.1.2): the next one opens from there.
            await page.keyboard.press('Escape');
            await expect(opened, `${what}: Escape closes it`).toBeHidden();
          }
        }
        expect(failures, 'axe violations').toEqual([]);
        expect(
          layout,
          `dialogs wider than ${viewport.width} px, past its edge, or unstyled`,
        ).toEqual([]);
        expect(targets, 'targets under 24 × 24 px, not spaced, in the dialogs').toEqual([]);
      });
    });
  }
}
