import { defineConfig } from '@playwright/test';
import { STAY_ON_MACHINE, findTestChromium } from './scripts/find-chromium.mjs';

const launchOptions = {
  executablePath: findTestChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    ...STAY_ON_MACHINE,
  ],
};

/** The fault matrix (tests/e2e/faults.spec.ts): a project of its own. */
const FAULT_MATRIX = /faults\.spec\.ts$/;
/** The deployment check (tests/e2e/deploy/): nginx serving a real-backend build, never the demo. */
const DEPLOYMENT = /[\\/]deploy[\\/]/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Three pages at work on two cores: a page waits on its timers and its network part of the
  // time, and with two workers a core stood idle for a fifth of the run (`vmstat`); with three,
  // the same tests took 200 s instead of 229 s, none near its time limit.
  workers: 3,
  // A test that passes only on its second try hides a race: it fails, in CI as anywhere.
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173/',
    browserName: 'chromium',
    locale: 'fr-FR',
    // A trace of every test, kept when it fails, costs a third of the browser tests' time. CI
    // keeps none of a run's files (its log is what is read): there no trace is recorded. Here one
    // is, to open with `npx playwright show-trace`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
      testIgnore: [FAULT_MATRIX, DEPLOYMENT],
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      testIgnore: DEPLOYMENT,
    },
    // Benchmarks print figures and assert only what they measure is right (npm run bench): a time
    // on a shared machine is a figure to read, never a bar to fail.
    { name: 'bench', use: { viewport: { width: 1280, height: 800 } }, testMatch: /-bench\.ts$/ },
    // Several pages at once, on purpose: scripts/e2e.mjs runs it after the others, alone.
    { name: 'faults', use: { viewport: { width: 1280, height: 800 } }, testMatch: FAULT_MATRIX },
    // npm run test:deploy, never part of npm run test:e2e: the setup builds the app for a real
    // backend and starts nginx on free ports, the teardown stops it (tests/e2e/deploy/).
    {
      name: 'deploy-setup',
      testDir: 'tests/e2e/deploy',
      testMatch: /serve-setup\.ts$/,
      teardown: 'deploy-teardown',
      // The build alone takes ten seconds on a quiet machine.
      timeout: 180_000,
    },
    { name: 'deploy-teardown', testDir: 'tests/e2e/deploy', testMatch: /stop-teardown\.ts$/ },
    {
      name: 'deploy',
      testDir: 'tests/e2e/deploy',
      dependencies: ['deploy-setup'],
      use: {
        viewport: { width: 1280, height: 900 },
        // The run's self-signed certificate: a service worker registers only on an origin whose
        // certificate the browser accepts, as a real deployment's is.
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...launchOptions,
          args: [...launchOptions.args, '--ignore-certificate-errors'],
        },
      },
    },
  ],
});
