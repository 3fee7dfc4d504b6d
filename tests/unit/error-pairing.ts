/**
 * A rule every form of the app keeps (docs/accessibility.md#forms), watched during every unit
 * test rather than in each form's own: whenever the page changes, each field drawn in error
 * (`.is-invalid`) says so to assistive technologies (`aria-invalid="true"`), each field that
 * says so is described by a message with words in it (`aria-describedby`), and each error
 * message under a field (`.invalid-feedback`) describes a field in error. A screen reader then
 * reads the error while on the field.
 */

const seen = new Set<string>();
let observer: MutationObserver | undefined;

/** What breaks the rule in the page as it is now, one line a problem. */
export function unpairedErrors(root: ParentNode = document): string[] {
  const problems: string[] = [];
  // Run at every change of every test's page: one look for the usual case, a page with no error.
  if (!root.querySelector('.is-invalid, [aria-invalid="true"], .invalid-feedback')) return problems;
  const label = (element: Element) =>
    element.getAttribute('aria-label') ??
    element.getAttribute('name') ??
    element.id ??
    element.outerHTML.slice(0, 80);
  for (const field of Array.from(root.querySelectorAll('.is-invalid'))) {
    if (field.getAttribute('aria-invalid') !== 'true') {
      problems.push(`field drawn in error without aria-invalid="true": ${label(field)}`);
    }
  }
  const described = new Set<string>();
  for (const field of Array.from(root.querySelectorAll('[aria-invalid="true"]'))) {
    const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    ids.forEach((id) => described.add(id));
    const words = ids
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean);
    if (!words.length) {
      problems.push(`field in error with no message as its description: ${label(field)}`);
    }
  }
  for (const message of Array.from(root.querySelectorAll('.invalid-feedback'))) {
    const text = message.textContent?.trim();
    if (!text) continue;
    if (!message.id || !described.has(message.id)) {
      problems.push(`error message that describes no field in error: "${text}"`);
    }
  }
  return problems;
}

/** Starts watching the page for the rest of the test. */
export function watchErrorPairing(): void {
  seen.clear();
  observer?.disconnect();
  observer = new MutationObserver(() => {
    for (const problem of unpairedErrors()) seen.add(problem);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'aria-invalid', 'aria-describedby', 'id'],
    characterData: true,
  });
}

/** Stops watching; what broke the rule during the test, once each. */
export function takeUnpairedErrors(): string[] {
  observer?.disconnect();
  observer = undefined;
  for (const problem of unpairedErrors()) seen.add(problem);
  const problems = [...seen];
  seen.clear();
  return problems;
}
