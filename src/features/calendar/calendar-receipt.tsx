import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { PaperButton } from '@/components/paper-button';
import { env } from '@/config/env';
import { loadPapers } from '@/components/paper/load-papers';
import {
  type CalendarReceipt as Receipt,
  RECEIPT_NOT_FISCAL,
  donorLines,
  giftLine,
  receiptHead,
  thanksLine,
} from '@/components/paper/receipt-words';
import { association } from '@/config/association';
import { formatEuro } from '@/lib/format';
import { bindReturn, keptPurchaseFor, keptVersion, subscribeToKept } from './kept-purchase';

/**
 * `Télécharger le reçu` of the order `reference`, when this tab paid it (its purchase kept since
 * `Payer`, bound to this order on the payment's return: kept-purchase.ts); `otherwise` where it
 * did not. Fetched by the code screen only in a tab that holds a purchase, so that the screen's
 * first load carries none of it.
 */
export default function CalendarReceipt({
  reference,
  otherwise,
}: {
  reference: string;
  otherwise: ReactNode;
}) {
  // The demo's payment page returns within the page: the receipt appears when that is seen.
  useSyncExternalStore(subscribeToKept, keptVersion);
  // Stripe's return: a page opened at this code screen after `Payer` (a no-op once bound).
  bindReturn(reference);
  const kept = keptPurchaseFor(reference);
  if (!kept) return otherwise;
  const { purchase, paidOn } = kept;
  const receipt: Receipt = {
    reference,
    paidOn,
    year: env.calendarYear,
    firstName: purchase.firstName,
    lastName: purchase.lastName,
    address: purchase.address,
    amount: purchase.amount,
    stubNumber: purchase.stubNumber,
  };
  const make = async () => (await loadPapers()).calendarReceiptPdf(receipt);
  return (
    <>
      <PaperButton what="Reçu du calendrier" variant="primary" make={make}>
        Télécharger le reçu
      </PaperButton>
      {/* The receipt's accessible version: the PDF's very words, read on the page. */}
      <details className="mt-3 text-start">
        <summary style={{ minHeight: 44, lineHeight: '44px' }}>Le reçu en texte</summary>
        <dl className="mb-2">
          {receiptHead(receipt).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          <dt>Donateur</dt>
          <dd>
            {donorLines(receipt).map((line, index) => (
              <Fragment key={line}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </dd>
          <dt>{giftLine(receipt.year)}</dt>
          <dd>{formatEuro(receipt.amount)}</dd>
        </dl>
        <p className="mb-1">{thanksLine(association.fullName, receipt)}</p>
        <p className="fw-bold mb-0">{RECEIPT_NOT_FISCAL}</p>
      </details>
    </>
  );
}
