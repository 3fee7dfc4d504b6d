/** Debian's Chromium (or CHROMIUM_PATH). */
export function findChromium(): string;
/** Flags that keep every request of a script's Chromium on this machine. */
export const STAY_ON_MACHINE: readonly string[];
