import { KEPT_PURCHASE_KEY, pageOpening, withoutUnreturned } from './page-opening';
import {
  KEPT_FOR_MS,
  bindReturn,
  forgetPending,
  keepPurchase,
  keptPurchaseFor,
} from './kept-purchase';

const order = (firstName: string, amount: number) => ({
  person: {
    lastName: 'Lefèvre',
    firstName,
    email: `${firstName.toLowerCase()}@example.fr`,
    address: { streetNumber: '12', streetName: 'rue Haute', postalCode: '35000', city: 'Rennes' },
  },
  amount,
  stubNumber: 7,
  recaptcha: 'jeton',
  successRedirect: 'http://localhost/#/calendrier/code/',
});

const PURCHASE_SCREEN = 'https://amicale.example/#/calendrier';
const code = (reference: string) => `https://amicale.example/#/calendrier/code/${reference}`;
const at = (time: string) => new Date(time).getTime();

/** The page Stripe's return opens: at `url`, followed from Stripe Checkout's page, at `time`. */
const STRIPE = 'https://checkout.stripe.com';
const returnTo = (url: string, time: number, type = 'navigate', from = STRIPE) => ({
  url,
  type,
  at: time,
  from,
});

describe('the purchases kept in the tab', () => {
  it('keeps what the receipt prints: neither the e-mail nor the captcha’s token', () => {
    keepPurchase(order('Hélène', 10), at('2026-11-24T10:00:00'), PURCHASE_SCREEN);
    const kept = sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '';
    expect(kept).toContain('Lefèvre');
    expect(kept).toContain('rue Haute');
    expect(kept).not.toContain('@example.fr');
    expect(kept).not.toContain('jeton');
    expect(kept).not.toContain('successRedirect');
  });

  it('binds a purchase to the code screen Stripe returns to, once', () => {
    keepPurchase(order('Hélène', 10), at('2026-11-24T10:00:00'), PURCHASE_SCREEN);
    expect(keptPurchaseFor('cal-1', at('2026-11-24T10:01:00'))).toBeNull();
    bindReturn(
      'cal-1',
      returnTo(code('cal-1'), at('2026-11-24T10:04:00')),
      at('2026-11-24T10:05:00'),
    );
    // A page opened later at another code screen: the purchase is bound already.
    bindReturn(
      'cal-2',
      returnTo(code('cal-2'), at('2026-11-24T10:06:00')),
      at('2026-11-24T10:06:00'),
    );
    expect(keptPurchaseFor('cal-1', at('2026-11-24T10:07:00'))).toMatchObject({
      paidOn: '2026-11-24',
      purchase: { firstName: 'Hélène', amount: 10 },
    });
    expect(keptPurchaseFor('cal-2', at('2026-11-24T10:07:00'))).toBeNull();
  });

  it('binds nothing to a page that is not the payment’s return', () => {
    const paid = at('2026-11-24T10:00:00');
    keepPurchase(order('Hélène', 10), paid, PURCHASE_SCREEN);
    // A reload, Back, a page opened before `Payer`: none is the return.
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 60_000, 'reload'), paid + 60_000);
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 60_000, 'back_forward'), paid + 60_000);
    bindReturn('cal-1', returnTo(code('cal-1'), paid - 60_000), paid + 60_000);
    // A browser that does not say how the page was opened.
    bindReturn('cal-1', null, paid + 60_000);
    expect(keptPurchaseFor('cal-1', paid + 60_000)).toBeNull();
    // The first page after `Payer` is another (the home, another order's code): then no page is.
    bindReturn('cal-1', returnTo('https://amicale.example/#/', paid + 60_000), paid + 90_000);
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 120_000), paid + 120_000);
    expect(keptPurchaseFor('cal-1', paid + 120_000)).toBeNull();
    expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).toBeNull();
  });

  it('binds nothing to a code screen opened from elsewhere than the payment, after giving it up', () => {
    const paid = at('2026-11-24T10:00:00');
    keepPurchase(order('Hélène', 10), paid, PURCHASE_SCREEN);
    // The donor leaves Stripe's page and types an order's code address (or follows a link to it).
    bindReturn('cal-9', returnTo(code('cal-9'), paid + 60_000, 'navigate', ''), paid + 60_000);
    expect(keptPurchaseFor('cal-9', paid + 60_000)).toBeNull();
    // The purchase is gone: Stripe's return, were it to come later, has nothing to bind either.
    bindReturn('cal-9', returnTo(code('cal-9'), paid + 90_000), paid + 90_000);
    expect(keptPurchaseFor('cal-9', paid + 90_000)).toBeNull();
    expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).toBeNull();
    // From another site than Stripe's, the same.
    keepPurchase(order('Hélène', 10), paid + 100_000, PURCHASE_SCREEN);
    const mail = 'https://webmail.example';
    bindReturn('cal-9', returnTo(code('cal-9'), paid + 120_000, 'navigate', mail), paid + 120_000);
    expect(keptPurchaseFor('cal-9', paid + 120_000)).toBeNull();
  });

  it('drops, as the app starts away from a code screen, the purchase left before that page opened', () => {
    const paid = at('2026-11-24T10:00:00');
    const home = 'https://amicale.example/#/';
    keepPurchase(order('Hélène', 10), paid, PURCHASE_SCREEN);
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 60_000), paid + 60_000);
    keepPurchase(order('Marc', 20), paid + 120_000, PURCHASE_SCREEN);
    const text = sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '';
    // A reload, Back, a page opened before the second `Payer`, a browser that says nothing.
    for (const type of ['reload', 'back_forward']) {
      expect(withoutUnreturned(text, returnTo(home, paid + 180_000, type))).toBe(text);
    }
    expect(withoutUnreturned(text, returnTo(home, paid + 60_000))).toBe(text);
    // A page opened after it: the first order keeps its purchase, the second binds to nothing.
    const left = withoutUnreturned(text, returnTo(home, paid + 180_000)) ?? '';
    sessionStorage.setItem(KEPT_PURCHASE_KEY, left);
    bindReturn('cal-2', returnTo(code('cal-2'), paid + 240_000), paid + 240_000);
    expect(keptPurchaseFor('cal-2', paid + 240_000)).toBeNull();
    expect(keptPurchaseFor('cal-1', paid + 240_000)?.purchase.firstName).toBe('Hélène');
    expect(left).not.toContain('Marc');
    // Only a pending purchase: nothing is left to keep. Garbage is nothing either.
    sessionStorage.clear();
    keepPurchase(order('Marc', 20), paid, PURCHASE_SCREEN);
    const pendingOnly = sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '';
    expect(withoutUnreturned(pendingOnly, returnTo(home, paid + 60_000))).toBeNull();
    expect(withoutUnreturned('{"pending"', returnTo(home, paid + 60_000))).toBeNull();
  });

  it('keeps each purchase with its own order', () => {
    const first = at('2026-11-24T10:00:00');
    keepPurchase(order('Hélène', 10), first, PURCHASE_SCREEN);
    bindReturn('cal-1', returnTo(code('cal-1'), first + 60_000), first + 60_000);
    keepPurchase(order('Marc', 50), first + 120_000, PURCHASE_SCREEN);
    bindReturn('cal-2', returnTo(code('cal-2'), first + 180_000), first + 180_000);
    // A third, abandoned: the form shown again.
    keepPurchase(order('Zoé', 20), first + 240_000, PURCHASE_SCREEN);
    forgetPending(first + 300_000);
    const now = first + 360_000;
    expect(keptPurchaseFor('cal-1', now)?.purchase).toMatchObject({ firstName: 'Hélène' });
    expect(keptPurchaseFor('cal-2', now)?.purchase).toMatchObject({ firstName: 'Marc' });
    expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).not.toContain('Zoé');
  });

  it('forgets, on the form shown again, only a purchase left before it was shown', () => {
    const paid = at('2026-11-24T10:00:00');
    keepPurchase(order('Hélène', 10), paid, PURCHASE_SCREEN);
    forgetPending(paid - 1000);
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 60_000), paid + 60_000);
    expect(keptPurchaseFor('cal-1', paid + 60_000)).not.toBeNull();
  });

  it('forgets everything six hours after Payer', () => {
    const paid = at('2026-11-24T10:00:00');
    keepPurchase(order('Hélène', 10), paid, PURCHASE_SCREEN);
    bindReturn('cal-1', returnTo(code('cal-1'), paid + 60_000), paid + 60_000);
    expect(keptPurchaseFor('cal-1', paid + KEPT_FOR_MS)).not.toBeNull();
    expect(keptPurchaseFor('cal-1', paid + KEPT_FOR_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).toBeNull();
    // Nor does a purchase left at the payment page for longer bind to its return.
    keepPurchase(order('Marc', 50), paid, PURCHASE_SCREEN);
    const late = paid + KEPT_FOR_MS + 60_000;
    bindReturn('cal-2', returnTo(code('cal-2'), late), late);
    expect(keptPurchaseFor('cal-2', late)).toBeNull();
  });

  it('reads garbage, or what an older version kept (with an e-mail), as nothing, and drops it', () => {
    for (const stored of [
      '{"purchase":',
      JSON.stringify({ savedAt: 'hier' }),
      JSON.stringify({
        purchase: order('Hélène', 10),
        savedAt: Date.now(),
        reference: 'cal-1',
        paidOn: '2026-11-24',
      }),
      JSON.stringify({ paid: [{ reference: 'cal-1', paidOn: '2026-11-24', keptAt: Date.now() }] }),
    ]) {
      sessionStorage.setItem(KEPT_PURCHASE_KEY, stored);
      expect(keptPurchaseFor('cal-1')).toBeNull();
      expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).toBeNull();
    }
  });

  it('reads how the page was opened from the browser’s navigation timing', () => {
    const timing = (name: string, type = 'navigate') => ({
      timeOrigin: 1000,
      getEntriesByType: () => [{ name, type }] as unknown as PerformanceEntryList,
    });
    const opened = code('cal-1');
    const fromStripe = `${STRIPE}/c/pay/cs_test_1#fid`;
    expect(pageOpening(timing(opened), code('cal-2'), { idx: 3 }, fromStripe)).toEqual({
      url: opened,
      type: 'navigate',
      at: 1000,
      from: STRIPE,
    });
    // Opened with no page before it (typed, a bookmark): from nowhere.
    expect(pageOpening(timing(opened), opened, { idx: 0 }, '')?.from).toBe('');
    // A browser that leaves the fragment out: the address on view, on the page's first screen only.
    const bare = 'https://amicale.example/';
    expect(pageOpening(timing(bare), opened, { idx: 0 })?.url).toBe(opened);
    expect(pageOpening(timing(bare), opened, { idx: 1 })?.url).toBe(bare);
    expect(pageOpening(timing(bare), opened, null)?.url).toBe(bare);
    // A browser that says nothing.
    expect(pageOpening({ timeOrigin: 0, getEntriesByType: () => [] }, opened, null)).toBeNull();
    expect(pageOpening()).toBeNull();
  });
});
