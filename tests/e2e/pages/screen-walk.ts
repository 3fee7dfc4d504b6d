import type { Browser, Page } from '@playwright/test';
import type { CartReservation } from '../../../src/api/types';
import type { DbState, MockPerson } from '../../../src/mocks/backend/types';
import { DEMO_DB, appRunning, loadWithDemoDb, readDemoDb } from './demo-db';
import { type DemoAccount, LoginPage, displayName, userMenu } from './login-page';

/**
 * The narrowest window a screen must fit without scrolling sideways (WCAG 1.4.10, RGAA 10.11), a
 * phone, a laptop.
 */
export const VIEWPORTS = [
  { width: 320, height: 640, isMobile: true, hasTouch: true },
  { width: 390, height: 844, isMobile: true, hasTouch: true },
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

/** A person whose name and e-mail hold long words, as some members' do. */
export const LONG_NAMED = {
  firstName: 'Marie-Dominique-Bénédicte',
  lastName: "Abadie de La Tour d'Auvergne-Lauraguais",
  email: 'marie-dominique-benedicte.abadiedelatourdauvergnelauraguais@sapeurs-pompiers35.fr',
} as const;

/** The waiting person of the seed, whose page the walk opens (screens.ts). */
const LONG_NAMED_ID = 6;

/** The day `days` from today, `YYYY-MM-DD`. */
function isoDay(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day.toLocaleDateString('sv-SE');
}

/**
 * The demo's data as it is after a few years of use: a person with a long name and e-mail (first
 * of the persons list, a commission's administrator), a commission with a long name, news with a
 * long title, or long addresses in their text, a resource with a long name.
 */
function fillUp(db: DbState): DbState {
  const person = db.persons.find(({ id }) => id === LONG_NAMED_ID);
  if (!person) throw new Error(`La personne ${LONG_NAMED_ID} manque à la démo`);
  Object.assign<MockPerson, Partial<MockPerson>>(person, LONG_NAMED);
  const sport = db.commissions.find(({ technicalName }) => technicalName === 'sport');
  if (!sport) throw new Error('La commission sport manque à la démo');
  sport.name = 'Sport, cohésion et activités physiques des sapeurs-pompiers volontaires';
  const { id, firstName, lastName, email, phone } = person;
  sport.administrators.push({ id, firstName, lastName, email, phone });
  db.news.push(
    {
      id: 40_000,
      title: `Hommage à ${LONG_NAMED.firstName} ${LONG_NAMED.lastName}, présidente d'honneur`,
      text: `<p>Écrivez-lui à ${LONG_NAMED.email}.</p>`,
      date: isoDay(0),
      commission: null,
    },
    {
      id: 40_001,
      title: 'Trail des sapeurs-pompiers : les inscriptions sont ouvertes',
      text: `<p>Inscriptions auprès de ${LONG_NAMED.email} ou sur https://www.sapeurs-pompiers35.fr/evenements/traildessapeurspompiersdelillevilaine/inscriptions.</p>`,
      date: isoDay(0),
      commission: 'sport',
    },
  );
  db.resources.push({
    id: 40_001,
    name: `Tee-shirt du trail ${LONG_NAMED.firstName} ${LONG_NAMED.lastName}`,
    price: 18,
    billingPeriod: 'ITEM',
    commission: 'sport',
    description: '<p>Tailles S à XXL.</p>',
  });
  return db;
}

/** Two lines of the cart (src/stores/cart.ts keeps it): a stay of two nights, three tee-shirts. */
function cartOf(db: DbState): string {
  const resource = (id: number) => {
    const found = db.resources.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`La ressource ${id} manque à la démo`);
    return found as CartReservation['resource'];
  };
  const reservations: CartReservation[] = [
    { resource: resource(10), quantity: 1, startDate: isoDay(30), endDate: isoDay(32) },
    { resource: resource(40_001), quantity: 3, startDate: null, endDate: null },
  ];
  return JSON.stringify({ state: { reservations }, version: 1 });
}

/** The demo's seed as the app wrote it, read once per worker: the walks start from a copy. */
let seeded: DbState | undefined;

/** The demo's seeded store: read from the app the first time, then from memory. */
async function seededDb(page: Page): Promise<DbState> {
  if (!seeded) {
    await page.goto('/#/');
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DEMO_DB);
    seeded = await readDemoDb(page);
  } else {
    // A page of the app's origin where no app runs, for its storage.
    await page.goto('/favicon.svg');
  }
  return structuredClone(seeded);
}

/**
 * Opens the app and, for an account, signs in once: the walk then moves by hash. `full`: the
 * screens are met as members see them in use (`fillUp`), the cart of the super administrator
 * holding two lines.
 */
export async function startAs(
  page: Page,
  account: DemoAccount | undefined,
  { full = false }: { full?: boolean } = {},
): Promise<void> {
  if (!(full && account)) {
    await page.goto('/#/');
    // The login is painted before the app runs: the walk moves by hash once the router listens.
    await appRunning(page);
    if (account) await new LoginPage(page).signInAsAtAnyWidth(account);
    return;
  }
  const db = fillUp(await seededDb(page));
  await loadWithDemoDb(page, db, '/#/');
  await new LoginPage(page).signInAsAtAnyWidth(account);
  if (account !== 'admin') return;
  // Signing in empties the cart of whoever was here before: it is filled after.
  await page.evaluate((cart) => localStorage.setItem('cart', cart), cartOf(db));
  await page.reload();
  await userMenu(page)
    .filter({ hasText: displayName(account) })
    .waitFor({ state: 'attached' });
}

const STALE = 'data-previous-screen';

/**
 * Opens `path` and waits until its screen and the navigation bar around it are drawn, with no
 * spinner left. Screens follow one another by their hash, as in the app: the headings on view
 * are marked first, so that the wait is for the new screen's. A screen already on view (the home
 * a sign-in leads to) is taken as it is.
 */
export async function showScreen(page: Page, { path, as }: { path: string } & Signed) {
  const current = page.url();
  const opened = current !== 'about:blank';
  const target = new URL(path, opened ? current : 'http://localhost/');
  if (!opened || target.href !== current) {
    await page
      .locator('h1')
      .evaluateAll(
        (headings, mark) => headings.forEach((heading) => heading.setAttribute(mark, '')),
        STALE,
      );
    const inApp = opened && new URL(current).pathname === target.pathname && target.hash !== '';
    // In the app, the address changes as the app's own links change it: `page.goto` makes the
    // browser navigate and React draws the screen's loading state, then keeps it up 300 ms more
    // (its throttle on a fallback's reveal) where a link shows the screen once its chunk is in.
    if (inApp) await page.evaluate((hash) => (window.location.hash = hash), target.hash);
    else await page.goto(path);
    // Another address of the same screen (`?album=2`) keeps its heading element: a full load.
    const route = (address: URL) => address.hash.split('?')[0];
    if (opened && route(target) === route(new URL(current))) await page.reload();
    const heading = page.locator(`h1:not([${STALE}])`).first();
    // Two routes may still share a heading element: then a full load.
    await heading.waitFor({ timeout: 5_000 }).catch(async () => {
      await page.reload();
      await heading.waitFor();
    });
  } else {
    await page.locator('h1').first().waitFor();
  }
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
