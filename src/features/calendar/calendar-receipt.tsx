import { type ReactNode, useSyncExternalStore } from 'react';
import { PaperButton } from '@/components/paper-button';
import { env } from '@/config/env';
import { loadPapers } from '@/components/paper/load-papers';
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
  const make = async () => {
    const { calendarReceiptPdf } = await loadPapers();
    return calendarReceiptPdf({
      reference,
      paidOn,
      year: env.calendarYear,
      firstName: purchase.firstName,
      lastName: purchase.lastName,
      address: purchase.address,
      amount: purchase.amount,
      stubNumber: purchase.stubNumber,
    });
  };
  return (
    <PaperButton what="Reçu du calendrier" variant="primary" make={make}>
      Télécharger le reçu
    </PaperButton>
  );
}
