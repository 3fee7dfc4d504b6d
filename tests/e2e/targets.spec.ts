import { type Page, expect, test } from '@playwright/test';
import { type DemoAccount, LoginPage } from './pages/login-page';

/** The screens used standing in the street, with what they show (docs/accessibility.md#targets). */
const STREET: { name: string; path: string; as?: DemoAccount; ready: string }[] = [
  { name: 'calendar purchase', path: '/#/calendrier', ready: 'Payer' },
  {
    name: 'calendar code',
    path: `/#/calendrier/code/cal-${new Date().getFullYear()}-0001`,
    ready: 'Télécharger le code',
  },
  { name: 'member card', path: '/#/carte', as: 'member', ready: 'Ma carte de membre' },
  {
    name: 'calendar tour',
    path: '/#/tournee?souche=101',
    as: 'seller',
    ready: 'Commandes de la souche n° 101',
  },
];

/**
 * Every target of the screen's main region, as a finger meets it: a button, a field, a select, a
 * link drawn as a button, and a checkbox or radio with its label. Links inside a sentence are
 * not targets of their own (WCAG's inline exception).
 */
async function targetsTooSmall(page: Page, least: number) {
  return page.locator('main').evaluate((main, minimum) => {
    const small: string[] = [];
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a.btn, input:not([type="hidden"]), select, textarea, [role="button"]',
    );
    for (const control of Array.from(controls)) {
      const style = getComputedStyle(control);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const choice = control.matches('input[type="checkbox"], input[type="radio"]');
      const box = (
        choice ? (control.closest('.form-check') ?? control) : control
      ).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < minimum || box.height < minimum) {
        const name =
          control.getAttribute('aria-label') ??
          control.textContent?.trim() ??
          control.getAttribute('name') ??
          control.tagName;
        small.push(
          `${name || control.outerHTML.slice(0, 60)}: ${Math.round(box.width)} × ${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, least);
}

for (const width of [390, 1280]) {
  for (const screen of STREET) {
    test(`every target of the ${screen.name} is at least 44 × 44 px at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (screen.as) {
        const login = new LoginPage(page);
        await login.open();
        await login.signInAsAtAnyWidth(screen.as);
      }
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible();
      expect(await targetsTooSmall(page, 44)).toEqual([]);
    });
  }
}
