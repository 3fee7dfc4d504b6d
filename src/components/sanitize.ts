import DOMPurify from 'dompurify';

/**
 * Server-provided HTML made safe to show (docs/rules.md#safety): no script or event handler
 * runs, no `javascript:` link, and nothing of it can restyle the page or pose as a part of ours:
 * `<style>`, `style=`, `class=`, `<form>` and form controls are dropped (a `class="modal d-block"`
 * would draw a dialog of the app's over it), and ids and names get the `user-content-` prefix (an
 * `id="Stripe"` would otherwise shadow Stripe.js's global). Links that leave the app open in a
 * new tab with `rel="noopener noreferrer"`.
 *
 * Nor does it take the page from the member: no box in the top layer, above everything of ours
 * (`<dialog open>`, a `popover` and the `popovertarget`, `commandfor`/`command`, `interestfor`
 * that open one: every element may carry them, and ids are within its own reach), no focus taken
 * (`autofocus`, `contenteditable`, a `tabindex` jumping the tab order), no keyboard shortcut
 * (`accesskey`), no `aria-modal` (a screen reader would hide the rest of the page). Some of these
 * DOMPurify already drops; they are named so that its defaults changing would not bring them
 * back. `inert` stays: it only stills the content that carries it.
 */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'fieldset',
  'label',
  'base',
  'meta',
  'link',
  'dialog',
  // An image map's areas are links the link rule does not reach: a transparent picture over the
  // page would be a same-tab link off the app.
  'map',
  'area',
];

const FORBID_ATTR = [
  'style',
  'class',
  'srcset',
  'formaction',
  'action',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'commandfor',
  'command',
  'interestfor',
  'autofocus',
  'contenteditable',
  'tabindex',
  'accesskey',
  'aria-modal',
  'usemap',
];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    let external = false;
    try {
      external = new URL(href, window.location.href).origin !== window.location.origin;
    } catch {
      external = false;
    }
    if (external) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

/**
 * Each heading of `fragment` one level under `top` as the text meant it: its `h1` and `h2` (the
 * editor's `Titre`) become `h{top}`, its `h3` (`Sous-titre`) `h{top + 1}`, never past `h6`.
 */
function nestHeadings(fragment: DocumentFragment, top: number): void {
  for (const heading of fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(6, Math.max(Number(heading.tagName[1]), 2) + top - 2);
    const nested = document.createElement(`h${level}`);
    for (const { name, value } of Array.from(heading.attributes)) nested.setAttribute(name, value);
    nested.append(...Array.from(heading.childNodes));
    heading.replaceWith(nested);
  }
}

/**
 * `html` made safe to show. `topHeading` is the level its own headings start at where it sits
 * under a heading of the page (a news item under its title, an `h3`, takes 4): the page's outline
 * then holds (RGAA 9.1). Renamed before the one serialization, as DOMPurify's own would be.
 */
export function sanitizeHtml(html: string | null | undefined, topHeading = 2): string {
  if (!html) return '';
  addLinkHook();
  if (topHeading <= 2) return DOMPurify.sanitize(html, CONFIG);
  const fragment = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  nestHeadings(fragment, topHeading);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
