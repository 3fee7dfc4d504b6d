// How the page on view was opened, the order its address names, and what the tab keeps of a
// purchase left for the payment: read by the app as it starts on any screen (src/app/app.tsx) and
// by the code screen, so kept apart from the purchase's rules, which only the purchase loads
// (docs/rules.md#receipts-and-attestations).

/** Where the tab keeps the purchases it paid, for their receipts (kept-purchase.ts). */
export const KEPT_PURCHASE_KEY = 'calendarPurchase';

/** How the page on view was opened (the browser's navigation timing). */
export interface PageOpening {
  /** The address it was opened at. */
  url: string;
  /** `navigate`, `reload`, `back_forward`… */
  type: string;
  /** When (ms since the epoch). */
  at: number;
  /** The origin of the page it was opened from, as the browser tells it; '' when it does not. */
  from: string;
}

/**
 * Where Stripe Checkout's pages are: the payment's return is a page opened from there. A page
 * opened at a code screen from anywhere else (an address typed, a bookmark, a link) is not.
 */
export const PAYMENT_PAGES_ORIGIN = 'https://checkout.stripe.com';

/**
 * How the page on view was opened, when the browser says. Its address is the one the page was
 * opened at, fragment included (where the app's routes are); a browser that leaves the fragment
 * out gets the address on view instead, but only while the page is still on its first screen
 * (React Router numbers a page's entries from 0): a screen reached within the page is never
 * taken for the one it was opened at.
 */
export function pageOpening(
  timing: Pick<Performance, 'getEntriesByType' | 'timeOrigin'> = performance,
  address: string = window.location.href,
  entryState: unknown = window.history.state,
  referrer: string = document.referrer,
): PageOpening | null {
  try {
    const [entry] = timing.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!entry) return null;
    const firstScreen = (entryState as { idx?: unknown } | null)?.idx === 0;
    const url = !entry.name.includes('#') && firstScreen ? address : entry.name;
    return { url, type: entry.type, at: timing.timeOrigin, from: originOf(referrer) };
  } catch {
    return null;
  }
}

function originOf(address: string): string {
  try {
    return address ? new URL(address).origin : '';
  } catch {
    return '';
  }
}

/** A page opened by following an address (not reloaded, not Back) after `Payer` at `keptAt`. */
export const openedAfter = (opened: PageOpening | null, keptAt: number): opened is PageOpening =>
  opened !== null && opened.type === 'navigate' && opened.at >= keptAt;

/**
 * The tab's kept purchases (their stored text) once the app starts on a page opened after
 * `Payer` anywhere but at a code screen: that page is not the payment's return, and the purchase
 * the tab left with binds to no order, even one whose code the tab opens next
 * (docs/rules.md#receipts-and-attestations). The same text when there is nothing to drop, `null`
 * when nothing is left to keep (an unreadable text included).
 */
export function withoutUnreturned(text: string, opened: PageOpening | null): string | null {
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (!kept || typeof kept !== 'object') return null;
  const { pending, ...rest } = kept as { pending?: { keptAt?: unknown }; paid?: unknown };
  if (pending === undefined) return text;
  const keptAt = pending?.keptAt;
  if (typeof keptAt === 'number' && !openedAfter(opened, keptAt)) return text;
  return Array.isArray(rest.paid) && rest.paid.length > 0 ? JSON.stringify(rest) : null;
}

/** The identifier of the code screen: the route parameter, or the address's last segment. */
export function externalIdentifierFrom(param: string | undefined, href: string): string {
  if (param) return param;
  const marker = '/calendrier/code/';
  const at = href.indexOf(marker);
  if (at < 0) return '';
  const segment =
    href
      .slice(at + marker.length)
      .split(/[?#]/)[0]
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0`) is shown as typed rather than breaking the screen.
    return segment;
  }
}
