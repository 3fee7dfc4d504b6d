import { type Locator, type Page, expect } from '@playwright/test';

/** Whether `target` holds the focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` holds the focus, as a keyboard user moves
 * through a page; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+' : ''}Tab`);
}

/** Presses Tab once and checks that the focus lands on `next`: the order of the form. */
export async function tabNext(page: Page, next: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
}

/** What the focused element is, and how it shows it has the focus (null: nothing shows). */
export interface FocusState {
  element: string;
  indicator: string | null;
}

/** Runs in the page: the focused element and its focus indicator (outline or box-shadow). */
export function readFocus(): FocusState | null {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      : null;
  const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
  const name =
    element.getAttribute('aria-label') ??
    element.textContent?.trim().slice(0, 40) ??
    element.getAttribute('name') ??
    '';
  return {
    element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
    indicator: outline ?? shadow,
  };
}
