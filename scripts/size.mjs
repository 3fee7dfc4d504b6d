// npm run size: what each public screen downloads on a first visit, measured in Chromium.
//
// Builds the app for a real backend (VITE_MOCK_API=false) and the bare stack of
// scripts/bare-stack/ (the same Vite, React, router and Bootstrap, used the cheapest way, no code
// of ours) into dist-size/, serves each as a deployment would (gzip), loads every public screen
// in a fresh browser context and sums what the browser fetched from the served origin, as it
// fetched it (the compressed bodies of the page, its scripts, stylesheets, fonts and images),
// until the network has been idle for a while (a chunk fetched just after the first paint is
// downloaded all the same). Fails when a screen weighs more than its bar (SCREENS), and when a Bootstrap class that src/ writes is missing from the build's CSS
// (src/styles/theme.scss compiles only the partials and utilities in use: the check names what
// to add back).
// Then a signed-in member's home: the requests and kilobytes the browser fetches from
// `Se connecter` to a settled home (the backend's answers faked in the page, as small as a
// member with nothing yet), checked against scripts/size-budget.json: they may shrink (the
// script says by how much, lower the budget then), never grow without the budget saying so.
// Writes its figures to its section of docs/measures.md, with the day, Node.js and the command.
// Options: --no-build (reuse the builds in dist-size/), --keep (leave them in place), --app-build
// DIR (take the app's production build from DIR instead of building it).
// Launches Chromium: run it alone, `flock /tmp/browser.lock npm run size`.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { STAY_ON_MACHINE, findChromium } from './find-chromium.mjs';
import { buildApp, buildBare, elapsed, fakeJwt, serveStatic } from './bare-stack/measure-kit.mjs';
import { commandLine, writeMeasures } from './write-measures.mjs';

const started = performance.now();
const APP = 'dist-size/app';
const BARE = 'dist-size/bare';
// After the network first goes idle: long enough for what a screen fetches on a timer after it
// paints (a prefetch "once the screen is up" is a download all the same).
const SETTLE_MS = 3000;
const FAVICON = 'favicon.svg';
const args = process.argv.slice(2);

// The references: the bare stack, and the bare stack drawing the code screen's QR code with
// qrcode.react (`#/code`), as Lighthouse holds that screen (scripts/lighthouse.mjs).
const BARE_QR = 'bare stack + QR';
const REFERENCES = [
  ['bare stack', '/'],
  [BARE_QR, '/#/code'],
];
// Each public screen, its bar in times its reference, and its reference: every public screen
// weighs no more than its reference, the calendar purchase with its page, its form and the
// checkout's call.
const SCREENS = [
  ['sign-in', '/', 1],
  ['calendar', '/calendrier', 1],
  ['calendar code', '/#/calendrier/code/X', 1, BARE_QR],
  ['e-mail validation', '/#/validateorsubscribe?token=X', 1],
  ['card check', '/#/verification/X', 1],
];
const screenOf = (name) => SCREENS.find(([screen]) => screen === name);

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** What `address` downloads in a fresh context: [{ name, bytes }], and what was aborted. */
async function measure(browser, origin, address) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const aborted = new Set();
  // Only the served build answers: the backend (unreachable here) and third parties fail fast.
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      aborted.add(new URL(route.request().url()).host);
      return route.abort();
    },
  );
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    // The loopback backend's refusals are no part of the screen's weight.
    if (url.origin !== origin || /^\/[^/]+\/v1\//.test(url.pathname)) return;
    pending.push(
      (async () => {
        const { responseBodySize } = await request.sizes();
        // A worker's script is fetched by the worker: its body size is not reported to the page,
        // the compressed length the server sent is.
        const sent = Number((await request.response())?.headers()['content-length'] ?? 0);
        return {
          name: url.pathname === '/' ? 'index.html' : url.pathname.replace(/^\/(assets\/)?/, ''),
          bytes: responseBodySize || sent,
        };
      })(),
    );
  });
  await page.goto(origin + address, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  // The browser asks for the page's icon again when the address changes (a redirect by the hash
  // does), at a moment of its own choosing: the icon weighs once, as a screen downloads it once.
  const files = (await Promise.all(pending)).filter(
    (file, index, all) =>
      file.name !== FAVICON || all.findIndex((f) => f.name === FAVICON) === index,
  );
  await context.close();
  return { files: files.sort((a, b) => b.bytes - a.bytes), aborted: [...aborted] };
}

const BUDGET_FILE = 'scripts/size-budget.json';

/**
 * What a member's sign-in fetches, from `Se connecter` to a settled home: { requests, bytes,
 * calls (the backend's), files }. The backend is answered in the page: a member with a valid
 * account, no news, no commission.
 */
