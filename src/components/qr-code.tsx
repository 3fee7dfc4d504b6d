import { type Ref, useEffect, useState } from 'react';
import { onSessionEnd } from '@/stores/user-state';

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
 * without network) is drawn at once, with no worker nor chunk to fetch. A few are kept, for the
 * session only: a member card's code is the person's, and the next person on this device does not
 * find it in memory (docs/rules.md#session-and-what-the-browser-keeps).
 */
const drawn = new Map<string, boolean[][]>();
const KEPT_DRAWINGS = 16;
/** Moves at each session's end: a code encoded for the session before is not kept. */
let generation = 0;

onSessionEnd(() => {
  drawn.clear();
  generation += 1;
});

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

interface QrCodeProps {
  value: string;
  size: number;
  label: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A QR code of `value` (level H, margin of two modules), `size` pixels wide and never wider than
 * its container. Encoded off the main thread after the screen is drawn; its place is kept
 * meanwhile, so nothing moves when it appears.
 */
export function QrCode(props: QrCodeProps) {
  // A new value is a new drawing, with its own state.
  return <QrDrawing key={props.value} {...props} />;
}

function QrDrawing({ value, size, label, ref }: QrCodeProps) {
  // What the code shows is its own: forgetting the page's drawings at a session's end does not
  // blank a code left on screen (an expiry keeps the screen). `undefined`: not encoded yet.
  const [matrix, setMatrix] = useState<boolean[][] | null | undefined>(() => drawn.get(value));
  const encoded = matrix !== undefined;
  useEffect(() => {
    if (encoded) return;
    const encodedIn = generation;
    return encodeQr(value, (made) => {
      if (encodedIn === generation) remember(value, made);
      setMatrix(made);
    });
  }, [value, encoded]);
  const style = { maxWidth: '100%', height: 'auto' };
  if (matrix === undefined) {
    return <div style={{ ...style, width: size, aspectRatio: '1' }} aria-hidden="true" />;
  }
  if (!matrix) {
    return (
      <p role="alert" className="text-danger mb-0" style={{ width: size, maxWidth: '100%' }}>
        {QR_FAILED}
      </p>
    );
  }
  const modules = matrix.length;
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
      <path d={darkModules(matrix)} fill="#000" />
    </svg>
  );
}
