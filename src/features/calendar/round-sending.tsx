import { useFormContext, useWatch } from 'react-hook-form';
import { Captcha } from '@/components/captcha';
import { ConfirmedButton } from '@/components/confirmed-button';
import { PaperButton } from '@/components/paper-button';
import { loadPapers } from '@/components/paper/load-papers';
import { PendingButton } from '@/components/pending-button';
import { todayIso } from '@/lib/dates';
import {
  type RoundCountValues,
  formatCents,
  isCountStarted,
  roundCountOf,
  roundTotals,
} from '@/lib/round-count';
import { RoundCardPayments } from './round-card-payments';
import {
  CARD_TOTAL_UNREAD,
  ROUND_CARD_UNREAD,
  roundAbandonAsked,
  totalWithoutCard,
} from './round-closing-messages';
import type { CardPayments, RoundSend } from './round-send';

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between gap-2 py-1 ${strong ? 'fw-bold fs-5' : ''}`}>
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0">{value}</dd>
    </div>
  );
}

/**
 * The sending of the count: the stub's card payments, the totals as they are typed, the sheet as
 * a PDF, the captcha, `Envoyer au trésorier` and, once something is typed, `Abandonner ce
 * comptage` (confirmed).
 */
export function RoundSending({
  stubNumber,
  card,
  send,
  onAbandon,
}: {
  stubNumber: number;
  card: CardPayments;
  send: Omit<RoundSend, 'submit'>;
  onAbandon: () => void;
}) {
  const { control } = useFormContext<RoundCountValues>();
  const count = roundCountOf(stubNumber, useWatch({ control }) as RoundCountValues);
  const { payments } = card;
  const totals = roundTotals(count, payments ?? []);

  const makeSheet = async () => {
    if (!payments) return { reason: ROUND_CARD_UNREAD };
    const { roundSheetPdf } = await loadPapers();
    return roundSheetPdf({ count, payments, seller: send.sellerName, day: todayIso() });
  };

  return (
    <>
      <section className="mt-3" aria-labelledby="round-card-title">
        <h3 id="round-card-title" className="h6">
          Carte
        </h3>
        <RoundCardPayments {...card} />
      </section>
      <dl className="border-top border-bottom my-3 py-2" aria-label="Totaux de la tournée">
        <Total label="Espèces" value={formatCents(totals.cash)} />
        <Total label="Chèques" value={formatCents(totals.cheques)} />
        <Total label="Carte" value={payments ? formatCents(totals.card) : CARD_TOTAL_UNREAD} />
        <Total
          label="Total de la tournée"
          value={payments ? formatCents(totals.total) : totalWithoutCard(formatCents(totals.total))}
          strong
        />
      </dl>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <PaperButton what="Bordereau de tournée" make={makeSheet}>
          Télécharger le bordereau
        </PaperButton>
      </div>
      <Captcha key={send.captchaRound} onChange={send.setRecaptcha} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <PendingButton type="submit" size="lg" pending={send.sending}>
          Envoyer au trésorier
        </PendingButton>
        {isCountStarted(count) && (
          <ConfirmedButton
            label="Abandonner ce comptage"
            variant="outline-danger"
            size="lg"
            title="Abandonner ce comptage ?"
            confirmLabel="Abandonner"
            onConfirm={onAbandon}
          >
            {roundAbandonAsked(stubNumber)}
          </ConfirmedButton>
        )}
      </div>
    </>
  );
}
