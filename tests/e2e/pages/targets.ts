import type { Locator } from '@playwright/test';

/** How the targets of a part of the page are measured. */
export interface TargetRule {
  /** The least width and height of a target, in CSS px. */
  least: number;
  /**
   * WCAG 2.5.8's spacing exception: a smaller target passes when a circle of `least` px across,
   * centred on it, meets no other target nor the circle of another small one.
   */
  spacing: boolean;
}

/** At least 24 × 24 px, or spaced (WCAG 2.5.8, docs/accessibility.md#targets). */
export const EVERY_SCREEN: TargetRule = { least: 24, spacing: true };
/**
 * At least 24 × 24 px, spacing or not: a target set on another one, such as the close button of a
 * toast, which itself closes on a click anywhere.
 */
export const ON_A_TARGET: TargetRule = { least: 24, spacing: false };
/** At least 44 × 44 px, spacing or not: the screens used standing in the street. */
export const STREET_SCREEN: TargetRule = { least: 44, spacing: false };

/**
 * Runs in the page: every target under `root` too small for `rule`, as `name: width × height`.
 * A target is what a finger or a pointer meets: a button, a field, a select, a link (drawn as a
 * button, a menu entry, a page of a list…), a checkbox or radio with its label. A link inside a
 * sentence is not a target of its own (WCAG's inline exception), nor is what is hidden, disabled
 * or off the screen on purpose (the skip link before it has the focus).
 */
function measure(root: Element, { least, spacing }: TargetRule): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="menuitem"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="switch"]',
  ].join(', ');
  const isBlock = (element: Element) => !getComputedStyle(element).display.startsWith('inline');
  /** A link, or a button drawn as one, set in running text. */
  const inSentence = (control: HTMLElement) => {
    if (isBlock(control)) return false;
    if (
      control.matches('.btn:not(.btn-link)') ||
      !control.matches('a, .btn-link, .btn-link-inline')
    )
      return false;
    let block = control.parentElement;
    while (block && !isBlock(block)) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!control.contains(node) && node.textContent?.trim()) return true;
    }
    return false;
  };
  const boxOf = (control: HTMLElement) =>
    (control.matches('input[type="checkbox"], input[type="radio"]')
      ? (control.closest('.form-check') ?? control)
      : control
    ).getBoundingClientRect();
  const nameOf = (control: HTMLElement) => {
    const name =
      control.getAttribute('aria-label') ??
      (control.textContent?.trim() || null) ??
      (control.matches('input, select, textarea') && control.id
        ? document.querySelector(`label[for="${control.id}"]`)?.textContent?.trim()
        : null) ??
      control.getAttribute('name');
    return name || control.outerHTML.slice(0, 80);
  };

  const targets: { control: HTMLElement; box: DOMRect; exempt: boolean }[] = [];
  for (const control of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
    if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (control.matches(':disabled, .disabled, [aria-disabled="true"]')) continue;
    if (control.closest('.visually-hidden, .visually-hidden-focusable:not(:focus-within)'))
      continue;
    const box = boxOf(control);
    if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
    targets.push({ control, box, exempt: inSentence(control) });
  }
  const small = targets.filter(
    ({ box, exempt }) => !exempt && (box.width < least - 0.5 || box.height < least - 0.5),
  );
  const radius = least / 2;
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const meets = (box: DOMRect, { x, y }: { x: number; y: number }) => {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    return Math.hypot(dx, dy) < radius - 0.5;
  };
  const isSmall = new Set(small);
  const apart = (target: (typeof small)[number]) => {
    const at = centre(target.box);
    return targets.every((other) => {
      if (other === target) return true;
      if (other.control.contains(target.control) || target.control.contains(other.control))
        return true;
      if (meets(other.box, at)) return false;
      if (!isSmall.has(other)) return true;
      const { x, y } = centre(other.box);
      return Math.hypot(x - at.x, y - at.y) >= least - 0.5;
    });
  };
  return small
    .filter((target) => !(spacing && apart(target)))
    .map(
      ({ control, box }) =>
        `${nameOf(control).replace(/\s+/g, ' ').slice(0, 60)}: ${Math.round(box.width)} × ${Math.round(box.height)}`,
    );
}

/** The targets under `root` too small for `rule`, one line each (none: all pass). */
export function targetsTooSmall(root: Locator, rule: TargetRule): Promise<string[]> {
  return root.evaluate(measure, rule);
}
