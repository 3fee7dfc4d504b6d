import { type Ref, startTransition, useEffect, useState } from 'react';
import type { QRCodeSVG } from 'qrcode.react';

type Drawer = typeof QRCodeSVG;

/**
 * qrcode.react, fetched once per page when a screen first shows a code: it stays out of the
 * screen's first load. A failed fetch is forgotten, so that the next code tries again.
 */
let drawer: Promise<Drawer> | null = null;

function loadDrawer(): Promise<Drawer> {
  drawer ??= import('qrcode.react').then(
    (module) => module.QRCodeSVG,
    (error: unknown) => {
      drawer = null;
      throw error;
    },
  );
  return drawer;
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
 * its container, drawn by qrcode.react once the screen is painted (in a transition, so a tap is
 * never held by it). Its place is kept meanwhile, so nothing moves when it appears.
 */
export function QrCode({ value, size, label, ref }: QrCodeProps) {
  const [state, setState] = useState<{ draw: Drawer } | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadDrawer().then(
      (draw) => live && startTransition(() => setState({ draw })),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const style = { maxWidth: '100%', height: 'auto' };
  if (state === 'failed') {
    return (
      <p role="alert" className="text-danger mb-0" style={{ width: size, maxWidth: '100%' }}>
        {QR_FAILED}
      </p>
    );
  }
  if (!state) return <div style={{ ...style, width: size, aspectRatio: '1' }} aria-hidden="true" />;
  const Draw = state.draw;
  return (
    <Draw
      ref={ref}
      value={value}
      size={size}
      level="H"
      marginSize={2}
      role="img"
      aria-label={label}
      style={style}
    />
  );
}
