import fc from 'fast-check';
import { rsqlPredicate } from '@/mocks/backend/rsql';
import { quoteRsql, rsql, rsqlContains, rsqlWhere } from './rsql';

/**
 * A value put in a search reads back as itself (docs/calls.md#conventions), checked against the
 * embedded backend's parser, which reads RSQL as rsql-parser does.
 *
 * `*` is left out of the values: RSQL has no escape for it, and the backend reads it as a
 * wildcard, quoted or not (reported apart: a name holding `*` finds more than itself).
 */
const special = fc.constantFrom(
  ';',
  ',',
  '"',
  "'",
  '(',
  ')',
  '[',
  ']',
  ' ',
  '=',
  '!',
  '\\',
  '<',
  '>',
  '~',
  'é',
  'Ł',
  '𝄞',
  'and ',
  ' or ',
  '==',
  '=in=',
);
const noStar = (value: string) => !value.includes('*');
/** Any text, and text made of RSQL's own characters. */
const value = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 16 }),
    fc.string({
      unit: fc.oneof(special, fc.constantFrom('a', 'B', '1', '.', '-', '@', ':', '_')),
      maxLength: 10,
    }),
  )
  .filter(noStar);

/** Two different values, often nearly the same (a case, a space, a quote apart). */
const twoValues = fc
  .tuple(value, value, fc.constantFrom('other', 'case', 'space', 'quote'))
  .map(([first, other, how]): [string, string] => {
    if (how === 'case')
      return [first, first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase()];
    if (how === 'space') return [first, `${first} `];
    if (how === 'quote') return [first, `"${first}"`];
    return [first, other];
  })
  .filter(([first, other]) => first !== other);

describe('RSQL values (docs/calls.md#conventions)', () => {
  it('find a record holding exactly that value, and not one holding another', () => {
    fc.assert(
      fc.property(twoValues, ([wanted, other]) => {
        const search = rsqlWhere('name', '==', wanted);
        const matches = rsqlPredicate(search);
        expect(matches({ name: wanted })).toBe(true);
        expect(matches({ name: other })).toBe(false);
      }),
    );
  });

  it('search for themselves inside a filter of several fields', () => {
    fc.assert(
      fc.property(twoValues, value, ([wanted, other], city) => {
        const search = rsql({ name: wanted, 'address.city': city, id: 7 });
        if (wanted === '' || city === '') return;
        const matches = rsqlPredicate(search ?? '');
        expect(matches({ id: 7, name: wanted, address: { city } })).toBe(true);
        expect(matches({ id: 7, name: other, address: { city } })).toBe(false);
        expect(matches({ id: 8, name: wanted, address: { city } })).toBe(false);
      }),
    );
  });

  it('find any of a list of values (=in=), and nothing else', () => {
    fc.assert(
      fc.property(fc.uniqueArray(value, { minLength: 1, maxLength: 4 }), value, (wanted, other) => {
        const matches = rsqlPredicate(rsql({ name: wanted }) ?? '');
        for (const each of wanted) expect(matches({ name: each })).toBe(true);
        expect(matches({ name: other })).toBe(wanted.includes(other));
      }),
    );
  });

  it('quote only what cannot stay bare', () => {
    fc.assert(
      fc.property(value, (text) => {
        const quoted = quoteRsql(text);
        if (/^[\w.@:-]+$/.test(text)) expect(quoted).toBe(text);
        else expect(quoted.startsWith('"') && quoted.endsWith('"')).toBe(true);
      }),
    );
  });

  /**
   * Text on one line, in letters whose case a search folds one to one: the embedded backend's
   * `*` does not cross a line break (reported apart), and `ß` is `SS` in capitals.
   */
  const line = fc
    .string({
      unit: fc.oneof(
        special,
        fc.constantFrom('a', 'B', 'z', '1', '.', '-', '@', ':', '_', 'é', 'É'),
      ),
      maxLength: 10,
    })
    .filter(noStar);

  it('find a text anywhere in a field (rsqlContains), whatever its case, and not elsewhere', () => {
    fc.assert(
      fc.property(line, line, line, (before, words, after) => {
        const text = words.trim();
        if (!text) return;
        const matches = rsqlPredicate(rsqlContains(['lastName', 'email'], text) ?? '');
        expect(matches({ lastName: `${before}${text.toUpperCase()}${after}`, email: '' })).toBe(
          true,
        );
        expect(matches({ lastName: '', email: `${before}${text}${after}` })).toBe(true);
        const elsewhere = `${before}${after}`;
        expect(matches({ lastName: elsewhere, email: elsewhere })).toBe(
          elsewhere.toLowerCase().includes(text.toLowerCase()),
        );
      }),
    );
  });
});
