import { QRCodeSVG } from 'qrcode.react';

/**
 * The bare stack's page of a QR code: the code of the app's calendar code screen (the same
 * address for the order `X`, level H, 300 px, a margin of two modules) drawn by qrcode.react in
 * the page's first render, the simplest way.
 */
export default function QrPage() {
  return (
    <>
      <h1>Code</h1>
      <p className="lead">Le code QR d&apos;une commande, dessiné par qrcode.react.</p>
      <QRCodeSVG
        value={`${window.location.origin}/#/management/commissions/calendarCommandDetails/X`}
        size={300}
        level="H"
        marginSize={2}
        role="img"
        aria-label="QR code de la commande"
      />
    </>
  );
}
