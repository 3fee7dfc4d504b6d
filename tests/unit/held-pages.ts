import { http } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';

/**
 * Holds the pages of a list read page after page: those from `from` on are answered by the
 * embedded backend only once `release` is asked, so that a screen is met mid-read. `only` picks
 * the reads held (a list's other reads go through). `asked`: the pages asked, in order.
 */
export function holdPages(
  path: string,
  from: number,
  only: (query: URLSearchParams) => boolean = () => true,
) {
  const asked: number[] = [];
  const held = new Set<string>();
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get(`${apiBaseUrl}${path}`, async ({ request, requestId }) => {
      const query = new URL(request.url).searchParams;
      if (!only(query)) return undefined;
      const page = Number(query.get('page') ?? 0);
      asked.push(page);
      if (page >= from) {
        held.add(requestId);
        await gate;
      }
      // Nothing returned: the embedded backend answers.
      return undefined;
    }),
  );
  /**
   * Lets the backend answer the pages it held, and resolves once each answer has been given
   * (MSW's `request:end`): what the app does with it, it has then been handed.
   */
  const release = () =>
    new Promise<void>((resolve) => {
      const left = new Set(held);
      if (left.size === 0) {
        open();
        resolve();
        return;
      }
      const ended = ({ requestId }: { requestId: string }) => {
        left.delete(requestId);
        if (left.size > 0) return;
        server.events.removeListener('request:end', ended);
        resolve();
      };
      server.events.on('request:end', ended);
      open();
    });
  return { asked, release };
}
