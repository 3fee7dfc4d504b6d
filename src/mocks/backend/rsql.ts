/**
 * RSQL as Spring's `search` parameter reads it (rsql-parser): `;` (or ` and `) is AND, `,` (or
 * ` or `) is OR, AND binds tighter, parentheses group; comparisons `==` and `!=` (with `*` as a
 * wildcard), `=lt=`, `=le=`, `=gt=`, `=ge=`, `=in=(…)`, `=out=(…)`, and `=isnull=true|false` (as
 * rsql-jpa-specification: through a list, a joined item without the field counts as null).
 * Values may be quoted.
 * A search it cannot read matches nothing, as the real backend answers 400 rather than all rows.
 */
export type Predicate = (row: unknown) => boolean;
import { compareFrench } from '@/api/french-order';

const OPERATORS = [
  '==',
  '!=',
  '=lt=',
  '=le=',
  '=gt=',
  '=ge=',
  '=in=',
  '=out=',
  '=isnull=',
  '<',
  '<=',
  '>',
  '>=',
];

/**
 * A field of a row, dotted paths included (`person.id`, `resource.commission`). Through a list
 * (an order's `reservations`) the field of each item, as JPA joins; items without it are left
 * out, or kept as `undefined` with `keepMissing` (what `=isnull=` asks about).
 */
export function fieldOf(row: unknown, path: string, keepMissing = false): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) {
      value = value.flatMap((item) => {
        const field = fieldOf(item, key, keepMissing);
        return field === undefined && !keepMissing ? [] : [field];
      });
      continue;
    }
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Numbers as numbers, booleans as booleans, the rest as French text. */
function compareValues(value: unknown, expected: string): number {
  if (typeof value === 'number') return value - Number(expected);
  if (typeof value === 'boolean') return Number(value) - Number(expected === 'true');
  return compareFrench(String(value ?? ''), expected);
}

/** A test of equality with `expected`, `*` as a wildcard (compiled once, not per row). */
function equalTo(expected: string): (value: unknown) => boolean {
  if (expected.includes('*')) {
    const pattern = new RegExp(
      `^${expected.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
      // As SQL's LIKE: `*` also stands for line breaks.
      'is',
    );
    return (value) => pattern.test(String(value ?? ''));
  }
  return (value) => String(value ?? '') === expected;
}

function comparison(field: string, operator: string, values: string[]): Predicate {
  if (operator === '=isnull=') {
    const wanted = values[0] !== 'false';
    const isNull = (item: unknown) => item === undefined || item === null;
    return (row) => {
      const value = fieldOf(row, field, true);
      // A join matches when one of its items does.
      if (Array.isArray(value)) return value.some((item) => isNull(item) === wanted);
      return isNull(value) === wanted;
    };
  }
  const matchers = values.map(equalTo);
  const test = (item: unknown): boolean => {
    switch (operator) {
      case '==':
        return matchers[0](item);
      case '!=':
        return !matchers[0](item);
      case '=in=':
        return matchers.some((matches) => matches(item));
      case '=out=':
        return !matchers.some((matches) => matches(item));
      case '=lt=':
      case '<':
        return item !== undefined && item !== null && compareValues(item, values[0]) < 0;
      case '=le=':
      case '<=':
        return item !== undefined && item !== null && compareValues(item, values[0]) <= 0;
      case '=gt=':
      case '>':
        return item !== undefined && item !== null && compareValues(item, values[0]) > 0;
      default:
        return item !== undefined && item !== null && compareValues(item, values[0]) >= 0;
    }
  };
  const negative = operator === '!=' || operator === '=out=';
  return (row) => {
    const value = fieldOf(row, field);
    // A list field matches when an item does (`subscriptions==AMICALE`).
    if (Array.isArray(value)) return negative ? value.every(test) : value.some(test);
    return test(value);
  };
}

class Parser {
  private position = 0;
  constructor(
    private readonly text: string,
    /** Fields no search may ask about: a search naming one matches nothing. */
    private readonly hidden: readonly string[] = [],
  ) {}

  parse(): Predicate {
    const predicate = this.or();
    this.skipSpaces();
    if (this.position < this.text.length) throw new Error('RSQL: fin inattendue');
    return predicate;
  }

  private skipSpaces() {
    while (this.text[this.position] === ' ') this.position += 1;
  }

  private accept(...tokens: string[]): boolean {
    this.skipSpaces();
    for (const token of tokens) {
      if (this.text.startsWith(token, this.position)) {
        this.position += token.length;
        return true;
      }
    }
    return false;
  }

  private or(): Predicate {
    const parts = [this.and()];
    while (this.accept(',', 'or ')) parts.push(this.and());
    return parts.length === 1 ? parts[0] : (row) => parts.some((part) => part(row));
  }

  private and(): Predicate {
    const parts = [this.term()];
    while (this.accept(';', 'and ')) parts.push(this.term());
    return parts.length === 1 ? parts[0] : (row) => parts.every((part) => part(row));
  }

  private term(): Predicate {
    if (this.accept('(')) {
      const inner = this.or();
      if (!this.accept(')')) throw new Error('RSQL: parenthèse non fermée');
      return inner;
    }
    this.skipSpaces();
    const field = /^[\w.]+/.exec(this.text.slice(this.position))?.[0];
    if (!field) throw new Error('RSQL: champ attendu');
    if (this.hidden.includes(field.split('.')[0])) throw new Error('RSQL: champ inconnu');
    this.position += field.length;
    this.skipSpaces();
    const operator = [...OPERATORS]
      .sort((a, b) => b.length - a.length)
      .find((candidate) => this.text.startsWith(candidate, this.position));
    if (!operator) throw new Error('RSQL: opérateur attendu');
    this.position += operator.length;
    const values = operator === '=in=' || operator === '=out=' ? this.list() : [this.value()];
    return comparison(field, operator, values);
  }

  private list(): string[] {
    if (!this.accept('(')) return [this.value()];
    const values = [this.value()];
    while (this.accept(',')) values.push(this.value());
    if (!this.accept(')')) throw new Error('RSQL: liste non fermée');
    return values;
  }

  private value(): string {
    this.skipSpaces();
    const quote = this.text[this.position];
    if (quote === '"' || quote === "'") {
      let value = '';
      this.position += 1;
      while (this.position < this.text.length && this.text[this.position] !== quote) {
        if (this.text[this.position] === '\\') this.position += 1;
        value += this.text[this.position] ?? '';
        this.position += 1;
      }
      this.position += 1;
      return value;
    }
    const raw = /^[^(),;\s]*/.exec(this.text.slice(this.position))?.[0] ?? '';
    this.position += raw.length;
    return raw;
  }
}

/** The rows' filter for `search`; one that cannot be read matches nothing. */
export function rsqlPredicate(search: string, hidden: readonly string[] = []): Predicate {
  try {
    return new Parser(search, hidden).parse();
  } catch {
    return () => false;
  }
}
