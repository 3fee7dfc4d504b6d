import { type Locator, type Page, expect, test } from '@playwright/test';
import type { MailMessage, MockResource } from '../../src/mocks/backend/types';
import { DEMO_ACCOUNTS as ACCOUNTS } from '../../src/mocks/backend/demo-accounts';
import { type DemoAccount, LoginPage, openSignedInAs } from './pages/login-page';
import { XSS_VECTORS, type XssVector } from './xss-vectors';
import {
  inspectBlocks,
  inspectDocument,
  overrideRgpdAnswer,
  trapDialogs,
} from './pages/xss-checks';
import { settled } from './pages/settled';
import { loadWithDemoDb, readDemoDb } from './pages/demo-db';

/** The data-protection text the page's HTTP client receives instead of the backend's. */
const RGPD_OVERRIDE = 'xss-rgpd';
/** A vector that ran leaves this in the console. */
const MARKER = 'XSS_RAN';

test.describe.configure({ mode: 'parallel' });

/**
 * A place that shows server HTML: each vector in a block of its own. A page load holds
 * `perLoad` vectors, seeded where the demo's backend answers them from; a view of the load (the
 * screen, or one of its addresses) shows `perView` of them.
 */
interface XssPlace {
  name: string;
  /** The screen that shows it. */
  route: string;
  as?: DemoAccount;
  perLoad: number;
  /** `perLoad` when absent. */
  perView?: number;
  /** Vectors one test takes (all when absent): a slow place is split over tests run side by side. */
  perTest?: number;
  /** The vectors it is shown (the whole corpus when absent). */
  vectors?: readonly XssVector[];
  /** Puts `vectors` into the demo and loads the app on them. */
  seed: (page: Page, vectors: readonly XssVector[]) => Promise<void>;
  /** Shows the view number `at` of the load and gives its blocks, one per vector, in order. */
  view: (page: Page, vectors: readonly XssVector[], at: number) => Promise<Locator>;
}

/**
 * The corpus for the places where each vector costs a view of its own: one vector in six, and
 * those that restyle the app or shadow a global. The whole corpus goes through
 * ServerHtml in tests/unit/xss-corpus.test.tsx, and through every place that takes it in a few
 * loads here.
 */
const SAMPLE = XSS_VECTORS.filter(
  (vector, index) => index % 6 === 0 || /^(class|id|name) /.test(vector.name),
);

/**
 * The corpus where each vector costs a new page life (a start of the app): one vector in twelve,
 * and those that restyle the app or shadow a global.
 */
const RELOAD_SAMPLE = XSS_VECTORS.filter(
  (vector, index) => index % 12 === 0 || /^(class|id|name) /.test(vector.name),
);

const newcomer = ACCOUNTS.newcomer.email;
const today = Date.now();
const day = 24 * 3600 * 1000;
const nextYear = new Date().getFullYear() + 1;

/** Loads `route` with each vector a news item of `commission` (null: the association's), newest first. */
async function loadWithNews(
  page: Page,
  vectors: readonly XssVector[],
  commission: string | null,
  route: string,
): Promise<void> {
  const db = await readDemoDb(page);
  db.news = vectors.map((vector, index) => ({
    id: 30_000 + index,
    title: vector.name,
    text: vector.html,
    date: new Date(today - index * day).toISOString().slice(0, 10),
    commission,
  }));
  await loadWithDemoDb(page, db, route);
}

