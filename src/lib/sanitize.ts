import DOMPurify from 'dompurify';

/** Server-provided HTML, made safe to show: no script, no event handler, no javascript: link. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
