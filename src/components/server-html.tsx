import { type ElementType, memo } from 'react';
import { sanitizeHtml } from '@/components/sanitize';

/**
 * The only door through which server HTML reaches the page (data-protection text, dues and
 * commission descriptions, news, partners): always sanitized first. A lint rule forbids
 * `dangerouslySetInnerHTML` anywhere else.
 */
export const ServerHtml = memo(function ServerHtml({
  html,
  as: Tag = 'div',
  className,
  id,
  topHeading,
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
  /**
   * The level the text's own headings start at, under the heading that introduces it (a news
   * item's text under its `h3` title: 4); 2 when nothing else stands between it and the `h1`.
   */
  topHeading?: 3 | 4 | 5;
}) {
  return (
    <Tag
      id={id}
      className={['server-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, topHeading) }}
    />
  );
});
