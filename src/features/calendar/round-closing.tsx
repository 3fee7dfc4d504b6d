import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { FormProvider, useForm } from 'react-hook-form';
import { Loading } from '@/components/screen';
import { type RoundCount, type RoundCountValues, countValuesOf } from '@/lib/round-count';
import { useSession } from '@/stores/session';
import { RoundCheques } from './round-cheques';
import { ROUND_ABANDONED, ROUND_COUNT_READING } from './round-closing-messages';
import { RoundCountFields } from './round-count-fields';
import { useCountKeeping, useKeptCount } from './round-draft';
import { type Said, useCardPayments, useRoundSend } from './round-send';
import { RoundSending } from './round-sending';

/**
 * `Clôturer la tournée`: the count of the current stub at the station's table (the calendars
 * handed out, the notes and coins, the cheques one by one, the card payments received), its totals
 * as they are typed, the sheet as a PDF and its sending to the treasurer
 * (docs/rules.md#closing-a-round). The count stays on this phone, for this seller, until sent.
 */
export function RoundClosing({ stubNumber }: { stubNumber: number }) {
  const sellerId = useSession((state) => state.userId);
  const kept = useKeptCount(sellerId, stubNumber);
  if (!kept) return <Loading label={ROUND_COUNT_READING} />;
  return <RoundCountForm key={`${sellerId}-${stubNumber}`} kept={kept} sellerId={sellerId} />;
}

/**
 * The count kept on the phone, in the form's fields (changed, it is kept again at once), and
 * under them what the last send or abandon said.
 */
function RoundCountForm({ kept, sellerId }: { kept: RoundCount; sellerId: number }) {
  const stubNumber = kept.stub;
  // Each field is read by its rule when the count is sent, then again as it changes; the focus
  // stays on `Envoyer au trésorier`, the alert under the buttons saying what to correct.
  const form = useForm<RoundCountValues>({
    defaultValues: countValuesOf(kept),
    shouldFocusError: false,
  });
  const [said, setSaid] = useState<Said | null>(null);
  const { keptSince, forget } = useCountKeeping(form, kept, sellerId, () => setSaid(null));
  const card = useCardPayments(stubNumber);
  const send = useRoundSend({
    form,
    stubNumber,
    payments: card.payments,
    say: setSaid,
    onSent: forget,
  });

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={send.submit}
        aria-labelledby="round-closing-title"
        className="mt-3"
      >
        <RoundCountFields keptSince={keptSince} />
        <RoundCheques />
        <RoundSending
          stubNumber={stubNumber}
          card={card}
          send={send}
          onAbandon={() => {
            forget();
            setSaid({ ok: true, text: ROUND_ABANDONED });
          }}
        />
        {said && (
          <Alert
            variant={said.ok ? 'success' : 'danger'}
            role={said.ok ? 'status' : 'alert'}
            className="mt-3 mb-0"
          >
            {said.text}
          </Alert>
        )}
      </Form>
    </FormProvider>
  );
}
