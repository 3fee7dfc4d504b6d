import type { Ref } from 'react';
import { QRCodeSVG } from 'qrcode.react';

interface QrCodeProps {
  value: string;
  size: number;
  label: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A QR code of `value` (level H, margin of two modules), `size` pixels wide and never wider than
 * its container, drawn by qrcode.react with the screen. qrcode.react comes in the chunk of the
 * screens that show a code, never in another first load. Drawn in the first render rather than
 * fetched or drawn after it: measured by `npm run lighthouse` on the code screen, a later fetch
 * put a second round trip before the largest paint, and a later drawing a long task after it.
 */
export function QrCode({ value, size, label, ref }: QrCodeProps) {
  return (
    <QRCodeSVG
      ref={ref}
      value={value}
      size={size}
      level="H"
      marginSize={2}
      role="img"
      aria-label={label}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
