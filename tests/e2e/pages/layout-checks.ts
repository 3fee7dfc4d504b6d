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

/**
 * Runs in the page: what is drawn past the window's edges even though the page itself fits, such
 * as the right columns of a wide table in a box that scrolls sideways (`.table-responsive`): a
 * text, or a control, out of sight until somebody thinks of scrolling that box (WCAG 1.4.10).
 * What is hidden on purpose is not looked at: `display: none`, a closed collapse, a visually
 * hidden text, the skip link before it has the focus. One line an element, with its path.
 */
function findOffEdge(): string[] {
  const limit = document.documentElement.clientWidth;
  const hiddenOnPurpose =
    '.visually-hidden, .visually-hidden-focusable:not(:focus-within), .skip-link:not(:focus)';
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !element.closest(hiddenOnPurpose);
  const beyond = ({ left, right }: { left: number; right: number }) =>
    right - left > 0 && (right > limit + 0.5 || left < -0.5);
  /**
   * The part of a text's line that is drawn: what an ancestor clips (`overflow: hidden`, as a text
   * cut with an ellipsis is) is not; what a box that scrolls holds is, out of sight or not.
   */
  const drawn = (rect: DOMRect, from: Element) => {
    let { left, right } = rect;
    for (let at: Element | null = from; at && at !== document.body; at = at.parentElement) {
      const { overflowX } = getComputedStyle(at);
      if (overflowX === 'hidden' || overflowX === 'clip') {
        const box = at.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
    }
    return { left, right };
  };
  const name = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : '') +
    Array.from(element.classList, (token) => `.${token}`)
      .slice(0, 3)
      .join('');
  const path = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      parts.unshift(name(at));
    }
    return parts.slice(-4).join(' > ');
  };
  const found = new Map<Element, { left: number; right: number }>();
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || found.has(parent) || !node.textContent?.trim()) continue;
    if (parent.closest('script, style, template, option') || !shown(parent)) continue;
    range.selectNodeContents(node);
    const rect = Array.from(range.getClientRects()).find(
      (line) => beyond(line) && beyond(drawn(line, parent)),
    );
    if (rect) found.set(parent, drawn(rect, parent));
  }
  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
  );
  for (const control of Array.from(controls)) {
    if (found.has(control) || !shown(control)) continue;
    const rect = control.getBoundingClientRect();
    if (beyond(rect)) found.set(control, rect);
  }
  return Array.from(found, ([element, rect]) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${path(element)} "${text}" (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`;
  }).slice(0, 12);
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
 * What is wrong with the layout of the screen on view: wider than its window, a text or a control
 * past the window's edge (in a box that scrolls sideways), or (`classes`, at 1280 px unless said:
 * one width is enough) Bootstrap classes the theme leaves out. One line a problem.
 */
export async function layoutFailures(
  page: Page,
  screen: { name: string; path: string },
  width: number,
  { classes = width === 1280 }: { classes?: boolean } = {},
): Promise<string[]> {
  const failures: string[] = [];
  const overflow = await page.evaluate(findOverflow);
  if (overflow) failures.push(`${screen.name} (${screen.path}): ${overflow}`);
  for (const element of await page.evaluate(findOffEdge)) {
    failures.push(`${screen.name} (${screen.path}): beyond the window's edge: ${element}`);
  }
  if (classes) {
    const unstyled = await page.evaluate(unstyledClasses, BOOTSTRAP_CLASSES);
    if (unstyled.length) {
      failures.push(
        `${screen.name} (${screen.path}): Bootstrap classes the theme leaves out (add them to src/styles): ${unstyled.join(', ')}`,
      );
    }
  }
  return failures;
}
