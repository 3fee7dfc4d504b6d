// A build for a real backend must carry no mock code, no demo data and no demo password.
// Usage: node scripts/check-dist.mjs [dir] (default dist). Exit 1 with the files
// and what was found in them; otherwise one line of success.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = resolve(process.argv[2] ?? 'dist');
const accountsFile = fileURLToPath(
  new URL('../src/mocks/backend/demo-accounts.ts', import.meta.url),
);

/** Pictures and fonts: no text to search. */
const BINARY = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
]);

/** The demo accounts' e-mails and passwords, read from the one file that writes them. */
function demoCredentials() {
  const text = readFileSync(accountsFile, 'utf8');
  const read = (pattern) => [...text.matchAll(pattern)].map((match) => match[1]);
  const emails = read(/\bemail:\s*'([^'\s]+@[^'\s]+)'/g);
  const passwords = read(/\bpassword:\s*'([^']+)'/g);
  if (!emails.length || emails.length !== passwords.length) {
    throw new Error(`check-dist: cannot read the demo accounts of ${accountsFile}`);
  }
  return [...emails, ...passwords];
}

/** What betrays the mock backend or the demo: markers of MSW, the demo's screens, its data. */
function needles() {
  const literal = (text) => ({
    label: text,
    test: (content) => content.toLowerCase().includes(text.toLowerCase()),
  });
  return [
    literal('mockServiceWorker'),
    literal('setupWorker'),
    // MSW's name as a word (`msw/browser`, `[MSW]`), not inside another identifier.
    { label: 'msw', test: (content) => /(?<![\w$])msw(?![\w$])/i.test(content) },
    literal('Boîte mail (démo)'),
    literal('Je ne suis pas un robot'),
    literal('Réinitialiser la démo'),
    literal('amicale-demo-db'),
    literal('amicale-demo-secret'),
    ...demoCredentials().map(literal),
  ];
}

/** Bundlers may write non-ASCII text as `\xEE`, `\u00EE` or `\u{EE}`: read those back. */
function unescapeJs(text) {
  return text.replace(
    /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g,
    (_match, braced, four, two) => String.fromCodePoint(Number.parseInt(braced ?? four ?? two, 16)),
  );
}

function filesOf(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`check-dist: no build folder ${relative(process.cwd(), dir) || dir}`);
  process.exit(1);
}

const checks = needles();
const files = filesOf(dir);
const findings = [];
for (const file of files) {
  const name = relative(dir, file);
  const hits = checks
    .filter((check) => check.test(name))
    .map((check) => `${check.label} (file name)`);
  if (!BINARY.has(extname(file).toLowerCase())) {
    const content = unescapeJs(readFileSync(file, 'utf8'));
    hits.push(...checks.filter((check) => check.test(content)).map((check) => check.label));
  }
  if (hits.length) findings.push({ name, hits });
}

if (findings.length) {
  console.error(`check-dist: mock code or demo data in ${findings.length} file(s) of ${dir}:`);
  for (const { name, hits } of findings) console.error(`  ${name}: ${hits.join(', ')}`);
  process.exit(1);
}
// The installable app: a build for a real backend carries its service worker (and MSW's never).
if (!existsSync(join(dir, 'sw.js'))) {
  console.error(`check-dist: no service worker (sw.js) in ${dir}`);
  process.exit(1);
}

// The pages painted at build time (scripts/prerender-pages.ts), each with the inline script that
// chooses, before the first paint, whether its screen shows: the Content-Security-Policy of
// deploy/security-headers.conf allows that script by its hash, and no other inline script.
const PAGES = { 'index.html': 'login', 'calendrier/index.html': 'calendar' };
const policy = readFileSync(new URL('../deploy/security-headers.conf', import.meta.url), 'utf8');
for (const [page, screen] of Object.entries(PAGES)) {
  const path = join(dir, page);
  if (!existsSync(path)) {
    console.error(`check-dist: no ${page} in ${dir}`);
    process.exit(1);
  }
  const html = readFileSync(path, 'utf8');
  if (!html.includes(`<div id="root" data-prerendered="${screen}"><`)) {
    console.error(`check-dist: ${page} does not hold the ${screen} screen painted at build time`);
    process.exit(1);
  }
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  for (const script of scripts) {
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    if (!policy.includes(hash)) {
      console.error(
        `check-dist: the inline script of ${page} is not allowed by deploy/security-headers.conf: ` +
          `its script-src needs ${hash} (the one of the script as it is now) in place of the old one`,
      );
      process.exit(1);
    }
  }
  if (scripts.length !== 1) {
    console.error(`check-dist: ${page} has ${scripts.length} inline scripts, one expected`);
    process.exit(1);
  }
  // The app's script, which the inline script asks for (after the first paint when the painted
  // screen shows): named by the page, present in the build.
  const app = /<meta name="app-script" content="([^"]+)"/.exec(html)?.[1];
  if (!app || !existsSync(join(dir, app.replace(/^.*?\/assets\//, 'assets/')))) {
    console.error(`check-dist: ${page} names no app script of the build (meta app-script)`);
    process.exit(1);
  }
}
console.log(
  `check-dist: ${files.length} files, no mock code, a service worker, the painted pages and their script's hash`,
);
