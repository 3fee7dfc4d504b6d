// Gzip size of what the sign-in and calendar screens load before they are interactive, from a
// production build (VITE_MOCK_API=false), against the budget, plus the largest chunks.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'dist-size';
const BUDGET = 150 * 1024;
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', OUT, '--manifest', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_MOCK_API: 'false' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A manifest entry and its static imports, recursively: their JS and CSS files. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) filesOf(imported, seen);
  return seen;
}

function screenFiles(routeSource) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = filesOf(entry);
  if (routeSource) {
    const route = Object.keys(manifest).find((key) => manifest[key].src === routeSource);
    if (!route) throw new Error(`No chunk for ${routeSource} in the build.`);
    filesOf(route, keys);
  }
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files];
}

let over = false;
for (const [name, source] of [
  ['sign-in screen', 'src/app/routes/home-route.tsx'],
  ['calendar screen', 'src/app/routes/calendar-route.tsx'],
]) {
  const files = screenFiles(source);
  let total = 0;
  console.log(`\n${name} (first load, gzip -9):`);
  for (const file of files.sort()) {
    const size = gzip(file);
    total += size;
    console.log(`  ${kB(size).padStart(9)}  ${file}`);
  }
  const margin = BUDGET - total;
  console.log(
    `  ${kB(total).padStart(9)}  total, budget ${kB(BUDGET)}: ${margin >= 0 ? `${kB(margin)} to spare` : `${kB(-margin)} OVER`}`,
  );
  if (margin < 0) over = true;
}

const assets = readdirSync(join(OUT, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => ({
    file,
    raw: statSync(join(OUT, 'assets', file)).size,
    gz: gzip(join('assets', file)),
  }))
  .sort((a, b) => b.gz - a.gz)
  .slice(0, 10);
console.log('\nlargest chunks (gzip):');
for (const { file, gz, raw } of assets)
  console.log(`  ${kB(gz).padStart(9)}  (${kB(raw)} raw)  ${file}`);

if (!args.includes('--keep')) rmSync(OUT, { recursive: true, force: true });
process.exit(over ? 1 : 0);
