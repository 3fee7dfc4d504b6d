import type { Page } from '@playwright/test';
import type { DbState } from '../../../src/mocks/backend/types';

/** Where the demo keeps its backend's data between loads (src/mocks/backend/db.ts). */
export const DEMO_DB = 'amicale-demo-db';

/** The demo backend's store as the page on view saved it. */
export async function readDemoDb(page: Page): Promise<DbState> {
  // A page painted at build time shows its screen before the demo has started.
  await appRunning(page);
  const text = await page.evaluate((key) => localStorage.getItem(key), DEMO_DB);
  if (!text) throw new Error(`Pas de ${DEMO_DB} : la démo n'a pas démarré`);
  return JSON.parse(text) as DbState;
}

/**
 * Writes the demo's store, then loads `address` in full: the mock backend starts from it. The
 * store is written from a file of the app's origin where no app runs: a running demo saves its
 * own store after each call it answers, and one answer landing between the write and the next
 * load would put the demo's data back (the page would then wait for a seeded record that is not
 * there).
 */
export async function loadWithDemoDb(page: Page, db: DbState, address: string): Promise<void> {
  await page.goto(new URL('/favicon.svg', page.url()).href);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    DEMO_DB,
    JSON.stringify(db),
  ] as const);
  await page.goto(address);
  // The app is drawn, its router listening: a move by the address now reaches it. Before, a hash
  // changed while the demo's backend was still starting was missed by the router, which then
  // stayed on the first screen.
  await appRunning(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Waits until the app runs: its first screen drawn or adopted (`data-app-live`). A page painted
 * at build time shows its screen, headings and buttons included, before that.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
}
