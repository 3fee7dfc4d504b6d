import { type Ref, useEffect, useState } from 'react';

/** The QR code's modules: in a worker where the browser has them, else in a task of its own. */
function encodeQr(value: string, done: (matrix: boolean[][]) => void): () => void {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<boolean[][]>) => {
      done(event.data);
      worker.terminate();
    };
    worker.postMessage(value);
    return () => worker.terminate();
  }
  let live = true;
  const timer = setTimeout(() => {
    void import('@/lib/qr/qr-matrix').then(({ qrMatrix }) => {
      if (live) done(qrMatrix(value));
    });
  });
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

/** One path for the dark modules, a row's runs of dark modules as rectangles. */
function darkModules(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code of `value` (level H, margin of two modules), `size` pixels wide and never wider than
 * its container. Encoded off the main thread after the screen is drawn; its place is kept
 * meanwhile, so nothing moves when it appears.
 */
export function QrCode({
  value,
  size,
  label,
  ref,
}: {
  value: string;
  size: number;
  label: string;
  ref?: Ref<SVGSVGElement>;
}) {
  const [encoded, setEncoded] = useState<{ value: string; matrix: boolean[][] } | null>(null);
  useEffect(() => encodeQr(value, (matrix) => setEncoded({ value, matrix })), [value]);
  const style = { maxWidth: '100%', height: 'auto' };
  if (encoded?.value !== value) {
    return <div style={{ ...style, width: size, aspectRatio: '1' }} aria-hidden="true" />;
  }
  const modules = encoded.matrix.length;
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={style}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={darkModules(encoded.matrix)} fill="#000" />
    </svg>
  );
}