/** Every place that shows server HTML; a new one joins with an entry here. */
const PLACES: XssPlace[] = [
  {
    name: 'data-protection text',
    route: '/#/',
    perLoad: 1,
    perTest: 7,
    vectors: RELOAD_SAMPLE,
    async seed(page, [vector]) {
      await page.evaluate(([key, html]) => localStorage.setItem(key, html), [
        RGPD_OVERRIDE,
        vector.html,
      ] as const);
      // The text is fetched once per page life: a new life for each vector.
      await page.reload();
    },
    async view(page) {
      await page.getByRole('button', { name: 'Données Personnelles' }).click();
      return page.getByRole('dialog', { name: 'Données Personnelles' }).locator('.server-html');
    },
  },
  {
    name: 'dues descriptions',
    route: '/#/validateorsubscribe?token=',
    perLoad: XSS_VECTORS.length,
    async seed(page, vectors) {
      const db = await readDemoDb(page);
      const person = db.persons.find((candidate) => candidate.email === newcomer);
      const mail = db.mails.find(
        (candidate) => candidate.to === newcomer && candidate.link?.includes(this.route),
      );
      if (!person || !mail?.link) throw new Error('Le lien de validation de la démo manque');
      const dues: MockResource[] = vectors.map((vector, index) => ({
        id: 20_000 + index,
        name: vector.name,
        price: 1,
        billingPeriod: 'YEAR',
        description: vector.html,
        isDue: true,
        dueFor: person.membertype,
        coversYear: nextYear,
      }));
      db.resources = [...db.resources.filter((resource) => !resource.isDue), ...dues];
      // The link of the demo mailbox, as the newcomer opens it.
      await loadWithDemoDb(page, db, mail.link);
    },
    async view(page) {
      return page.locator('section[aria-labelledby="dues-title"] .server-html');
    },
  },
  {
    name: 'news on the home screen',
    route: '/#/',
    as: 'admin',
    // The home screen shows the five latest.
    perLoad: 5,
    vectors: SAMPLE,
    async seed(page, vectors) {
      await loadWithNews(page, vectors, null, this.route);
    },
    async view(page) {
      return page.locator('main .server-html');
    },
  },
  {
    name: 'news of a commission',
    route: '/#/commission/sport',
    as: 'admin',
    // The first page of the commission's news: twenty.
    perLoad: 20,
    async seed(page, vectors) {
      await loadWithNews(page, vectors, 'sport', this.route);
    },
    async view(page) {
      return page.locator('section[aria-labelledby="news-title"] .server-html');
    },
  },
  {
    name: 'commission descriptions',
    route: '/#/commission/',
    as: 'admin',
    // A commission page shows its own description: each vector is a commission of its own, in
    // place of the demo's (the app knows the first twenty commissions the backend lists).
    perLoad: 20,
    perView: 1,
    vectors: SAMPLE,
    async seed(page, vectors) {
      const db = await readDemoDb(page);
      db.commissions = vectors.map((vector, index) => ({
        id: 60_000 + index,
        name: `Commission XSS ${index + 1}`,
        technicalName: `xss-${index}`,
        subType: null,
        active: true,
        authorizedSubscribers: ['AMICALE'],
        description: vector.html,
        administrators: [],
        emailConfiguration: {},
      }));
      await loadWithDemoDb(page, db, '/#/');
    },
    async view(page, _vectors, at) {
      await page.goto(`${this.route}xss-${at}`);
      await page
        .getByRole('heading', { level: 1, name: `Commission XSS ${at + 1}`, exact: true })
        .waitFor();
      return page.locator('main .lead.server-html');
    },
  },
  {
    name: 'resource descriptions',
    route: '/#/commission/sport',
    as: 'admin',
    perLoad: XSS_VECTORS.length,
    async seed(page, vectors) {
      const db = await readDemoDb(page);
      const resources: MockResource[] = vectors.map((vector, index) => ({
        id: 80_000 + index,
        name: vector.name,
        price: 1,
        billingPeriod: 'ITEM',
        description: vector.html,
        commission: 'sport',
      }));
      db.resources = [
        ...db.resources.filter((resource) => resource.commission !== 'sport'),
        ...resources,
      ];
      await loadWithDemoDb(page, db, this.route);
    },
    async view(page) {
      return page.getByRole('list', { name: 'Ressources' }).locator('.server-html');
    },
  },
  {
    name: 'partners',
    route: '/#/partners',
    as: 'admin',
    perLoad: XSS_VECTORS.length,
    async seed(page, vectors) {
      const db = await readDemoDb(page);
      db.partners = vectors.map((vector, index) => ({
        id: 70_000 + index,
        name: vector.name,
        description: vector.html,
        url: null,
      }));
      await loadWithDemoDb(page, db, this.route);
    },
    async view(page) {
      return page.locator('main .server-html');
    },
  },
  {
    name: 'demo mailbox',
    route: '/#/',
    perLoad: XSS_VECTORS.length,
    async seed(page, vectors) {
      const db = await readDemoDb(page);
      db.mails = vectors.map((vector, index): MailMessage => ({
        id: 40_000 + index,
        to: newcomer,
        subject: vector.name,
        html: vector.html,
        date: new Date(today - index * 60_000).toISOString(),
        read: false,
      }));
      await loadWithDemoDb(page, db, this.route);
    },
    async view(page) {
      await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).click();
      return page.getByRole('dialog', { name: 'Boîte mail (démo)' }).locator('.server-html');
    },
  },
];

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/** Opens a page that records every sign of a vector that ran. */
async function watchedPage(page: Page, signs: string[]): Promise<void> {
  await page.addInitScript(trapDialogs, MARKER);
  await page.addInitScript(overrideRgpdAnswer, RGPD_OVERRIDE);
  page.on('dialog', (dialog) => {
    signs.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes(MARKER)) signs.push('the console marker was logged');
  });
}

