/**
 * CSV for a French spreadsheet: `;` between cells, `\r\n` between rows, UTF-8
 * with a BOM (so accents survive a double-click into the spreadsheet), decimal commas.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number as a French spreadsheet reads it: a whole number as is (`101`), any other with two
 * decimals and a comma (`12.5` → `12,50`). Not a finite number: ''.
 */
export function frenchDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}

/**
 * One cell. Numbers are formatted here, so they are never formulas (`-5,00` stays a number).
 * Text comes from people (a donor can type `=HYPERLINK(…)`): when it starts like a formula it
 * gets a leading `'`, then it is quoted if it holds a separator, a quote or a line break.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return frenchDecimal(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then the rows, each line ended by `\r\n`. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => `${row.map(cell).join(';')}\r\n`).join('');
}
