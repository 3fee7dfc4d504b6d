/**
 * What a module keeps for the page's life (a text fetched once, a link used once, a call started
 * with the page): each registers how to forget it. The app never forgets (a page's life ends
 * with a reload); the unit tests, whose files share their modules, start each test as a new
 * page (tests/setup.ts).
 */
const forgetters = new Set<() => void>();

export function keptForPageLife(forget: () => void): void {
  forgetters.add(forget);
}

/** A new page, as far as the modules loaded so far are concerned. */
export function forgetPageMemory(): void {
  for (const forget of forgetters) forget();
}
