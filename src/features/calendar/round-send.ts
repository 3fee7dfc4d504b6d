import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { stubOrdersQuery } from '@/api/calendar-orders';
import { useSendInternalMail } from '@/api/mails';
import { personQuery } from '@/api/persons';
import { usePending } from '@/components/use-pending';
import { todayIso } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { CAPTCHA_UNTICKED } from '@/lib/form-messages';
import {
  type CardPayment,
  type RoundCountValues,
  roundCountOf,
  sheetSubject,
  sheetText,
} from '@/lib/round-count';
import { logFailure } from '@/platform/log';
import { useSession } from '@/stores/session';
import {
  NO_PHONE,
  ROUND_CARD_UNREAD,
  ROUND_FIX_COUNT,
  ROUND_NO_SELLER,
  ROUND_SENT,
  ROUND_SEND_FAILED,
} from './round-closing-messages';

/** What the count says under its buttons: done (a status) or refused (an alert). */
export interface Said {
  ok: boolean;
  text: string;
}

/**
 * The stub's card payments as the tour's list last read them (paid or not); null until they are
 * read, which a sheet waits for: a card total of 0 read from nothing would be a wrong sheet.
 */
export function useCardPayments(stubNumber: number) {
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

export type CardPayments = ReturnType<typeof useCardPayments>;

/**
 * `Envoyer au trésorier`: each field read by its rule, then the card payments, the captcha and
 * the seller, and the sheet mailed through the contact call. Whatever fails is said by `say` and
 * what was typed stays; `onSent` once the treasurer has it. The seller's name signs the sheet.
 */
export function useRoundSend({
  form,
  stubNumber,
  payments,
  say,
  onSent,
}: {
  form: UseFormReturn<RoundCountValues>;
  stubNumber: number;
  payments: CardPayment[] | null;
  say: (said: Said | null) => void;
  onSent: () => void;
}) {
  const sellerId = useSession((state) => state.userId);
  const userName = useSession((state) => state.userName);
  const seller = useQuery({ ...personQuery(sellerId), enabled: sellerId > 0 });
  const send = useSendInternalMail();
  const [sending, run] = usePending();
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // Offline, before the person was ever read, the sheet names the seller by their sign-in.
  const sellerName = seller.data
    ? `${seller.data.firstName} ${seller.data.lastName}`
    : (userName ?? '');

  const mail = async (values: RoundCountValues, read: CardPayment[], token: string) => {
    // The sender is the seller: read again if the screen opened without them (offline).
    const person = seller.data ?? (await seller.refetch()).data;
    if (!person) return say({ ok: false, text: ROUND_NO_SELLER });
    const name = `${person.firstName} ${person.lastName}`;
    try {
      await send.mutateAsync({
        email: person.email,
        phone: person.phone?.trim() || NO_PHONE,
        lastName: person.lastName,
        firstName: person.firstName,
        subject: sheetSubject(stubNumber),
        text: sheetText(roundCountOf(stubNumber, values), read, name, formatDate(todayIso())),
        recaptcha: token,
      });
    } catch (error) {
      logFailure('Bordereau de tournée', error);
      return say({ ok: false, text: ROUND_SEND_FAILED });
    } finally {
      // A captcha's token is good for one call: a new round either way.
      setRecaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
    onSent();
    say({ ok: true, text: ROUND_SENT });
  };

  const valid = (values: RoundCountValues) => {
    if (!payments) return say({ ok: false, text: ROUND_CARD_UNREAD });
    if (!recaptcha) return say({ ok: false, text: CAPTCHA_UNTICKED });
    say(null);
    void run(() => mail(values, payments, recaptcha));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    void form.handleSubmit(valid, () => say({ ok: false, text: ROUND_FIX_COUNT }))(event);
  };
  return { submit, sending, captchaRound, setRecaptcha, sellerName };
}

export type RoundSend = ReturnType<typeof useRoundSend>;
