import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the browser
 * Playwright itself runs headless by default. It draws no browser window around the page and takes
 * about a fifth less of the machine for the same browser tests (docs/measures.md#ci-phases).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium (or CHROMIUM_PATH): Playwright never downloads a browser here. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found. Install Debian's chromium (sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
}

/**
 * The browser tests' Chromium: CHROMIUM_PATH when set, else Debian's headless shell when it is
 * installed, else Debian's Chromium. The measures (size, Lighthouse) keep the whole browser, as a
 * visitor's is: findChromium.
 */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/**
 * Flags for every Chromium a project script starts: anything off the loopback goes to a proxy
 * at 127.0.0.1:9, where nothing listens, so it fails on this machine instead of leaving it.
 * Chromium sends loopback addresses (localhost, 127.0.0.0/8, [::1]) direct, never to a proxy.
 */
export const STAY_ON_MACHINE = ['--proxy-server=http://127.0.0.1:9'];
