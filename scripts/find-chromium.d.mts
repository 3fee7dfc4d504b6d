/** Debian's Chromium (or CHROMIUM_PATH). */
export function findChromium(): string;
/** The browser tests' Chromium: CHROMIUM_PATH, else Debian's headless shell, else its Chromium. */
export function findTestChromium(): string;
/** Flags that keep every request of a script's Chromium on this machine. */
export const STAY_ON_MACHINE: readonly string[];
