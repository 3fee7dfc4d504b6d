import fc from 'fast-check';
import { type CsvCell, frenchDecimal, toCsv } from './csv';

/**
 * A file read back as a spreadsheet reads it (RFC 4180 with `;`): quoted cells may hold `;`,
 * line breaks and doubled quotes. Written here, apart from the code it checks.
 */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let position = 0;
  let quoted = false;
  while (position < text.length) {
    const char = text[position];
    if (quoted) {
      if (char === '"' && text[position + 1] === '"') {
        cell += '"';
        position += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      position += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[position + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      position += 1;
    } else cell += char;
    position += 1;
  }
  if (cell !== '' || row.length) throw new Error('the file does not end with \\r\\n');
  return rows;
}

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Text as people type it, often starting like a formula, with separators, quotes and breaks. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(...FORMULA_STARTS),
      fc.string({
        unit: fc.constantFrom('a', '1', ';', '"', '\n', '\r', '\t', ' ', '=', 'é', '('),
        maxLength: 12,
      }),
    )
    .map(([start, rest]) => start + rest),
);

const cellValue: fc.Arbitrary<CsvCell> = fc.oneof(
  text,
  fc.double({ noNaN: false }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constant(null),
  fc.constant(undefined),
);

/** What a cell must read as once written. */
function expected(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return frenchDecimal(value);
  return FORMULA_STARTS.some((start) => value.startsWith(start)) ? `'${value}` : value;
}

describe('CSV exports (docs/rules.md#safety)', () => {
  it('reads back cell for cell: formulas neutralised by a leading quote, numbers with a decimal comma', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.tuple(
            fc.array(text, { minLength: width, maxLength: width }),
            fc.array(fc.array(cellValue, { minLength: width, maxLength: width }), {
              maxLength: 5,
            }),
          ),
        ),
        ([header, rows]) => {
          const csv = toCsv(header, rows);
          expect(csv.startsWith('\uFEFF')).toBe(true);
          expect(readCsv(csv.slice(1))).toEqual([header, ...rows].map((row) => row.map(expected)));
        },
      ),
    );
  });

  it('never lets a text cell start like a formula, whatever was typed', () => {
    fc.assert(
      fc.property(text, (typed) => {
        const [, written] = readCsv(toCsv(['Nom'], [[typed]]).slice(1));
        expect(FORMULA_STARTS.some((start) => written[0].startsWith(start))).toBe(false);
      }),
    );
  });

  it('writes numbers as a French spreadsheet reads them: whole as is, else two decimals and a comma', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const written = frenchDecimal(value);
        if (Number.isInteger(value)) expect(written).toBe(String(value));
        else expect(written).toMatch(/^-?\d+,\d{2}$/);
        expect(written).not.toContain(';');
      }),
    );
  });
});
