import jsQR from 'jsqr';

const SCALE = 4;

/**
 * What a QR code drawn by `QrCode` (qrcode.react's SVG) says: its dark modules' path (the last
 * one; the first paints the white background) read back into modules, the modules into pixels
 * (four a module, on white), the pixels decoded by jsQR as a phone's camera would.
 */
export function readQr(svg: Element): string | null {
  const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const paths = svg.querySelectorAll('path');
  const path = paths[paths.length - 1]?.getAttribute('d') ?? '';
  const dark = Array.from({ length: modules }, () => new Array<boolean>(modules).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      dark[Number(y)][column] = true;
    }
  }
  const side = modules * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py += 1) {
    for (let px = 0; px < side; px += 1) {
      if (!dark[Math.floor(py / SCALE)][Math.floor(px / SCALE)]) continue;
      const at = (py * side + px) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
