import { calendarDaysFrom } from './dates';
import { formatEuro } from './format';

/**
 * The count of a calendar round at the station's table (docs/rules.md#closing-a-round): the
 * calendars handed out, the notes and coins by denomination, the other coins as one amount, the
 * cheques one by one, and the stub's card payments as the backend last gave them (paid ones only).
 * Everything typed is kept as typed (a half-typed `12,` stays on screen); the totals read it.
 * Money is counted in cents, so that 0,10 € + 0,20 € is 0,30 €.
 */

/** The notes and coins counted one by one, largest first, with their value in cents. */
export const CASH_LINES = [
  { key: 'notes50', label: 'Billets de 50 €', cents: 5000 },
  { key: 'notes20', label: 'Billets de 20 €', cents: 2000 },
  { key: 'notes10', label: 'Billets de 10 €', cents: 1000 },
  { key: 'notes5', label: 'Billets de 5 €', cents: 500 },
  { key: 'coins2', label: 'Pièces de 2 €', cents: 200 },
  { key: 'coins1', label: 'Pièces de 1 €', cents: 100 },
] as const;

export type CashKey = (typeof CASH_LINES)[number]['key'];

export interface Cheque {
  /** The amount as typed: `25`, `12,50`, `12.5`. */
  amount: string;
  /** Optional. */
  bank: string;
}

export interface RoundCount {
  stub: number;
  /** `Calendriers remis`, as typed. */
  calendars: string;
  /** Each denomination's count, as typed. */
  cash: Record<CashKey, string>;
  /** `Autres pièces`: the small coins as one amount, as typed. */
  otherCoins: string;
  cheques: Cheque[];
  /** `YYYY-MM-DD`: the day the count was first kept on the device (none: nothing typed yet). */
  keptSince?: string;
}

/** What is typed of a count (a form's values): the count without its stub and its day. */
export type RoundCountValues = Omit<RoundCount, 'stub' | 'keptSince'>;

/** What is typed of `count`, apart from its stub and its day. */
export function countValuesOf(count: RoundCount): RoundCountValues {
  return {
    calendars: count.calendars,
    cash: { ...count.cash },
    otherCoins: count.otherCoins,
    cheques: count.cheques.map((cheque) => ({ ...cheque })),
  };
}

/** The count of `stub` holding what is typed, kept since `keptSince` if it was kept. */
export function roundCountOf(
  stub: number,
  values: RoundCountValues,
  keptSince?: string,
): RoundCount {
  return keptSince ? { ...values, stub, keptSince } : { ...values, stub };
}

/**
 * How long an unsent count is kept on the device before the seller is asked to send it or give
 * it up (docs/rules.md#closing-a-round): the campaign lasts about two months.
 */
export const ROUND_COUNT_KEPT_DAYS = 60;

/** Whether a count kept since `keptSince` has waited more than `ROUND_COUNT_KEPT_DAYS` by `today`. */
export function isCountOverdue(count: Pick<RoundCount, 'keptSince'>, today: string): boolean {
  if (!count.keptSince) return false;
  return calendarDaysFrom(count.keptSince, today) > ROUND_COUNT_KEPT_DAYS;
}

/** What a count kept past its time says above it, `day` as `jj/mm/aaaa`. */
export const roundCountOverdue = (day: string) =>
  `Ce comptage attend sur ce téléphone depuis le ${day}, plus de ${ROUND_COUNT_KEPT_DAYS} jours : envoyez-le au trésorier ou abandonnez-le.`;

/** Whether anything of the count was typed (a count to give up). */
export function isCountStarted(count: RoundCountValues): boolean {
  return (
    count.calendars.trim() !== '' ||
    count.otherCoins.trim() !== '' ||
    count.cheques.length > 0 ||
    CASH_LINES.some((line) => count.cash[line.key].trim() !== '')
  );
}

/** A card payment of the stub, as the tour's list reads it. */
export interface CardPayment {
  donor: string;
  /** In euros, as the backend gives it. */
  amount: number;
  paid: boolean;
}

export interface RoundTotals {
  /** All in cents. */
  cash: number;
  cheques: number;
  card: number;
  total: number;
}

export function emptyRoundCount(stub: number): RoundCount {
  return {
    stub,
    calendars: '',
    cash: { notes50: '', notes20: '', notes10: '', notes5: '', coins2: '', coins1: '' },
    otherCoins: '',
    cheques: [],
  };
}

