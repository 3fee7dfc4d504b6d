/**
 * What a person typed into a page painted at build time before the script took it over
 * (docs/architecture.md#pages-painted-before-the-script). React adopts the painted fields as they
 * are, but its state still holds their painted values: each field whose value the person changed
 * is handed to the app as if typed now, so that nothing typed is lost.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CHECKABLE = new Set(['checkbox', 'radio']);

/** The setter of `value` or `checked` that the page's own code does not see. */
function nativeSetter(field: Field, property: 'value' | 'checked'): (value: unknown) => void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, property)?.set;
  return (value) => setter?.call(field, value);
}

function changedByHand(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * A form the person sent before the app took the page over: index.html's inline script, which
 * keeps the browser from sending a form itself, marks it with what sent it.
 */
type SentEarly = HTMLFormElement & { sentEarly?: HTMLElement };

/**
 * The page's root, as index.html's inline script reads and marks it: `adopting` once the app has
 * begun to take the page over (React then hears every press itself), and before that the last
 * button pressed, other than a form's sending.
 */
type PaintedRoot = HTMLElement & { adopting?: boolean; pressedEarly?: HTMLButtonElement };

/** Said by src/main.tsx as React begins to adopt the page: a press is then React's to hear. */
export function adoptionBegins(container: HTMLElement): void {
  (container as PaintedRoot).adopting = true;
}

/**
 * Hands each field of `container` changed by hand to the app, as an input of the person's, then
 * the button pressed and the form sent before the app could hear them, as pressed and sent now.
 */
export function handOverTypedValues(container: HTMLElement): void {
  const fields = container.querySelectorAll<Field>('input, textarea, select');
  for (const field of Array.from(fields)) {
    if (field.disabled || !changedByHand(field)) continue;
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
      // Back to the painted state, then the person's click again, as the app listens for it.
      nativeSetter(field, 'checked')(!field.checked);
      field.click();
      continue;
    }
    const typed = field.value;
    // The app's value first (its own setter, which it watches), then the typed one behind its
    // back: the input event then carries a change the app has not seen.
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    nativeSetter(field, 'value')(typed);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  const root = container as PaintedRoot;
  const pressed = root.pressedEarly;
  delete root.pressedEarly;
  if (pressed) {
    setTimeout(() => {
      if (pressed.isConnected && !pressed.disabled) pressed.click();
    });
  }
  for (const form of Array.from(container.querySelectorAll<SentEarly>('form'))) {
    const sender = form.sentEarly;
    delete form.sentEarly;
    if (!sender) continue;
    // Once the app has drawn what it was just handed (a task later), as the person's own send.
    setTimeout(() => {
      if (!form.isConnected) return;
      if (sender instanceof HTMLButtonElement && sender.form === form) form.requestSubmit(sender);
      else form.requestSubmit();
    });
  }
}

/** What runs once the screen of the page has been taken over (`screenTakenOver`). */
let onTakenOver: (() => void) | null = null;

/**
 * Asks for `callback` once the app has adopted the painted screen: React adopts the page's shell
 * first and the screen's part after it, so main.tsx cannot tell by itself.
 */
export function whenScreenTakenOver(callback: () => void): void {
  onTakenOver = callback;
}

/**
 * Said by the screen's part of the layout, once adopted (or drawn). The page is then marked
 * `data-app-live` on its `<html>`: the app runs, its router listens (a page painted at build
 * time looks the same before; the browser tests wait for the mark).
 */
export function screenTakenOver(): void {
  document.documentElement.setAttribute('data-app-live', '');
  const callback = onTakenOver;
  onTakenOver = null;
  callback?.();
}
