import { useEffect } from 'react';

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The elements of `container` that Tab stops on, in document order. */
export function tabStops(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/** The modal dialog on top (react-bootstrap marks modals and offcanvases `aria-modal`). */
function topDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return dialogs.length ? dialogs[dialogs.length - 1] : null;
}

/**
 * Tab past the last control comes back to the first, Shift+Tab before the first goes to the
 * last: the focus never leaves the dialog for the page behind or the browser's address bar
 * (react-bootstrap only pulls it back to the dialog's frame once it has left).
 */
export function wrapTabInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = topDialog();
  if (!dialog) return;
  const stops = tabStops(dialog);
  const active = document.activeElement;
  const inside = active !== null && dialog.contains(active);
  if (stops.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (
    event.shiftKey ? !inside || active === first || active === dialog : !inside || active === last
  ) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Keeps Tab inside the open modal dialog while `active` (each modal calls it with `show`). Each
 * caller adds a listener of its own, so one modal closing leaves another's in place; the first
 * to move the focus marks the event handled.
 */
export function useModalFocusTrap(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => wrapTabInDialog(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
