import type { CalendarPurchase } from '@/api/types';
import { toIsoDate } from '@/lib/dates';
import {
  KEPT_PURCHASE_KEY,
  PAYMENT_PAGES_ORIGIN,
  type PageOpening,
  externalIdentifierFrom,
  openedAfter,
  pageOpening,
} from './page-opening';

/**
 * The purchases this tab paid, kept in it (sessionStorage) so that each order's code screen can
 * give its receipt: the QR code and its address hold no personal data, and the backend gives a
 * donor no way to read an order back. See docs/rules.md#receipts-and-attestations.
 *
 * - `Payer` keeps the purchase as the one the tab is leaving for the payment with: only what
 *   the receipt prints (never the e-mail), and the address it leaves from.
 * - It becomes an order's only on the payment's return, once: the code screen the payment sends
 *   the tab back to. That is a page opened at that code screen after `Payer` (Stripe's return),
 *   or, when the payment page is in the tab (the demo's), the address that page leads to.
 *   The purchase screen shown again (a cancelled payment, the browser's Back), or any other
 *   address after the payment page, drops it: a code screen opened otherwise gets nothing.
 * - Each order keeps its own purchase: a later purchase, paid or abandoned, never changes it.
 * - All of it is forgotten six hours after `Payer`.
 */

/** How long the tab keeps a purchase after `Payer`. */
export const KEPT_FOR_MS = 6 * 3600 * 1000;

/** What a receipt prints of the donor's purchase, and nothing else. */
export interface ReceiptDetails {
  firstName: string;
  lastName: string;
  address: { streetNumber: string; streetName: string; postalCode: string; city: string };
  amount: number;
  stubNumber: number;
}

/** A purchase that became an order. */
export interface PaidPurchase {
  reference: string;
  /** The day the payment returned, YYYY-MM-DD (local). */
  paidOn: string;
  /** When `Payer` was pressed (ms since the epoch). */
  keptAt: number;
  purchase: ReceiptDetails;
}

/** The purchase the tab left for the payment with, not an order's yet. */
interface PendingPurchase {
  purchase: ReceiptDetails;
  keptAt: number;
  /** The address the tab left from (the purchase screen's). */
  from: string;
  /** The payment page, when it is in the tab (the demo's stand-in for Stripe). */
  payment?: string;
}

