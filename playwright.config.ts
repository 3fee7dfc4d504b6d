import { defineConfig } from '@playwright/test';
import { STAY_ON_MACHINE } from './scripts/find-chromium.mjs';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173/',
    browserName: 'chromium',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
      testIgnore: FAULT_MATRIX,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
    // Benchmarks print figures and assert only what they measure is right (npm run bench): a time
    // on a shared machine is a figure to read, never a bar to fail.
    { name: 'bench', use: { viewport: { width: 1280, height: 800 } }, testMatch: /-bench\.ts$/ },
    // Several pages at once, on purpose: scripts/e2e.mjs runs it after the others, alone.
    { name: 'faults', use: { viewport: { width: 1280, height: 800 } }, testMatch: FAULT_MATRIX },
  ],
});
