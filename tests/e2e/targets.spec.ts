import { expect, test } from '@playwright/test';
import { type DemoAccount, LoginPage } from './pages/login-page';
import { STREET_SCREEN, targetsTooSmall } from './pages/targets';

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
      // Every target of the screen's main region (the bar and the footer are not the street's).
      expect(await targetsTooSmall(page.locator('main'), STREET_SCREEN)).toEqual([]);
    });
  }
}
