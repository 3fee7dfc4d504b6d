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
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
}) {
  return (
    <Tag
      id={id}
      className={['server-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
});
