import {
  END_BEFORE_START,
  END_DATE_REQUIRED,
  QUANTITY_INVALID,
  START_DATE_REQUIRED,
  START_IN_PAST,
  billingPeriodWords,
  reservationProblems,
} from './reservation-rules';

const today = '2026-11-23';

describe('booking rules', () => {
  it('asks both dates for DAY and ITEM_DAY, none for other periods', () => {
    const empty = { quantity: '1', startDate: '', endDate: '' };
    expect(reservationProblems(empty, 'DAY', today)).toEqual({
      startDate: START_DATE_REQUIRED,
      endDate: END_DATE_REQUIRED,
    });
    expect(reservationProblems(empty, 'ITEM', today)).toEqual({});
  });

  it('refuses a start in the past and an end before the start; today is fine', () => {
    expect(
      reservationProblems(
        { quantity: '1', startDate: '2026-11-22', endDate: '2026-11-24' },
        'DAY',
        today,
      ),
    ).toEqual({ startDate: START_IN_PAST });
    expect(
      reservationProblems(
        { quantity: '1', startDate: '2026-11-25', endDate: '2026-11-24' },
        'DAY',
        today,
      ),
    ).toEqual({ endDate: END_BEFORE_START });
    expect(
      reservationProblems({ quantity: '1', startDate: today, endDate: today }, 'ITEM_DAY', today),
    ).toEqual({});
  });

  it('wants a whole quantity of at least 1', () => {
    for (const quantity of ['0', '-1', '1.5', 'deux', ''])
      expect(reservationProblems({ quantity, startDate: '', endDate: '' }, 'ITEM', today)).toEqual({
        quantity: QUANTITY_INVALID,
      });
  });

  it('says the billing period in words', () => {
    expect(billingPeriodWords('DAY')).toBe('par jour');
    expect(billingPeriodWords('ITEM')).toBe('par unité');
    expect(billingPeriodWords('YEAR')).toBe('par an');
  });
});
