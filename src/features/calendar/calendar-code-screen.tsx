import { Suspense, lazy, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { Link, useParams } from 'react-router-dom';
import { QrCode } from '@/components/qr-code';
import { Screen } from '@/components/screen';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { KEPT_PURCHASE_KEY, externalIdentifierFrom } from './page-opening';

const CalendarReceipt = lazy(() => import('./calendar-receipt'));

export const NO_RECEIPT_HERE =
  "Le reçu se télécharge sur l'appareil qui a payé, juste après le paiement : ce code ne contient aucune donnée personnelle.";

/** 'Code Calendrier {year}': the QR code of the order the firefighter scans. */
export function CalendarCodeScreen() {
  const { externalIdentifier: param } = useParams();
  const identifier = externalIdentifierFrom(param, window.location.href);
  const qrRef = useRef<HTMLDivElement>(null);
  // A tab that paid holds its purchase: only there is the receipt's code fetched.
  const [paidHere] = useState(() => {
    try {
      return sessionStorage.getItem(KEPT_PURCHASE_KEY) !== null;
    } catch {
      return false;
    }
  });
  const noReceipt = <p className="small text-body-secondary mt-3 mb-0 w-100">{NO_RECEIPT_HERE}</p>;

  const download = () => {
    const svg = qrRef.current?.querySelector('svg');
    if (!svg) return;
    const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `calendrier-${env.calendarYear}-${identifier}.svg`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Screen title={`Code Calendrier ${env.calendarYear}`} width="narrow" street>
      {identifier ? (
        <div className="text-center">
          <p className="lead">Merci pour votre soutien aux sapeurs-pompiers !</p>
          <p>
            Montrez ce code au sapeur-pompier qui vous remet le calendrier : il lui permet de
            retrouver votre commande.
          </p>
          <div
            ref={qrRef}
            className="d-inline-block bg-white p-3 border rounded my-3 mw-100"
            data-testid="calendar-qr"
          >
            <QrCode
              // The order's staff screen, its identifier URI-encoded.
              value={paths.calendarOrderDetails.absoluteHref(identifier)}
              size={300}
              label="QR code de la commande"
            />
          </div>
          <p className="small text-body-secondary text-break">Commande n° {identifier}</p>
          <div className="d-flex justify-content-center gap-2 flex-wrap d-print-none">
            <Button variant="primary" onClick={download}>
              Télécharger le code
            </Button>
            <Button variant="outline-primary" onClick={() => window.print()}>
              Imprimer
            </Button>
            {paidHere ? (
              <Suspense fallback={null}>
                <CalendarReceipt reference={identifier} otherwise={noReceipt} />
              </Suspense>
            ) : (
              noReceipt
            )}
          </div>
        </div>
      ) : (
        <Alert variant="warning">
          Aucun code de commande dans cette adresse.{' '}
          <Link to={paths.calendar.getHref()}>Acheter un calendrier</Link>
        </Alert>
      )}
    </Screen>
  );
}
