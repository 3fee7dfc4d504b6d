import { KEPT_PURCHASE_KEY } from './calendar-rules';
import { bindPurchase, keepPurchase, keptPurchaseFor } from './kept-purchase';

const order = {
  person: {
    lastName: 'Lefèvre',
    firstName: 'Hélène',
    email: 'helene.lefevre@example.fr',
    address: { streetNumber: '12', streetName: 'rue Haute', postalCode: '35000', city: 'Rennes' },
  },
  amount: 10,
  stubNumber: 7,
  recaptcha: 'jeton',
  successRedirect: 'http://localhost/#/calendrier/code/',
};

describe('the purchase kept in the tab', () => {
  it('keeps what the receipt needs, never the captcha’s token', () => {
    keepPurchase(order, Date.parse('2026-11-24T10:00:00'));
    const kept = sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '';
    expect(kept).toContain('Lefèvre');
    expect(kept).not.toContain('jeton');
    expect(kept).not.toContain('successRedirect');
  });

  it('becomes the order of the first code screen reached, paid that day', () => {
    keepPurchase(order, Date.parse('2026-11-24T10:00:00'));
    expect(keptPurchaseFor('cal-1')).toBeNull();
    bindPurchase('cal-1', new Date('2026-11-24T10:05:00'));
    bindPurchase('cal-2', new Date('2026-11-24T10:06:00'));
    expect(keptPurchaseFor('cal-1')).toMatchObject({
      paidOn: '2026-11-24',
      purchase: { amount: 10 },
    });
    expect(keptPurchaseFor('cal-2')).toBeNull();
  });

  it('binds no purchase older than a day', () => {
    keepPurchase(order, Date.parse('2026-11-22T10:00:00'));
    bindPurchase('cal-1', new Date('2026-11-24T10:05:00'));
    expect(keptPurchaseFor('cal-1')).toBeNull();
  });

  it('reads garbage as nothing kept', () => {
    sessionStorage.setItem(KEPT_PURCHASE_KEY, '{"purchase":');
    bindPurchase('cal-1');
    expect(keptPurchaseFor('cal-1')).toBeNull();
    sessionStorage.setItem(KEPT_PURCHASE_KEY, JSON.stringify({ savedAt: 'hier' }));
    bindPurchase('cal-1');
    expect(keptPurchaseFor('cal-1')).toBeNull();
  });
});
