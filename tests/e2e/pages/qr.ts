import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * What a QR code on screen says, read as a phone's camera would: the SVG drawn into a canvas in
 * the page (with a white margin), its pixels decoded by jsQR.
 */
export async function decodeQr(qr: Locator): Promise<string | null> {
  const drawn = await qr.evaluate(async (svg) => {
    const side = Math.round(svg.getBoundingClientRect().width);
    const frame = side + 60;
    const source = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = frame;
    canvas.height = frame;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, frame, frame);
    context.drawImage(image, 30, 30, side, side);
    return { frame, pixels: Array.from(context.getImageData(0, 0, frame, frame).data) };
  });
  if (!drawn) return null;
  return jsQR(Uint8ClampedArray.from(drawn.pixels), drawn.frame, drawn.frame)?.data ?? null;
}
