import { CAMPAIGN_STUBS, campaignOrders, demoCampaigns } from './seed-campaigns';
import { seed } from './seed';

describe('the demo’s calendar campaigns', () => {
  it('are the same every time, this year’s up to today and last year’s whole, within each year', () => {
    const orders = demoCampaigns(2026, '2026-11-28');
    expect(demoCampaigns(2026, '2026-11-28')).toEqual(orders);
    const thisYear = orders.filter((order) => order.date.startsWith('2026-'));
    const lastYear = orders.filter((order) => order.date.startsWith('2025-'));
    expect(thisYear.length + lastYear.length).toBe(orders.length);
    expect(orders.length).toBeGreaterThan(3000);
    expect(thisYear.every((order) => order.date.slice(0, 10) <= '2026-11-28')).toBe(true);
    expect(thisYear.every((order) => order.date.slice(0, 10) >= '2026-10-01')).toBe(true);
    expect(lastYear.every((order) => order.date.slice(0, 10) >= '2025-10-01')).toBe(true);
    expect(new Set(orders.map((order) => order.stubNumber)).size).toBe(CAMPAIGN_STUBS.length);
    expect(new Set(orders.map((order) => order.id)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.externalIdentifier)).size).toBe(orders.length);
  });

  it('leave some stubs without a gift in their last 10 days, and pending payments only lately', () => {
    const orders = campaignOrders({
      year: 2026,
      first: '2026-10-01',
      last: '2026-11-28',
      perDay: 20,
      stubs: CAMPAIGN_STUBS,
      firstId: 1,
      seed: 7,
      going: true,
    });
    const lastDay = new Map<number, string>();
    for (const order of orders) {
      const day = order.date.slice(0, 10);
      if (day > (lastDay.get(order.stubNumber) ?? '')) lastDay.set(order.stubNumber, day);
    }
    expect([...lastDay.values()].filter((day) => day < '2026-11-19').length).toBeGreaterThan(0);
    const pending = orders.filter((order) => order.paymentStatus === 'PENDING');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((order) => order.date.slice(0, 10) >= '2026-11-25')).toBe(true);
  });

  it('stay out of the unit tests’ seed, and keep the hand-written orders in the demo’s', () => {
    const tests = seed(Date.now());
    const demo = seed(Date.now(), { campaigns: true });
    expect(tests.calendarOrders).toHaveLength(25);
    expect(demo.calendarOrders.slice(0, 25)).toEqual(tests.calendarOrders);
    expect(demo.calendarOrders.length).toBeGreaterThan(25);
  });
});