/** A count as typed: empty is 0; digits only (spaces allowed); anything else is null. */
export function parseCount(typed: string): number | null {
  const text = typed.replace(/\s/g, '');
  if (text === '') return 0;
  if (!/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

/**
 * An amount in euros as typed, with a comma or a point and at most two decimals (`12,50`,
 * `12.5`, `12`, `0,2`), spaces allowed between thousands: its cents. Empty is 0; anything else
 * (a sign, letters, three decimals) is null.
 */
export function parseAmount(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f€]/g, '');
  if (text === '') return 0;
  const match = /^(\d{1,7})(?:[,.](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the sheet says them: `12,50 €`. */
export function formatCents(cents: number): string {
  return formatEuro(cents / 100);
}

/** The card payments that count: the paid ones (a pending one may still fail). */
export function paidCardPayments(payments: readonly CardPayment[]): CardPayment[] {
  return payments.filter((payment) => payment.paid);
}

const euroCents = (amount: number) => Math.round(amount * 100);

/** The round's totals: what cannot be read counts for nothing until it is corrected. */
export function roundTotals(
  count: RoundCountValues,
  payments: readonly CardPayment[],
): RoundTotals {
  const cash =
    CASH_LINES.reduce(
      (sum, line) => sum + (parseCount(count.cash[line.key]) ?? 0) * line.cents,
      0,
    ) + (parseAmount(count.otherCoins) ?? 0);
  const cheques = count.cheques.reduce((sum, cheque) => sum + (parseAmount(cheque.amount) ?? 0), 0);
  const card = paidCardPayments(payments).reduce(
    (sum, payment) => sum + euroCents(payment.amount),
    0,
  );
  return { cash, cheques, card, total: cash + cheques + card };
}

// What the counts' and amounts' fields say when they cannot be read, beside the rules below.
export const COUNT_INVALID = 'Indiquez un nombre entier (des chiffres uniquement).';
export const AMOUNT_INVALID = 'Indiquez un montant en euros, par exemple 12,50.';
export const CHEQUE_AMOUNT_REQUIRED = 'Indiquez le montant du chèque.';

/** What a count of pieces (`Calendriers remis`, a denomination) says when it cannot be read. */
export const countProblem = (typed: string): string | null =>
  parseCount(typed) === null ? COUNT_INVALID : null;

/** What an amount in euros (`Autres pièces`) says when it cannot be read. */
export const amountProblem = (typed: string): string | null =>
  parseAmount(typed) === null ? AMOUNT_INVALID : null;

/** What a cheque's amount says when it is missing or cannot be read. */
export const chequeAmountProblem = (typed: string): string | null =>
  typed.trim() === '' ? CHEQUE_AMOUNT_REQUIRED : amountProblem(typed);

/** One line of the sheet: what, how many or from whom, and its amount in cents. */
export interface SheetLine {
  label: string;
  detail: string;
  cents: number;
}

/** The sheet's sections, in the order the treasurer reads them. */
export interface RoundSheet {
  cash: SheetLine[];
  cheques: SheetLine[];
  card: SheetLine[];
  totals: RoundTotals;
}

/** The count as lines and totals, for the PDF and the e-mail alike. */
export function roundSheet(count: RoundCount, payments: readonly CardPayment[]): RoundSheet {
  const cash: SheetLine[] = CASH_LINES.map((line) => {
    const pieces = parseCount(count.cash[line.key]) ?? 0;
    return { label: line.label, detail: `× ${pieces}`, cents: pieces * line.cents };
  });
  cash.push({ label: 'Autres pièces', detail: '', cents: parseAmount(count.otherCoins) ?? 0 });
  const cheques = count.cheques.map((cheque, index) => ({
    label: `Chèque ${index + 1}`,
    detail: cheque.bank.trim(),
    cents: parseAmount(cheque.amount) ?? 0,
  }));
  const card = paidCardPayments(payments).map((payment) => ({
    label: 'Carte',
    detail: payment.donor,
    cents: euroCents(payment.amount),
  }));
  return { cash, cheques, card, totals: roundTotals(count, payments) };
}

/** `bordereau-souche-{n}-{aaaa-mm-jj}.pdf`, of the day of the count (`YYYY-MM-DD`). */
export function sheetFileName(stub: number, day: string): string {
  return `bordereau-souche-${stub}-${day}.pdf`;
}

/** The e-mail's subject. */
export const sheetSubject = (stub: number) => `Bordereau de tournée – souche ${stub}`;

/** The e-mail's text: the counts and totals, one per line, as the sheet has them. */
export function sheetText(
  count: RoundCount,
  payments: readonly CardPayment[],
  seller: string,
  day: string,
): string {
  const sheet = roundSheet(count, payments);
  const line = ({ label, detail, cents }: SheetLine) =>
    `${label}${detail ? ` ${detail}` : ''} : ${formatCents(cents)}`;
  return [
    `Bordereau de tournée – souche ${count.stub}`,
    `Vendeur : ${seller}`,
    `Date : ${day}`,
    `Calendriers remis : ${parseCount(count.calendars) ?? 0}`,
    '',
    'Espèces',
    ...sheet.cash.map(line),
    '',
    'Chèques',
    ...(sheet.cheques.length ? sheet.cheques.map(line) : ['Aucun chèque']),
    '',
    'Carte (paiements reçus)',
    ...(sheet.card.length ? sheet.card.map(line) : ['Aucun paiement par carte']),
    '',
    `Espèces : ${formatCents(sheet.totals.cash)}`,
    `Chèques : ${formatCents(sheet.totals.cheques)}`,
    `Carte : ${formatCents(sheet.totals.card)}`,
    `Total de la tournée : ${formatCents(sheet.totals.total)}`,
  ].join('\n');
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A count read back from the device: its exact shape, or it is not one (garbage is dropped). */
export function isRoundCount(data: unknown): data is RoundCount {
  if (typeof data !== 'object' || data === null) return false;
  const count = data as Partial<Record<keyof RoundCount, unknown>>;
  const cash = count.cash as Partial<Record<CashKey, unknown>> | null | undefined;
  return (
    typeof count.stub === 'number' &&
    Number.isInteger(count.stub) &&
    count.stub > 0 &&
    isText(count.calendars) &&
    typeof cash === 'object' &&
    cash !== null &&
    CASH_LINES.every((line) => isText(cash[line.key])) &&
    isText(count.otherCoins) &&
    (count.keptSince === undefined || isText(count.keptSince)) &&
    Array.isArray(count.cheques) &&
    count.cheques.every(
      (cheque: unknown) =>
        typeof cheque === 'object' &&
        cheque !== null &&
        isText((cheque as Partial<Cheque>).amount) &&
        isText((cheque as Partial<Cheque>).bank),
    )
  );
}

/** The draft's name: its seller and stub, so that another person on the phone never reads it. */
export const roundDraftName = (sellerId: number, stub: number) => `tournee-${sellerId}-${stub}`;
