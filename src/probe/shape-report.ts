import type * as z from 'zod/mini';

/**
 * What a raw JSON answer holds beside what its schema says (the probe's findings, README "Before
 * switching on"): the schema's definition is walked against the value, the way
 * `minimalOf` (src/mocks/faults/shape-variants.ts) walks it. Whether the app can still read the
 * answer is not decided here: the app's own boundary (src/api/parse.ts) decides it.
 */

/** The JSON kinds a value can be of. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Departures of one record (or one answer) from its schema: dotted paths, `[]` for list items. */
export interface Departures {
  /** Fields the schema needs that the answer leaves out. */
  missing: string[];
  /** Fields present with another JSON kind than the schema's: `path: number, string expected`. */
  mistyped: string[];
  /** Fields written as `null`. */
  nulls: string[];
  /** Keys the schema does not name (`_links` aside). */
  unknown: string[];
  /** Associations given as an embedded object (or list of objects). */
  embedded: string[];
  /** Associations given as a link only (`_links.{name}`, `self` and the record's own aside). */
  linked: string[];
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  values?: readonly unknown[];
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether the answer may leave the field out (optional, nullish, defaulted). */
const mayBeLeftOut = (schema: z.ZodMiniType) => {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** The schema under its wrappers (optional, nullable, default, catch, pipe's input…). */
export function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return def.innerType ? unwrap(def.innerType) : schema;
    case 'pipe':
      return def.in ? unwrap(def.in) : schema;
    default:
      return schema;
  }
}

/** The JSON kinds a schema takes, or null when it takes any. */
function kindsOf(schema: z.ZodMiniType): Set<JsonKind> | null {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return new Set([def.type]);
    case 'enum':
    case 'literal': {
      const kinds = new Set<JsonKind>((def.values ?? []).map(kindOf));
      kinds.delete('null');
      return kinds;
    }
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'array':
      return new Set(['array']);
    case 'union': {
      const kinds = new Set<JsonKind>();
      for (const option of def.options ?? []) {
        const inner = kindsOf(option);
        if (!inner) return null;
        inner.forEach((kind) => kinds.add(kind));
      }
      return kinds;
    }
    default:
      return null;
  }
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** The path of a link without its template (`…/users/3{?projection}` → `…/users/3`). */
const linkPath = (link: unknown) =>
  isObject(link) && typeof link.href === 'string' ? link.href.replace(/\{[^}]*\}$/, '') : '';

function walk(schema: z.ZodMiniType, value: unknown, at: string, found: Departures): void {
  if (value === null) {
    found.nulls.push(at || '(the answer)');
    return;
  }
  const kinds = kindsOf(schema);
  const kind = kindOf(value);
  if (kinds && !kinds.has(kind)) {
    found.mistyped.push(`${at || '(the answer)'}: ${kind}, ${[...kinds].join(' or ')} expected`);
    return;
  }
  const def = defOf(unwrap(schema));
  if (def.type === 'union') {
    const fitting =
      (def.options ?? []).find((option) => option.safeParse(value).success) ??
      (def.options ?? []).find((option) => kindsOf(option)?.has(kind) ?? true);
    if (fitting) walk(fitting, value, at, found);
    return;
  }
  if (def.type === 'array' && Array.isArray(value) && def.element) {
    for (const item of value) walk(def.element, item, `${at}[]`, found);
    return;
  }
  if (def.type === 'object' && isObject(value) && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (key === '_links') continue;
      if (!(key in value)) {
        if (!mayBeLeftOut(field)) found.missing.push(join(at, key));
        continue;
      }
      walk(field, value[key], join(at, key), found);
    }
    for (const key of Object.keys(value)) {
      if (key !== '_links' && !(key in def.shape)) found.unknown.push(join(at, key));
    }
  }
}

/** The associations of a record: embedded objects its schema names, and links beside `self`. */
function associations(schema: z.ZodMiniType, value: unknown, found: Departures): void {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape || !isObject(value)) return;
  for (const [key, field] of Object.entries(def.shape)) {
    const inner = defOf(unwrap(field));
    const item = value[key];
    const embeddedObject = inner.type === 'object' && isObject(item);
    const embeddedList =
      inner.type === 'array' &&
      Array.isArray(item) &&
      item.some(isObject) &&
      defOf(unwrap(inner.element as z.ZodMiniType)).type === 'object';
    if (embeddedObject || embeddedList) found.embedded.push(key);
  }
  if (isObject(value._embedded)) found.embedded.push(...Object.keys(value._embedded));
  if (isObject(value._links)) {
    const self = linkPath(value._links.self);
    for (const [name, link] of Object.entries(value._links)) {
      if (name === 'self' || (self && linkPath(link) === self)) continue;
      found.linked.push(name);
    }
  }
}

/** Where `value` departs from `schema`. */
export function departuresOf(schema: z.ZodMiniType, value: unknown): Departures {
  const found: Departures = {
    missing: [],
    mistyped: [],
    nulls: [],
    unknown: [],
    embedded: [],
    linked: [],
  };
  walk(schema, value, '', found);
  associations(schema, value, found);
  return found;
}

/** Whether a record's id is only in its `_links.self.href`. */
export function idInSelfLinkOnly(value: unknown): boolean {
  if (!isObject(value) || 'id' in value || !isObject(value._links)) return false;
  return /\/\d+$/.test(linkPath(value._links.self));
}

/** Each path of `records`' departures with how many records carry it, in first-seen order. */
export type CountedDepartures = { [K in keyof Departures]: Array<{ path: string; count: number }> };

export function countDepartures(all: readonly Departures[]): CountedDepartures {
  const counted = {} as CountedDepartures;
  const keys: (keyof Departures)[] = [
    'missing',
    'mistyped',
    'nulls',
    'unknown',
    'embedded',
    'linked',
  ];
  for (const key of keys) {
    const counts = new Map<string, number>();
    for (const departures of all) {
      for (const path of new Set(departures[key])) counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    counted[key] = [...counts].map(([path, count]) => ({ path, count }));
  }
  return counted;
}
