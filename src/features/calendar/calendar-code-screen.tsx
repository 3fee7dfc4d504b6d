import { useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { PaperButton } from '@/components/paper-button';
import { type NoPaper, loadPapers } from '@/lib/pdf/load-papers';
import { QrCode } from '@/components/qr-code';
import { Screen } from '@/components/screen';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { saveFile } from '@/lib/download';
import { externalIdentifierFrom } from './calendar-rules';
import { bindPurchase, keptPurchaseFor } from './kept-purchase';

export const NO_RECEIPT_HERE =
  "Pas de reçu sur cet appareil : le reçu se télécharge depuis l'appareil qui a payé, juste après le paiement (ce code ne contient aucune donnée personnelle).";

/** The receipt of the order `reference`, when this tab paid it; else why there is none. */
async function receiptOf(reference: string) {
  const kept = keptPurchaseFor(reference);
  if (!kept) return { reason: NO_RECEIPT_HERE } satisfies NoPaper;
  const { calendarReceiptPdf } = await loadPapers();
  const { person, amount, stubNumber } = kept.purchase;
  return calendarReceiptPdf({
    reference,
    paidOn: kept.paidOn,
    year: env.calendarYear,
    firstName: person.firstName,
    lastName: person.lastName,
    address: person.address,
    amount,
    stubNumber,
  });
}

/** 'Code Calendrier {year}': the QR code of the order the firefighter scans. */
export function CalendarCodeScreen() {
  const { externalIdentifier: param } = useParams();
  const identifier = externalIdentifierFrom(param, window.location.href);
  const qrRef = useRef<HTMLDivElement>(null);
  // Stripe's return: the purchase this tab just paid becomes this order's.
  useState(() => bindPurchase(identifier));

  const download = () => {
    const svg = qrRef.current?.querySelector('svg');
    if (!svg) return;
    const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
    saveFile(blob, `calendrier-${env.calendarYear}-${identifier}.svg`);
  };

  return (
    <Screen title={`Code Calendrier ${env.calendarYear}`} width="narrow">
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
            <PaperButton what="Reçu du calendrier" make={() => receiptOf(identifier)}>
              Télécharger le reçu
            </PaperButton>
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
