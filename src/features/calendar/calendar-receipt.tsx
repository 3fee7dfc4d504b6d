import type { ReactNode } from 'react';
import { PaperButton } from '@/components/paper-button';
import { env } from '@/config/env';
import { loadPapers } from '@/lib/pdf/load-papers';
import { bindPurchase, keptPurchaseFor } from './kept-purchase';

/**
 * `Télécharger le reçu` of the order `reference`, when this tab paid it (its purchase kept since
 * `Payer`); `otherwise` where it did not. Fetched by the code screen only in a tab that holds a
 * purchase, so that the screen's first load carries none of it: the first code screen the tab
 * reaches after paying binds the purchase to its order.
 */
export default function CalendarReceipt({
  reference,
  otherwise,
}: {
  reference: string;
  otherwise: ReactNode;
}) {
  // Stripe's return: the purchase this tab has just paid becomes this order's.
  bindPurchase(reference);
  const kept = keptPurchaseFor(reference);
  if (!kept) return otherwise;
  const make = async () => {
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
  };
  return (
    <PaperButton what="Reçu du calendrier" variant="primary" make={make}>
      Télécharger le reçu
    </PaperButton>
  );
}
