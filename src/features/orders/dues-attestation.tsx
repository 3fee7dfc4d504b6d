import { useQueryClient } from '@tanstack/react-query';
import { personQuery } from '@/api/persons';
import type { Order } from '@/api/types';
import { PaperButton } from '@/components/paper-button';
import { todayIso } from '@/lib/dates';
import { duesOf, duesYearOf } from '@/lib/dues-orders';
import { loadPapers } from '@/components/paper/load-papers';

/**
 * `Attestation de paiement` of a paid dues order: the member (named by the order, else read),
 * each due with its amount, the date, the order number, the association.
 */
export default function DuesAttestationButton({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const make = async () => {
    const named = order.person?.firstName && order.person.lastName ? order.person : null;
    const person = named ?? (await queryClient.fetchQuery(personQuery(order.person?.id ?? 0)));
    const { duesAttestationPdf } = await loadPapers();
    return duesAttestationPdf({
      orderId: order.id,
      paidOn: order.date ?? '',
      issuedOn: todayIso(),
      year: duesYearOf(order),
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      dues: duesOf(order),
      total: order.total ?? 0,
    });
  };
  return (
    <div className="mb-3">
      <PaperButton what="Attestation de paiement" make={make}>
        Attestation de paiement
      </PaperButton>
    </div>
  );
}
