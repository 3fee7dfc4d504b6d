import { encode } from 'uqr';
import { qrMatrix } from './qr-matrix';
import { readQr } from '../../../tests/unit/read-qr';

/** The matrix drawn as QrCode draws it, for the reader of the tests. */
function asSvg(matrix: boolean[][]): Element {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${matrix.length} ${matrix.length}`);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute(
    'd',
    matrix
      .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
      .join(''),
  );
  svg.append(path);
  return svg;
}

describe('the QR codes the app draws', () => {
  const address =
    'https://amicale.exemple.fr/#/management/commissions/calendarCommandDetails/cal-2026-0001';

  it('read back as what they encode', () => {
    expect(readQr(asSvg(qrMatrix(address)))).toBe(address);
  });

  it('take the highest error correction (H) and a margin of two light modules', () => {
    const matrix = qrMatrix(address);
    // Level H needs a larger code than level L for the same address.
    expect(matrix.length).toBeGreaterThan(encode(address, { ecc: 'L', border: 2 }).size);
    expect(matrix.length).toBe(encode(address, { ecc: 'H', border: 0 }).size + 4);
    for (const edge of [matrix[0], matrix[1], matrix.at(-1), matrix.at(-2)]) {
      expect(edge?.every((dark) => !dark)).toBe(true);
    }
  });
});