interface Kept {
  pending?: PendingPurchase;
  paid: PaidPurchase[];
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function receiptDetails(value: unknown): ReceiptDetails | null {
  const { firstName, lastName, address, amount, stubNumber } = fieldsOf(value);
  const { streetNumber, streetName, postalCode, city } = fieldsOf(address);
  const complete =
    isText(firstName) &&
    isText(lastName) &&
    isText(streetNumber) &&
    isText(streetName) &&
    isText(postalCode) &&
    isText(city) &&
    isTime(amount) &&
    isTime(stubNumber);
  return complete
    ? {
        firstName,
        lastName,
        address: { streetNumber, streetName, postalCode, city },
        amount,
        stubNumber,
      }
    : null;
}

/** What is stored, read field by field: anything else (an older shape, garbage) is nothing. */
function parse(text: string): Kept | null {
  const { pending, paid } = fieldsOf(JSON.parse(text));
  if (!Array.isArray(paid)) return null;
  const kept: Kept = { paid: [] };
  for (const entry of paid) {
    const { reference, paidOn, keptAt, purchase } = fieldsOf(entry);
    const details = receiptDetails(purchase);
    if (!isText(reference) || !isText(paidOn) || !isTime(keptAt) || !details) return null;
    kept.paid.push({ reference, paidOn, keptAt, purchase: details });
  }
  if (pending !== undefined) {
    const { purchase, keptAt, from, payment } = fieldsOf(pending);
    const details = receiptDetails(purchase);
    if (!details || !isTime(keptAt) || !isText(from)) return null;
    if (payment !== undefined && !isText(payment)) return null;
    kept.pending = {
      purchase: details,
      keptAt,
      from,
      ...(payment === undefined ? {} : { payment }),
    };
  }
  return kept;
}

/** The tab's purchases of the last six hours; what is older or unreadable is dropped. */
function read(now = Date.now()): Kept {
  const storage = tabStorage();
  let kept: Kept | null = null;
  try {
    const text = storage?.getItem(KEPT_PURCHASE_KEY);
    if (text == null) return { paid: [] };
    kept = parse(text);
  } catch {
    kept = null;
  }
  if (!kept) {
    // An older version's purchase may hold a donor's e-mail: not kept a moment longer.
    write({ paid: [] });
    return { paid: [] };
  }
  const fresh = (keptAt: number) => now - keptAt <= KEPT_FOR_MS;
  const current: Kept = { paid: kept.paid.filter((entry) => fresh(entry.keptAt)) };
  if (kept.pending && fresh(kept.pending.keptAt)) current.pending = kept.pending;
  if (current.paid.length !== kept.paid.length || current.pending !== kept.pending) write(current);
  return current;
}

function write(kept: Kept): void {
  const storage = tabStorage();
  try {
    // Nothing kept, no key: the code screen fetches the receipt's code only where there is one.
    if (!kept.pending && kept.paid.length === 0) storage?.removeItem(KEPT_PURCHASE_KEY);
    else storage?.setItem(KEPT_PURCHASE_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only costs the receipt.
  }
}

/** Told when a purchase becomes an order's while its code screen is on view. */
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the receipt appears when the payment's return is seen. */
export function subscribeToKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const keptVersion = (): number => version;

/**
 * The pending purchase becomes `reference`'s, unless that order has one already. `notify` tells
 * a code screen on view (not when the code screen itself binds, while it renders).
 */
function bind(kept: Kept, reference: string, now: number, notify: boolean): void {
  const { pending } = kept;
  if (!pending) return;
  delete kept.pending;
  if (reference && !kept.paid.some((entry) => entry.reference === reference)) {
    kept.paid.push({
      reference,
      paidOn: toIsoDate(new Date(now)),
      keptAt: pending.keptAt,
      purchase: pending.purchase,
    });
  }
  write(kept);
  if (notify) changed();
}

function dropPending(kept: Kept): void {
  if (!kept.pending) return;
  delete kept.pending;
  write(kept);
}

/**
 * The payment page in the tab (the demo's) is left by changing the address' fragment, which
 * the browser tells with `hashchange` (the app's own links do not: they push their address).
 * The first change after `Payer` that leaves the address `Payer` was pressed at goes to the
 * payment page; the next one from there is the payment's return, or its end without one.
 */
function followPayment(event: HashChangeEvent): void {
  const kept = read();
  const { pending } = kept;
  if (!pending) return;
  if (!pending.payment) {
    if (event.oldURL === pending.from) {
      pending.payment = event.newURL;
      write(kept);
    } else {
      dropPending(kept);
    }
    return;
  }
  const reference = externalIdentifierFrom(undefined, event.newURL);
  if (event.oldURL === pending.payment && reference) bind(kept, reference, Date.now(), true);
  else dropPending(kept);
}

let following = false;

/** `Payer`: the purchase the tab is about to leave for the payment with. */
export function keepPurchase(
  order: Pick<CalendarPurchase, 'person' | 'amount' | 'stubNumber'>,
  now = Date.now(),
  from = window.location.href,
): void {
  const { person, amount, stubNumber } = order;
  const { firstName, lastName, address } = person;
  const { streetNumber, streetName, postalCode, city } = address;
  const kept = read(now);
  kept.pending = {
    purchase: {
      firstName,
      lastName,
      address: { streetNumber, streetName, postalCode, city },
      amount,
      stubNumber,
    },
    keptAt: now,
    from,
  };
  write(kept);
  if (!following) {
    following = true;
    window.addEventListener('hashchange', followPayment);
  }
}

/**
 * The purchase screen is shown (the payment cancelled, the browser's Back, a payment that did
 * not start): the purchase left with before `shownAt` was not paid, and binds to no order.
 */
export function forgetPending(shownAt = Date.now()): void {
  const kept = read(shownAt);
  if (kept.pending && kept.pending.keptAt <= shownAt) dropPending(kept);
}

/**
 * The code screen of `reference` is on view. A page opened by following an address (not
 * reloaded, not Back) after `Payer` is the first the tab shows after leaving for the payment:
 * opened at this order's code screen from Stripe Checkout's pages, it is the payment's return,
 * and the purchase becomes this order's; opened anywhere else, or from anywhere else (a code
 * address typed after giving up the payment, a bookmark, a link), the payment did not return,
 * and the purchase binds to nothing. A browser that hides where a page came from gets no
 * receipt: never one for an order the tab did not pay. A page opened before `Payer` (the demo's
 * payment page is in it) says nothing here.
 */
export function bindReturn(
  reference: string,
  opened: PageOpening | null = pageOpening(),
  now = Date.now(),
): void {
  const kept = read(now);
  if (!kept.pending || !openedAfter(opened, kept.pending.keptAt)) return;
  const returned = opened.from === PAYMENT_PAGES_ORIGIN;
  if (returned && reference && externalIdentifierFrom(undefined, opened.url) === reference) {
    bind(kept, reference, now, false);
  } else {
    dropPending(kept);
  }
}

/** The purchase that became `reference`, when this tab paid it in the last six hours. */
export function keptPurchaseFor(reference: string, now = Date.now()): PaidPurchase | null {
  return read(now).paid.find((entry) => entry.reference === reference) ?? null;
}
