import { Button } from 'react-bootstrap';
import { formatEuro } from '@/lib/format';
import { type CardPayment, paidCardPayments } from '@/lib/round-count';
import {
  CARD_PAYMENTS_READING,
  CARD_PAYMENTS_UNREAD,
  NO_CARD_PAYMENT,
  cardPaymentsPending,
} from './round-closing-messages';

/** The stub's card payments: while read, not read (with `Réessayer`), or the paid ones listed. */
export function RoundCardPayments({
  payments,
  reading,
  retry,
}: {
  payments: CardPayment[] | null;
  reading: boolean;
  retry: () => void;
}) {
  if (!payments && reading) {
    return (
      <p className="mb-1" role="status">
        {CARD_PAYMENTS_READING}
      </p>
    );
  }
  if (!payments) {
    return (
      <div className="mb-1">
        <p className="mb-1">{CARD_PAYMENTS_UNREAD}</p>
        <Button variant="outline-primary" size="sm" onClick={retry}>
          Réessayer
        </Button>
      </div>
    );
  }
  const paid = paidCardPayments(payments);
  const pending = payments.length - paid.length;
  return (
    <>
      {paid.length ? (
        <ul className="list-unstyled mb-1" aria-label="Paiements par carte reçus">
          {paid.map((payment, index) => (
            <li key={index} className="d-flex justify-content-between gap-2">
              <span className="text-break">{payment.donor}</span>
              <span>{formatEuro(payment.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-1">{NO_CARD_PAYMENT}</p>
      )}
      {pending > 0 && <p className="small text-body-secondary">{cardPaymentsPending(pending)}</p>}
    </>
  );
}
