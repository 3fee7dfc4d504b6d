import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Runs in the page: null when the page fits its window, else what sticks out. The culprits are
 * the outermost elements past the right edge (their parent fits), each with its path.
 */
function findOverflow(): string | null {
  const root = document.documentElement;
  const limit = root.clientWidth;
  const sticksOut = (element: Element | null) =>
    element !== null && element.getBoundingClientRect().right > limit + 0.5;
  // An open dialog is fixed over the page: what sticks out of it never widens the page.
  const dialogs = Array.from(document.querySelectorAll('[role="dialog"] *'));
  if (root.scrollWidth <= limit && !dialogs.some(sticksOut)) return null;
  const name = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : '') +
    Array.from(element.classList, (token) => `.${token}`)
      .slice(0, 3)
      .join('');
  const selector = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      parts.unshift(name(at));
    }
    return parts.slice(-4).join(' > ');
  };
  const culprits = Array.from(document.body.querySelectorAll('*'))
    .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
    .slice(0, 5)
    .map(
      (element) => `${selector(element)} (right edge ${element.getBoundingClientRect().right} px)`,
    );
  return `scrollWidth ${root.scrollWidth}, clientWidth ${limit}: ${culprits.join('; ') || '?'}`;
}

/** Every class stock Bootstrap defines (the app compiles only the parts it uses). */
const BOOTSTRAP_CLASSES = [
  ...new Set(
    Array.from(
      readFileSync('node_modules/bootstrap/dist/css/bootstrap.css', 'utf8').matchAll(
        /\.(-?[_a-zA-Z][\w-]*)/g,
      ),
      (match) => match[1],
    ),
  ),
];

/**
 * Runs in the page: the Bootstrap classes on the page's elements that none of its stylesheets
 * defines. A component of react-bootstrap writes its classes itself (`ListGroup`: `list-group`),
 * which no search of the sources finds: a part the theme leaves out shows here, unstyled.
 */
function unstyledClasses(stock: string[]): string[] {
  const defined = new Set<string>();
  const read = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
          defined.add(match[1]);
        }
      }
      if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
  const bootstrap = new Set(stock);
  const used = new Set(
    Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
      Array.from(element.classList),
    ),
  );
  // `collapsed` marks the navigation toggler's state; Bootstrap styles it only on accordions.
  const states = new Set(['collapsed']);
  return [...used]
    .filter((name) => bootstrap.has(name) && !defined.has(name) && !states.has(name))
    .sort();
}

/**
 * What is wrong with the layout of the screen on view: wider than its window, or (at 1280 px, one
 * width is enough) Bootstrap classes the theme leaves out. One line a problem.
 */
export async function layoutFailures(
  page: Page,
  screen: { name: string; path: string },
  width: number,
): Promise<string[]> {
  const failures: string[] = [];
  const overflow = await page.evaluate(findOverflow);
  if (overflow) failures.push(`${screen.name} (${screen.path}): ${overflow}`);
  if (width === 1280) {
    const unstyled = await page.evaluate(unstyledClasses, BOOTSTRAP_CLASSES);
    if (unstyled.length) {
      failures.push(
        `${screen.name} (${screen.path}): Bootstrap classes the theme leaves out (add them to src/styles): ${unstyled.join(', ')}`,
      );
    }
  }
  return failures;
}
