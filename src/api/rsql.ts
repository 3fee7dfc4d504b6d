/**
 * RSQL `search` filters (rsql-parser's grammar, as the backend reads it). Every value goes
 * through `quoteRsql`: a name holding `;`, `,`, quotes, brackets or spaces searches for itself
 * (docs/calls.md#conventions). Nothing here loads an HTTP library.
 */

export type RsqlValue = string | number | boolean;
export type RsqlFilter = Record<string, RsqlValue | readonly RsqlValue[] | null | undefined>;

/** Characters that are RSQL only unquoted: letters, digits, `_ . @ * : -` (ASCII). */
const BARE = /^[\w.@*:-]+$/;

/** A value as RSQL reads it back to itself: bare when it can be, else double-quoted, escaped. */
export function quoteRsql(value: RsqlValue): string {
  const text = String(value);
  return BARE.test(text) ? text : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The RSQL `search` of a filter: `{technicalName: 'sport', 'person.id': 3}` →
 * `technicalName==sport;person.id==3`; a list means any of its values (`=in=`); empty values
 * are left out. `undefined` when nothing filters.
 */
export function rsql(filter: RsqlFilter): string | undefined {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) parts.push(`${field}=in=(${value.map(quoteRsql).join(',')})`);
    } else {
      parts.push(`${field}==${quoteRsql(value as RsqlValue)}`);
    }
  }
  return parts.length ? parts.join(';') : undefined;
}

export type RsqlComparison = '==' | '!=' | '=lt=' | '=le=' | '=gt=' | '=ge=';

/** One comparison: `rsqlWhere('accountValidity', '=lt=', '2026-11-26')`. */
export function rsqlWhere(field: string, comparison: RsqlComparison, value: RsqlValue): string {
  return `${field}${comparison}${quoteRsql(value)}`;
}

/** `field=isnull=true` (or false): rsql-jpa-specification's test of an absent association. */
export function rsqlIsNull(field: string, isNull = true): string {
  return `${field}=isnull=${isNull}`;
}

/** Any of `fields` holds `text` (a case-insensitive `*text*` match): `(a==*x*,b==*x*)`. */
export function rsqlContains(fields: readonly string[], text: string): string | undefined {
  const words = text.trim();
  if (!words) return undefined;
  const value = quoteRsql(`*${words}*`);
  return `(${fields.map((field) => `${field}==${value}`).join(',')})`;
}

/** Every part that is set, joined by AND (`;`); `undefined` when none is. */
export function rsqlAll(...parts: readonly (string | undefined)[]): string | undefined {
  const set = parts.filter((part): part is string => Boolean(part));
  return set.length ? set.join(';') : undefined;
}

/** Any part that is set, joined by OR (`,`) in brackets; `undefined` when none is. */
export function rsqlAny(...parts: readonly (string | undefined)[]): string | undefined {
  const set = parts.filter((part): part is string => Boolean(part));
  if (set.length <= 1) return set[0];
  return `(${set.join(',')})`;
}