async function measureMemberHome(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const email = 'membre@amicale.fr';
  const answer = (route, body) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(
    (url) => url.origin === origin && /^\/[^/]+\/v1\//.test(url.pathname),
    (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname.replace(/^\/[^/]+\/v1/, '');
      if (request.method() === 'POST' && path === '/auth/signin') {
        return answer(route, {
          username: email,
          userId: 7,
          token: fakeJwt(email),
          subscriptions: ['AMICALE'],
          roles: [],
          accountValidity: '2099-12-31',
        });
      }
      if (/^\/users\/\d+$/.test(path)) {
        return answer(route, { id: 7, firstName: 'Marie', lastName: 'Martin', email });
      }
      return answer(route, { _embedded: { data: [] }, page: { totalElements: 0, number: 0 } });
    },
  );
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // The painted sign-in asks for the app's script once it has painted (or after a second): the
  // network can idle before that, and the script would be counted as the sign-in's own weight.
  // Counting starts once the app runs (`data-app-live`): its script is in by then.
  await page.locator('html[data-app-live]').waitFor({ state: 'attached' });
  const counted = [];
  page.on('requestfinished', (request) => {
    counted.push(
      (async () => {
        const url = new URL(request.url());
        const { responseBodySize } = await request.sizes();
        const sent = Number((await request.response())?.headers()['content-length'] ?? 0);
        const api = /^\/[^/]+\/v1\//.test(url.pathname);
        return {
          name: api
            ? `${request.method()} ${url.pathname.replace(/^\/[^/]+\/v1/, '')}${url.search}`
            : url.pathname.replace(/^\/(assets\/)?/, ''),
          api,
          bytes: responseBodySize || sent,
        };
      })(),
    );
  });
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: "Bienvenue dans l'espace membres" }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  // The page's icon came with the sign-in screen; the browser may ask for it again when the
  // address changes, or not, as it pleases (one CI run counted 37 requests, the next 36): it is
  // none of the sign-in's weight.
  const files = (await Promise.all(counted)).filter((file) => file.name !== FAVICON);
  await context.close();
  return {
    requests: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files: files.sort((a, b) => b.bytes - a.bytes),
  };
}

/** Class names a stylesheet defines. */
const classesOf = (css) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Bootstrap classes written in a string of src/ that the app's CSS does not define: {class: files}. */
function missingBootstrapClasses() {
  const stock = classesOf(readFileSync('node_modules/bootstrap/dist/css/bootstrap.css', 'utf8'));
  const assets = join(APP, 'assets');
  const ours = classesOf(
    readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n'),
  );
  const missing = {};
  for (const file of sourceFiles('src')) {
    // The sanitizer's strings name HTML elements and attributes (`popover`), never a class.
    if (file.endsWith('src/components/sanitize.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, , literal] of text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal.split(/[\s{}$]+/)) {
        if (stock.has(word) && !ours.has(word)) (missing[word] ??= new Set()).add(file);
      }
    }
  }
  return Object.entries(missing);
}

// --app-build DIR: the app as another step built it (check:dist's dist-check/, the same
// production build), moved into dist-size/app/ instead of built again.
const appBuild = args.includes('--app-build') ? args[args.indexOf('--app-build') + 1] : null;
if (appBuild) {
  if (!existsSync(join(appBuild, 'index.html')))
    throw new Error(`--app-build: no build in ${appBuild}`);
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(dirname(APP), { recursive: true });
  renameSync(appBuild, APP);
}
if (!args.includes('--no-build')) {
  if (!appBuild) buildApp(APP);
  buildBare(BARE);
}

const app = await serveStatic(APP, 0);
const bare = await serveStatic(BARE, 0);
const browser = await chromium.launch({ executablePath: findChromium(), args: STAY_ON_MACHINE });
let results;
let memberHome;
try {
  // Bytes, not times: the screens load side by side, each in a context of its own, and each
  // waits for its own network to settle.
  [results, memberHome] = await Promise.all([
    Promise.all([
      ...REFERENCES.map(async ([name, address]) => [
        name,
        address,
        await measure(browser, bare.origin, address),
      ]),
      ...SCREENS.map(async ([name, address]) => [
        name,
        address,
        await measure(browser, app.origin, address),
      ]),
    ]),
    measureMemberHome(browser, app.origin),
  ]);
} finally {
  await browser.close();
  await app.close();
  await bare.close();
}

