import { NO_FILTER, ordersSearch } from './orders-filter';

describe("the orders' search", () => {
  it('asks a commission administrator for the orders of their commissions only', () => {
    expect(ordersSearch(NO_FILTER, ['sport', 'voyages'])).toBe(
      'reservations.resource.commission=in=(sport,voyages)',
    );
    expect(ordersSearch({ ...NO_FILTER, commission: 'sport' }, ['sport', 'voyages'])).toBe(
      'reservations.resource.commission==sport',
    );
    // A commission they do not administer, or the dues, cannot widen what they are given.
    expect(ordersSearch({ ...NO_FILTER, commission: 'loisirs', dues: '1' }, ['sport'])).toBe(
      'reservations.resource.commission==sport',
    );
  });

  it('leaves a persons administrator every order and the dues alone', () => {
    expect(ordersSearch(NO_FILTER)).toBeUndefined();
    expect(ordersSearch({ ...NO_FILTER, dues: '1' })).toBe(
      'reservations.resource.commission=isnull=true',
    );
  });

  it('quotes what the address gives: a date holding RSQL searches for itself', () => {
    expect(ordersSearch({ ...NO_FILTER, from: '2026-01-01;status==PAID', to: '2026-12-31' })).toBe(
      'date=ge="2026-01-01;status==PAID";date=le=2026-12-31',
    );
  });
});
