import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { stubOrdersQuery } from '@/api/calendar-orders';
import { forgetDraft, keepDraft, readDraft } from '@/platform/drafts';
import { logFailure } from '@/platform/log';
import { useSendInternalMail } from '@/api/mails';
import { personQuery } from '@/api/persons';
import { Captcha } from '@/components/captcha';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextInput } from '@/components/form/inputs';
import { PaperButton } from '@/components/paper-button';
import { loadPapers } from '@/components/paper/load-papers';
import { PendingButton } from '@/components/pending-button';
import { Loading } from '@/components/screen';
import { usePending } from '@/components/use-pending';
import { todayIso } from '@/lib/dates';
import { formatDate, formatEuro } from '@/lib/format';
import { CAPTCHA_UNTICKED } from '@/lib/form-messages';
import {
  CASH_LINES,
  type CardPayment,
  type CashKey,
  type CountField,
  type RoundCount,
  emptyRoundCount,
  formatCents,
  isCountOverdue,
  isCountStarted,
  isRoundCount,
  roundCountOverdue,
  roundCountProblems,
  roundDraftName,
  roundTotals,
  sheetSubject,
  sheetText,
} from '@/lib/round-count';
import { useSession } from '@/stores/session';
import {
  CARD_PAYMENTS_READING,
  CARD_PAYMENTS_UNREAD,
  CARD_TOTAL_UNREAD,
  CHEQUE_AMOUNT_HINT,
  NO_CARD_PAYMENT,
  NO_PHONE,
  OTHER_COINS_HINT,
  ROUND_ABANDONED,
  ROUND_CARD_UNREAD,
  ROUND_COUNT_KEPT,
  ROUND_COUNT_READING,
  ROUND_FIX_COUNT,
  ROUND_NO_SELLER,
  ROUND_SEND_FAILED,
  ROUND_SENT,
  cardPaymentsPending,
  roundAbandonAsked,
  totalWithoutCard,
} from './round-closing-messages';

/**
 * The stub's card payments as the tour's list last read them (paid or not); null until they are
 * read, which a sheet waits for: a card total of 0 read from nothing would be a wrong sheet.
 */
function useCardPayments(stubNumber: number) {
  const { data, isPending, refetch } = useQuery(stubOrdersQuery(stubNumber));
  const payments: CardPayment[] | null = data
    ? data.orders.map((order) => ({
        donor: order.donor,
        amount: order.amount,
        paid: order.paymentStatus === 'PAID',
      }))
    : null;
  return { payments, reading: isPending, retry: () => void refetch() };
}

