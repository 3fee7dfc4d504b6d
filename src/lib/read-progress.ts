import type { ReadProgress } from '@/api/list';
import type { RecordNoun } from './skipped';

/**
 * How long a read of every page runs before its progress shows (docs/rules.md#long-reads): a
 * quicker read shows only its loading words, so that nothing flickers.
 */
export const PROGRESS_AFTER_MS = 400;

/**
 * Whether a read's progress shows at `now` (ms): once it has run `PROGRESS_AFTER_MS` since it
 * began (`since`) and a first page is in with another to ask (`progress` is told only then).
 */
export function progressShown(since: number, now: number, progress?: ReadProgress): boolean {
  return progress !== undefined && now - since >= PROGRESS_AFTER_MS;
}

/** How long until a read that began at `since` has run long enough to show its progress (ms). */
export function progressDueIn(since: number, now: number): number {
  return Math.max(0, since + PROGRESS_AFTER_MS - now);
}

/** A count in French digits: `1 200`, with the narrow no-break space of `Intl` (fr-FR). */
export const frenchCount = (count: number) => count.toLocaleString('fr-FR');

/**
 * What a read says of how far it is: `1 200 / 6 000 commandes` when the backend gives the list's
 * size, else `3 pages lues` (`1 page lue`).
 */
export function progressWords({ read, total, pages }: ReadProgress, noun: RecordNoun): string {
  if (total !== undefined) {
    return `${frenchCount(read)} / ${frenchCount(total)} ${total > 1 ? noun.many : noun.one}`;
  }
  return pages > 1 ? `${frenchCount(pages)} pages lues` : '1 page lue';
}

/**
 * The share of the list read, 0 to 100, when its size is known (the bar's width); undefined
 * without a size (the bar then runs without an end).
 */
export function progressShare({ read, total }: ReadProgress): number | undefined {
  if (total === undefined || total <= 0) return undefined;
  return Math.min(100, Math.round((read / total) * 100));
}
