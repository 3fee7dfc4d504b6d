// Browser tests: a production build of the demo (VITE_MOCK_API=true) served by `vite preview`,
// driven by Playwright in Debian's Chromium. Extra arguments go to `playwright test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findTestChromium } from './find-chromium.mjs';

const PORT = 4173;
const ORIGIN = `http://127.0.0.1:${PORT}/`;
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

let chromium;
try {
  chromium = findTestChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    bin('vite'),
    ['build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(new URL('../dist-demo/index.html', import.meta.url))) {
  console.error('dist-demo/: no demo build (npm run build:demo, or run without --no-build).');
  process.exit(1);
}
// The demo keeps MSW's worker alone: the production worker never meets it.
if (existsSync(new URL('../dist-demo/sw.js', import.meta.url))) {
  console.error('dist-demo/sw.js: the demo build must not carry the production service worker.');
  process.exit(1);
}

// Another run's server on the port would answer for this one (and vanish under it): refuse.
try {
  await fetch(ORIGIN);
  console.error(`${ORIGIN} is already served (another browser-test run?): stop it first.`);
  process.exit(1);
} catch {
  // Free, as it should be.
}

const preview = spawn(
  bin('vite'),
  [
    'preview',
    '--mode',
    'demo',
    '--outDir',
    'dist-demo',
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
);
const stopPreview = () => {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    // Already stopped.
  }
};
process.on('exit', stopPreview);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopPreview();
    process.exit(130);
  });
}

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    const response = await fetch(ORIGIN);
    if (response.ok) break;
  } catch {
    // Not up yet.
  }
  if (Date.now() > deadline) {
    console.error(`vite preview did not answer on ${ORIGIN} within 60 s.`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
// The fault matrix drives several pages at once: it runs after the other tests, alone, so that
// their time limits never depend on its load. A run limited to some files skips a phase that
// has none of them. The deployment check (project deploy) is npm run test:deploy's alone.
const phases = args.some((arg) => arg.startsWith('--project'))
  ? [[]]
  : [['--project=desktop', '--project=phone'], ['--project=faults']];
let status = 0;
for (const projects of phases) {
  const run = spawnSync(
    bin('playwright'),
    ['test', ...projects, ...(phases.length > 1 ? ['--pass-with-no-tests'] : []), ...args],
    { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium, E2E_BASE_URL: ORIGIN } },
  );
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
