import { encode } from 'uqr';

/**
 * The modules of the QR code of `value`, `true` for dark, with a margin of two modules: error
 * correction level H (30 % of the code may be damaged or covered), the mask chosen as the
 * standard says (the one whose patterns a scanner reads best).
 */
export function qrMatrix(value: string): boolean[][] {
  return encode(value, { ecc: 'H', border: 2 }).data;
}
