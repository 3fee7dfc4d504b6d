import DOMPurify from 'dompurify';

/**
 * Server-provided HTML made safe to show (CONTRACT §6): no script or event handler runs, no
 * `javascript:` link, and nothing of it can restyle the page or pose as a form of ours
 * (`<style>`, `style=`, `<form>` and form controls are dropped). Links that leave the app open
 * in a new tab with `rel="noopener noreferrer"`.
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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  });
}
