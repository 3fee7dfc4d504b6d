import type { CalendarPurchase } from '@/api/types';
import { KEPT_PURCHASE_KEY } from './calendar-rules';

/**
 * The donor's purchase, kept in the tab (sessionStorage) from `Payer` to Stripe's return, so
 * that the code screen can give its receipt: the QR code and its address hold no personal data,
 * and the backend gives a donor no way to read an order back. The first code screen the tab
 * reaches after paying is that purchase's (Stripe returns to it); a purchase left unpaid for
 * more than a day is not bound to any order. See docs/rules.md#receipts.
 */

/** A day: a payment page left open longer does not bind an old purchase to a new code. */
const BINDING_WINDOW_MS = 24 * 3600 * 1000;

export type PurchaseDetails = Omit<CalendarPurchase, 'recaptcha' | 'successRedirect'>;

export interface KeptPurchase {
  purchase: PurchaseDetails;
  /** When `Payer` was pressed (ms since the epoch). */
  savedAt: number;
  /** The order the purchase became: the first code screen reached after it. */
  reference?: string;
  /** The day that code screen was reached, YYYY-MM-DD. */
  paidOn?: string;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): KeptPurchase | null {
  try {
    const kept = JSON.parse(tabStorage()?.getItem(KEPT_PURCHASE_KEY) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return null;
    const { purchase, savedAt } = kept as Partial<KeptPurchase>;
    if (typeof savedAt !== 'number' || !purchase?.person?.address) return null;
    return kept as KeptPurchase;
  } catch {
    return null;
  }
}

function write(kept: KeptPurchase): void {
  try {
    tabStorage()?.setItem(KEPT_PURCHASE_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only costs the receipt.
  }
}

/** `Payer`: the purchase about to go to Stripe, not yet bound to an order. */
export function keepPurchase(order: CalendarPurchase, now = Date.now()): void {
  const { person, amount, stubNumber } = order;
  write({ purchase: { person, amount, stubNumber }, savedAt: now });
}

/** A code screen is reached: an unbound purchase of the last day becomes this order's. */
export function bindPurchase(reference: string, now = new Date()): void {
  const kept = read();
  if (!reference || !kept || kept.reference) return;
  if (now.getTime() - kept.savedAt > BINDING_WINDOW_MS || now.getTime() < kept.savedAt) return;
  // The local day, YYYY-MM-DD.
  const two = (value: number) => String(value).padStart(2, '0');
  const paidOn = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  write({ ...kept, reference, paidOn });
}

/** The purchase that became `reference`, when this tab paid it. */
export function keptPurchaseFor(reference: string): Required<KeptPurchase> | null {
  const kept = read();
  return kept?.reference === reference && kept.paidOn ? (kept as Required<KeptPurchase>) : null;
}