test(`the corpus holds at least 50 vectors, each named once`, () => {
  const names = XSS_VECTORS.map((vector) => vector.name);
  expect(names.length).toBeGreaterThanOrEqual(50);
  expect(new Set(names).size).toBe(names.length);
  console.log(
    `XSS corpus: ${names.length} vectors, ${PLACES.length} places (a sample of ${SAMPLE.length} where each costs a view, ${RELOAD_SAMPLE.length} where each costs a page life)`,
  );
  for (const sample of [SAMPLE, RELOAD_SAMPLE]) {
    expect(sample.map((vector) => vector.name)).toEqual(
      expect.arrayContaining([
        'class posing as a dialog of the app',
        'id shadowing a global (Stripe)',
      ]),
    );
  }
});

for (const place of PLACES) {
  const corpus = place.vectors ?? XSS_VECTORS;
  const parts = chunks(corpus, place.perTest ?? corpus.length);
  parts.forEach((part, index) => {
    const label = parts.length > 1 ? ` (part ${index + 1} of ${parts.length})` : '';
    test(`no vector of the corpus runs or survives in the ${place.name}${label}`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const signs: string[] = [];
      await watchedPage(page, signs);
      const login = new LoginPage(page);
      await login.open();
      if (place.as) await login.signInAs(place.as);

      const failures: string[] = [];
      const loads = chunks(part, place.perLoad);
      for (const load of loads) {
        await place.seed(page, load);
        const views = chunks(load, place.perView ?? place.perLoad);
        for (const [at, vectors] of views.entries()) {
          signs.length = 0;
          const blocks = await place.view(page, vectors, at);
          await expect(blocks).toHaveCount(vectors.length);
          // Every image failed or loaded, every frame loaded, their handlers run.
          await settled(page, blocks);
          const address = page.url();
          const found = await blocks.evaluateAll(inspectBlocks);
          found.forEach((problems, position) => {
            for (const problem of problems) failures.push(`${vectors[position].name}: ${problem}`);
          });
          const names = vectors.map((vector) => vector.name).join(', ');
          for (const sign of [...signs, ...(await page.evaluate(inspectDocument, address))]) {
            failures.push(`${vectors.length > 1 ? `one of [${names}]` : names}: ${sign}`);
          }
        }
      }
      console.log(
        `XSS ${place.name}${label}: ${part.length} vectors in ${loads.length} load(s), ${failures.length} problem(s)`,
      );
      expect(failures, `vectors that ran or survived in the ${place.name}`).toEqual([]);
    });
  });
}

test('the demo mailbox links only to web addresses', async ({ page }) => {
  const signs: string[] = [];
  await watchedPage(page, signs);
  await new LoginPage(page).open();
  const db = await readDemoDb(page);
  const web = new URL('/#/', page.url()).href;
  const links = [
    web,
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];
  db.mails = links.map((link, index) => ({
    id: 50_000 + index,
    to: newcomer,
    subject: `Lien ${index + 1}`,
    html: '<p>Ouvrez le lien.</p>',
    link,
    date: new Date(today - index * 60_000).toISOString(),
    read: false,
  }));
  await loadWithDemoDb(page, db, '/#/');
  await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Boîte mail (démo)' });
  await expect(dialog.getByRole('article')).toHaveCount(links.length);
  const hrefs = await dialog
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs).toEqual([web]);
  expect(signs).toEqual([]);
});

test('partner cards link only to web addresses, in a new tab without the opener', async ({
  page,
}) => {
  const signs: string[] = [];
  await watchedPage(page, signs);
  await openSignedInAs(page, 'member');
  const db = await readDemoDb(page);
  const urls = [
    'https://www.sdis35.fr/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];
  db.partners = urls.map((url, index) => ({
    id: 70_000 + index,
    name: `Partenaire ${index + 1}`,
    description: '<p>Une offre.</p>',
    url,
  }));
  await loadWithDemoDb(page, db, '/#/partners');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(urls.length);
  const links = await page
    .locator('main a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => `${anchor.getAttribute('href')} ${anchor.getAttribute('rel')}`),
    );
  expect(links).toEqual(['https://www.sdis35.fr/ noopener noreferrer']);
  expect(signs).toEqual([]);
});
