import type { Browser, Page } from '@playwright/test';
import { type DemoAccount, LoginPage, displayName, userMenu } from './login-page';

/** A phone, a tablet, a laptop. */
export const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 768, height: 1024, isMobile: false, hasTouch: false },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** Anything the walks go through: a screen, a modal on a screen. */
interface Signed {
  as?: DemoAccount;
}

/**
 * Runs `run` on a fresh page of `viewport`'s size (from `browser.newContext()`, as axe needs),
 * then closes it. Animations are off: a dialog fading in is measured once it is drawn.
 */
export async function withPage(
  browser: Browser,
  { width, height, isMobile, hasTouch }: Viewport,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    hasTouch,
    reducedMotion: 'reduce',
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The entries grouped by account (undefined: signed out), in the order they first appear. */
export function byAccount<T extends Signed>(
  entries: readonly T[],
): Map<DemoAccount | undefined, T[]> {
  const groups = new Map<DemoAccount | undefined, T[]>();
  for (const entry of entries) groups.set(entry.as, [...(groups.get(entry.as) ?? []), entry]);
  return groups;
}

/** Opens the app and, for an account, signs in once: the walk then moves by hash. */
export async function startAs(page: Page, account: DemoAccount | undefined): Promise<void> {
  await page.goto('/#/');
  if (account) await new LoginPage(page).signInAsAtAnyWidth(account);
}

const STALE = 'data-previous-screen';

/**
 * Opens `path` and waits until its screen and the navigation bar around it are drawn, with no
 * spinner left. Screens follow one another by their hash, as in the app: the headings on view
 * are marked first, so that the wait is for the new screen's.
 */
export async function showScreen(page: Page, { path, as }: { path: string } & Signed) {
  await page
    .locator('h1')
    .evaluateAll(
      (headings, mark) => headings.forEach((heading) => heading.setAttribute(mark, '')),
      STALE,
    );
  const current = page.url();
  const here = current !== 'about:blank' && new URL(path, current).href === current;
  await (here ? page.reload() : page.goto(path));
  const heading = page.locator(`h1:not([${STALE}])`).first();
  // Two addresses of one route may keep the same heading element: then a full load.
  await heading.waitFor({ timeout: 5_000 }).catch(async () => {
    await page.reload();
    await heading.waitFor();
  });
  if (as) {
    await userMenu(page)
      .filter({ hasText: displayName(as) })
      .waitFor({ state: 'attached' });
    // Every demo account sees the Commissions menu: once it is in, the bar is complete.
    await page.locator('#menu-commissions').waitFor({ state: 'attached' });
  }
  await page.waitForFunction(() => !document.querySelector('.spinner-border'));
}

/** Under the navigation bar's breakpoint its items sit in a collapsed menu: opens it. */
export async function expandNavbar(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('#main-navigation.show').waitFor();
}