const total = (files) => files.reduce((sum, file) => sum + file.bytes, 0);
const totalOf = (name) => total(results.find(([measured]) => measured === name)[2].files);
const bareTotal = totalOf('bare stack');
/** Each row: name, address, bytes, times the bare stack, its reference, times it, its bar. */
const rows = results.map(([name, address, { files }]) => {
  const [, , bar, reference = 'bare stack'] = screenOf(name) ?? [];
  const bytes = total(files);
  const ratio = bytes / totalOf(reference);
  return { name, address, bytes, timesBare: bytes / bareTotal, reference, ratio, bar };
});
const over = rows.some(({ ratio, bar }) => bar !== undefined && ratio > bar);
console.log('\nFirst load as fetched (compressed bodies), until the network is idle:\n');
console.log(
  `  ${'screen'.padEnd(18)} ${'address'.padEnd(32)} ${'kB'.padStart(7)}  ×bare  ${'reference'.padEnd(16)} ×ref    bar`,
);
for (const { name, address, bytes, timesBare, reference, ratio, bar } of rows) {
  const judged =
    bar === undefined
      ? ''
      : `  ${reference.padEnd(16)} ${ratio.toFixed(2)}x  ${bar.toFixed(2)}x${ratio > bar ? '  OVER' : ''}`;
  console.log(
    `  ${name.padEnd(18)} ${address.padEnd(32)} ${kB(bytes).padStart(7)}  ${timesBare.toFixed(2)}x${judged}`,
  );
}
for (const [name, , { files, aborted }] of results) {
  console.log(`\n${name}: ${files.length} files`);
  for (const file of files) console.log(`  ${kB(file.bytes).padStart(7)} kB  ${file.name}`);
  if (aborted.length) console.log(`  (aborted, not counted: ${aborted.join(', ')})`);
}
console.log(`\nBars (each screen's, times its reference): ${over ? 'FAILED' : 'passed'}.`);
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')).memberHome;
console.log(
  `\nA member's sign-in, from 'Se connecter' to a settled home: ${memberHome.requests} requests, ${kB(memberHome.bytes)} kB`,
);
for (const file of memberHome.files) {
  console.log(`  ${kB(file.bytes).padStart(7)} kB  ${file.name}`);
}
const overBudget = memberHome.requests > budget.requests || memberHome.bytes / 1024 > budget.kB;
console.log(
  `Budget (${BUDGET_FILE}): at most ${budget.requests} requests and ${budget.kB} kB: ${
    overBudget ? 'EXCEEDED (shrink what the home fetches, or raise the budget and say why)' : 'kept'
  }.`,
);
if (
  !overBudget &&
  (memberHome.requests < budget.requests || memberHome.bytes / 1024 < budget.kB - 1)
) {
  console.log(
    `  It could be lowered to ${memberHome.requests} requests and ${Math.ceil(memberHome.bytes / 1024)} kB.`,
  );
}
const missing = missingBootstrapClasses();
for (const [name, files] of missing) {
  console.log(
    `Missing CSS: .${name} (used in ${[...files].join(', ')}): add it to src/styles/theme.scss.`,
  );
}
const failures = [
  over && `a screen above its bar`,
  overBudget && `the member's sign-in over the budget`,
  missing.length &&
    `Bootstrap classes missing from the CSS: .${missing.map(([name]) => name).join(', .')}`,
].filter(Boolean);
await writeMeasures('size', {
  heading: 'First loads (`npm run size`)',
  command: commandLine('size', args),
  verdict: failures.length ? `failed (${failures.join('; ')})` : 'passed',
  markdown: [
    'What each public screen of a production build downloads on a first visit in Chromium ' +
      '(compressed bodies, until the network is idle), beside the bare stack built in the same ' +
      'run, each held to its bar in times its reference (the code screen: the bare stack ' +
      'drawing the same QR code).',
    [
      '| screen | address | first load | ×bare | reference | ×ref | bar |',
      '| --- | --- | ---: | ---: | --- | ---: | ---: |',
      ...rows.map(({ name, address, bytes, timesBare, reference, ratio, bar }) =>
        bar === undefined
          ? `| ${name} | \`${address}\` | ${kB(bytes)} kB | ${timesBare.toFixed(2)} | | | |`
          : `| ${name} | \`${address}\` | ${kB(bytes)} kB | ${timesBare.toFixed(2)} | ${reference} | ${ratio.toFixed(2)} | ${bar.toFixed(2)} |`,
      ),
    ].join('\n'),
    `A member's sign-in, from \`Se connecter\` to a settled home: ${memberHome.requests} ` +
      `requests, ${kB(memberHome.bytes)} kB (the budget of \`${BUDGET_FILE}\`: ` +
      `${budget.requests} requests, ${budget.kB} kB).`,
  ].join('\n\n'),
});
if (!args.includes('--keep')) {
  for (const dir of [APP, BARE]) rmSync(dir, { recursive: true, force: true });
}
console.log(`npm run size: ${elapsed(started)}`);
process.exit(over || overBudget || missing.length ? 1 : 0);
