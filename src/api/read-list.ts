/**
 * Lists read record by record (src/api/parse.ts): what is left of a list the app could not read
 * whole. Loads no schema library, so that the screens' kit may ask it on any first load.
 */

/**
 * A list whose records the app could not all read says how many it left out: `skipped` on the
 * list itself, only when some were (a plain list otherwise). `skippedOf` reads it back. An own
 * key of the list: TanStack Query's structural sharing keeps such a list as it came, where it
 * would rebuild a plain one from the last (and drop the count).
 */
export type ReadList<T> = T[] & {
  skipped?: number;
  /** The bound "every page" stopped at, when the list held more (`MAX_ROWS`, `MAX_PAGES`). */
  cutAt?: number;
};

/** `list` marked with the count of records left out of it (none: `list` as it is). */
export function withSkipped<T>(list: T[], skipped: number): ReadList<T> {
  return skipped > 0 ? Object.assign(list, { skipped }) : list;
}

/**
 * How many records a list read left out: a list's own count, or a page's (`{count, ids}`); 0 for
 * a list read whole, or any other value.
 */
export function skippedOf(list: unknown): number {
  const skipped = (list as { skipped?: unknown } | null | undefined)?.skipped;
  const count = (skipped as { count?: unknown } | null | undefined)?.count ?? skipped;
  return typeof count === 'number' && count > 0 ? count : 0;
}

/** `list` marked as cut at `cutAt` records, the bound of a read that did not reach its end. */
export function withCut<T>(list: ReadList<T>, cutAt: number): ReadList<T> {
  return Object.assign(list, { cutAt });
}

/** Where a list read was cut (0: read whole, or any other value). */
export function cutOf(list: unknown): number {
  const cutAt = (list as { cutAt?: unknown } | null | undefined)?.cutAt;
  return typeof cutAt === 'number' && cutAt > 0 ? cutAt : 0;
}

/** `next`, made from `read`, saying what `read` says of its records left out and its cut. */
export function keepMarks<T>(read: unknown, next: T[]): ReadList<T> {
  const marked = withSkipped(next, skippedOf(read));
  return cutOf(read) ? withCut(marked, cutOf(read)) : marked;
}

/** A page's records as a list that says how many it left out. */
export function recordsOf<T>(page: { data: T[]; skipped?: { count: number } }): ReadList<T> {
  return withSkipped(page.data, page.skipped?.count ?? 0);
}
