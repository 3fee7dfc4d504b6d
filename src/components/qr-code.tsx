import { type Ref, useEffect, useState } from 'react';

/** Encodes in this page, in a task of its own: where there is no worker, or it would not start. */
function encodeHere(value: string, done: (matrix: boolean[][] | null) => void): () => void {
  let live = true;
  const timer = setTimeout(() => {
    import('@/lib/qr/qr-matrix').then(
      ({ qrMatrix }) => live && done(qrMatrix(value)),
      () => live && done(null),
    );
  });
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

/**
 * The QR code's modules, or null when they cannot be made (the encoder's chunk did not load): in
 * a worker where the browser has one, else (or when it fails) in the page.
 */
function encodeQr(value: string, done: (matrix: boolean[][] | null) => void): () => void {
  if (typeof Worker === 'undefined') return encodeHere(value, done);
  let stopHere = () => {};
  const worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<boolean[][]>) => {
    done(event.data);
    worker.terminate();
  };
  worker.onerror = () => {
    worker.terminate();
    stopHere = encodeHere(value, done);
  };
  worker.postMessage(value);
  return () => {
    worker.terminate();
    stopHere();
  };
}

/**
 * The codes drawn in this page, by value: one shown again (the member card, reopened in the street
 * without network) is drawn at once, with no worker nor chunk to fetch. A few are kept.
 */
const drawn = new Map<string, boolean[][]>();
const KEPT_DRAWINGS = 16;

function remember(value: string, matrix: boolean[][] | null): void {
  if (!matrix) return;
  drawn.set(value, matrix);
  if (drawn.size > KEPT_DRAWINGS) drawn.delete(drawn.keys().next().value ?? '');
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

export const QR_FAILED =
  "Le QR code n'a pas pu être affiché. Vérifiez votre connexion puis rechargez la page.";

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
  const [made, setMade] = useState<{ value: string; matrix: boolean[][] | null } | null>(null);
  useEffect(() => {
    if (drawn.has(value)) return;
    return encodeQr(value, (matrix) => {
      remember(value, matrix);
      setMade({ value, matrix });
    });
  }, [value]);
  const known = drawn.get(value);
  const encoded = known ? { value, matrix: known } : made;
  const style = { maxWidth: '100%', height: 'auto' };
  if (encoded?.value !== value) {
    return <div style={{ ...style, width: size, aspectRatio: '1' }} aria-hidden="true" />;
  }
  if (!encoded.matrix) {
    return (
      <p role="alert" className="text-danger mb-0" style={{ width: size, maxWidth: '100%' }}>
        {QR_FAILED}
      </p>
    );
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