/** The count kept on this device for this seller and stub: null while it is being read. */
function useKeptCount(sellerId: number, stubNumber: number) {
  const name = roundDraftName(sellerId, stubNumber);
  const [count, setCount] = useState<RoundCount | null>(null);
  useEffect(() => {
    // The section is drawn afresh for each stub (its key): no other stub's count is on view.
    let active = true;
    void readDraft(name, isRoundCount).then((kept) => {
      if (active) setCount(kept && kept.stub === stubNumber ? kept : emptyRoundCount(stubNumber));
    });
    return () => {
      active = false;
    };
  }, [name, stubNumber]);
  const change = (next: RoundCount) => {
    // The day it was first kept: an unsent count is not kept on past its time.
    const kept = { ...next, keptSince: next.keptSince ?? todayIso() };
    setCount(kept);
    void keepDraft(name, kept);
  };
  /** Sent or given up: gone from the device. */
  const forget = () => {
    setCount(emptyRoundCount(stubNumber));
    void forgetDraft(name);
  };
  return { count, change, forget };
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between gap-2 py-1 ${strong ? 'fw-bold fs-5' : ''}`}>
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0">{value}</dd>
    </div>
  );
}

/** The stub's card payments: while read, not read (with `Réessayer`), or the paid ones listed. */
function CardPayments({
  payments,
  reading,
  onRetry,
}: {
  payments: CardPayment[] | null;
  reading: boolean;
  onRetry: () => void;
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
        <Button variant="outline-primary" size="sm" onClick={onRetry}>
          Réessayer
        </Button>
      </div>
    );
  }
  const paid = payments.filter((payment) => payment.paid);
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

/**
 * `Clôturer la tournée`: the count of the current stub at the station's table (the calendars
 * handed out, the notes and coins, the cheques one by one, the card payments received), its totals
 * as they are typed, the sheet as a PDF and its sending to the treasurer
 * (docs/rules.md#closing-a-round). The count stays on this phone, for this seller, until sent.
 */
export function RoundClosing({ stubNumber }: { stubNumber: number }) {
  const sellerId = useSession((state) => state.userId);
  const userName = useSession((state) => state.userName);
  const { count, change, forget } = useKeptCount(sellerId, stubNumber);
  const [abandoning, setAbandoning] = useState(false);
  const { payments, reading, retry } = useCardPayments(stubNumber);
  const seller = useQuery({ ...personQuery(sellerId), enabled: sellerId > 0 });
  const send = useSendInternalMail();
  const [sending, run] = usePending();
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [checked, setChecked] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  if (!count) return <Loading label={ROUND_COUNT_READING} />;

  const problems = checked ? roundCountProblems(count) : {};
  const errorOf = (field: CountField) => problems[field] ?? null;
  const totals = roundTotals(count, payments ?? []);
  // Offline, before the person was ever read, the sheet names the seller by their sign-in.
  const sellerName = seller.data
    ? `${seller.data.firstName} ${seller.data.lastName}`
    : (userName ?? '');
  const today = todayIso();

  const update = (next: Partial<RoundCount>) => {
    setSaid(null);
    change({ ...count, ...next });
  };
  const setCash = (key: CashKey, value: string) =>
    update({ cash: { ...count.cash, [key]: value } });
  const setCheque = (index: number, field: 'amount' | 'bank', value: string) =>
    update({
      cheques: count.cheques.map((cheque, at) =>
        at === index ? { ...cheque, [field]: value } : cheque,
      ),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (Object.keys(roundCountProblems(count)).length) {
      setSaid({ ok: false, text: ROUND_FIX_COUNT });
      return;
    }
    if (!payments) {
      setSaid({ ok: false, text: ROUND_CARD_UNREAD });
      return;
    }
    if (!recaptcha) {
      setSaid({ ok: false, text: CAPTCHA_UNTICKED });
      return;
    }
    setSaid(null);
    void run(async () => {
      // The sender is the seller: read again if the screen opened without them (offline).
      const person = seller.data ?? (await seller.refetch()).data;
      if (!person) {
        setSaid({ ok: false, text: ROUND_NO_SELLER });
        return;
      }
      try {
        await send.mutateAsync({
          email: person.email,
          phone: person.phone?.trim() || NO_PHONE,
          lastName: person.lastName,
          firstName: person.firstName,
          subject: sheetSubject(stubNumber),
          text: sheetText(
            count,
            payments,
            `${person.firstName} ${person.lastName}`,
            formatDate(today),
          ),
          recaptcha,
        });
      } catch (error) {
        logFailure('Bordereau de tournée', error);
        setSaid({ ok: false, text: ROUND_SEND_FAILED });
        return;
      } finally {
        setRecaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      setChecked(false);
      forget();
      setSaid({ ok: true, text: ROUND_SENT });
    });
  };

  const makeSheet = async () => {
    if (!payments) return { reason: ROUND_CARD_UNREAD };
    const { roundSheetPdf } = await loadPapers();
    return roundSheetPdf({ count, payments, seller: sellerName, day: today });
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="round-closing-title" className="mt-3">
      <p>{ROUND_COUNT_KEPT}</p>
      {count.keptSince && isCountOverdue(count, today) && (
        <Alert variant="warning" role="status">
          {roundCountOverdue(formatDate(count.keptSince))}
        </Alert>
      )}
      <TextInput
        id="round-calendars"
        label="Calendriers remis"
        inputMode="numeric"
        autoComplete="off"
        value={count.calendars}
        onChange={(event) => update({ calendars: event.target.value })}
        error={errorOf('calendars')}
      />
      <fieldset className="mt-3">
        <legend className="h6">Espèces</legend>
        {CASH_LINES.map((line) => (
          <TextInput
            key={line.key}
            id={`round-${line.key}`}
            label={line.label}
            inputMode="numeric"
            autoComplete="off"
            value={count.cash[line.key]}
            onChange={(event) => setCash(line.key, event.target.value)}
            error={errorOf(line.key)}
          />
        ))}
        <TextInput
          id="round-other-coins"
          label="Autres pièces"
          hint={OTHER_COINS_HINT}
          inputMode="decimal"
          autoComplete="off"
          value={count.otherCoins}
          onChange={(event) => update({ otherCoins: event.target.value })}
          error={errorOf('otherCoins')}
        />
      </fieldset>
      <fieldset className="mt-3">
        <legend className="h6">Chèques</legend>
        {count.cheques.map((cheque, index) => {
          const n = index + 1;
          return (
            <fieldset key={n} className="border rounded p-2 mb-2">
              <legend className="fs-6 fw-semibold mb-1">Chèque {n}</legend>
              <TextInput
                id={`round-cheque-${n}-amount`}
                label="Montant"
                hint={CHEQUE_AMOUNT_HINT}
                inputMode="decimal"
                autoComplete="off"
                required
                value={cheque.amount}
                onChange={(event) => setCheque(index, 'amount', event.target.value)}
                error={errorOf(`cheque-${n}-amount`)}
              />
              <TextInput
                id={`round-cheque-${n}-bank`}
                label="Banque"
                autoComplete="off"
                value={cheque.bank}
                onChange={(event) => setCheque(index, 'bank', event.target.value)}
              />
              <Button
                variant="outline-danger"
                onClick={() =>
                  update({ cheques: count.cheques.filter((_cheque, at) => at !== index) })
                }
              >
                Retirer le chèque {n}
              </Button>
            </fieldset>
          );
        })}
        <Button
          variant="outline-primary"
          onClick={() => update({ cheques: [...count.cheques, { amount: '', bank: '' }] })}
        >
          Ajouter un chèque
        </Button>
      </fieldset>
      <section className="mt-3" aria-labelledby="round-card-title">
        <h3 id="round-card-title" className="h6">
          Carte
        </h3>
        <CardPayments payments={payments} reading={reading} onRetry={retry} />
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
      <Captcha key={captchaRound} onChange={setRecaptcha} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <PendingButton type="submit" size="lg" pending={sending}>
          Envoyer au trésorier
        </PendingButton>
        {isCountStarted(count) && (
          <Button variant="outline-danger" size="lg" onClick={() => setAbandoning(true)}>
            Abandonner ce comptage
          </Button>
        )}
      </div>
      <ConfirmDialog
        show={abandoning}
        title="Abandonner ce comptage ?"
        confirmLabel="Abandonner"
        pending={false}
        onConfirm={() => {
          setAbandoning(false);
          setChecked(false);
          forget();
          setSaid({ ok: true, text: ROUND_ABANDONED });
        }}
        onCancel={() => setAbandoning(false)}
      >
        {roundAbandonAsked(stubNumber)}
      </ConfirmDialog>
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
  );
}
