import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it, one string per line (pieces on one baseline joined by
 * a space), read by pdf.js: what the unit tests and the browser tests check a paper by.
 */
export async function pdfLines(data: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    // Text is read, never drawn: the fonts' glyph files are not needed (nor warned about).
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x, y] = item.transform as number[];
      const row = Math.round(y);
      rows.set(row, [...(rows.get(row) ?? []), { x, text: item.str }]);
    }
    for (const [, pieces] of [...rows].sort(([a], [b]) => b - a)) {
      lines.push(
        pieces
          .sort((a, b) => a.x - b.x)
          .map(({ text }) => text.trim())
          .join(' '),
      );
    }
  }
  await pdf.destroy();
  return lines;
}
