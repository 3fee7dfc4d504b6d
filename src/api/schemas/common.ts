import * as z from 'zod/mini';

/**
 * The pieces every shape of the contract is made of (docs/calls.md#shapes). `zod/mini`: the
 * functional build of zod, whose unused checks stay out of the bundle, because two public
 * screens parse their first answer.
 */

/**
 * A record's id as an answer gives it: a number, or a string of digits (docs/calls.md#reading).
 * When the body has none, the boundary (src/api/parse.ts) takes it from `_links.self.href`.
 */
export const id = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value): number => Number(value)),
);

/** A record's id as a write sends it: a number. */
export const sentId = z.number();

/** A text the backend may leave out or send as null. */
export const optionalText = z.nullish(z.string());

/** What a named record reads as: its id and name, and its description (HTML) when it has one. */
export const described = { id, name: z.string(), description: optionalText };

/** What a form writes of a named record: its name and its description. */
export const describedBody = { name: z.string(), description: z.string() };

/** `_links` of a HAL record: `{name: {href}}`. Their paths only are ever followed (apiPathOf). */
export const links = z.optional(z.record(z.string(), z.object({ href: z.string() })));

/** A list of words, sent as a JSON list or as one comma-separated string (`a,b`). */
export const wordList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value): string[] =>
    (typeof value === 'string' ? value.split(',') : value)
      .map((word) => word.trim())
      .filter(Boolean),
  ),
);

/** A list the backend may leave out: absent reads as empty. */
export const listOr = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/**
 * A day as an answer gives it: `YYYY-MM-DD`, or the same with a time (`2026-03-19T00:00:00Z`,
 * `2026-03-19 08:00`), read as its day. Anything else is kept as it came.
 */
export const day = z.pipe(
  z.string(),
  z.transform((value) => (/^\d{4}-\d{2}-\d{2}[T ]/.test(value) ? value.slice(0, 10) : value)),
);

/** A day the backend may leave out or send as null. */
export const optionalDay = z.nullish(day);

/** The id at the end of a HAL link (`…/resources/12` → 12), or undefined. */
export function idOfLink(href: string | undefined): number | undefined {
  const match = /\/(\d+)\/?(?:[?#{].*)?$/.exec(href ?? '');
  return match ? Number(match[1]) : undefined;
}
