import {
  END_BEFORE_START,
  END_DATE_REQUIRED,
  QUANTITY_INVALID,
  START_DATE_REQUIRED,
  START_IN_PAST,
  asksQuantity,
  availabilityProblem,
  billingPeriodWords,
  bookedQuantity,
  daysBetween,
  freeUnits,
  fullDays,
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
    // A period the contract does not list: priced per item, shown as it came.
    expect(billingPeriodWords('WEEK')).toBe('par unité (WEEK)');
  });
});

describe('availability of a resource that counts its units', () => {
  const mobilHome = {
    id: 10,
    name: 'Mobil-home',
    price: 45,
    billingPeriod: 'DAY',
    quantity: 1,
  } as const;
  const kayaks = {
    id: 11,
    name: 'Kayak',
    price: 8,
    billingPeriod: 'ITEM_DAY',
    quantity: 3,
  } as const;
  const booked = (
    resource: typeof mobilHome | typeof kayaks,
    startDate: string,
    endDate: string,
    quantity = 1,
    status = 'PAID',
  ) => ({ id: Math.random(), resource, quantity, startDate, endDate, status });

  it('counts one unit for a DAY resource whatever was typed, the typed quantity otherwise', () => {
    expect(bookedQuantity({ resource: mobilHome, quantity: 3 })).toBe(1);
    expect(bookedQuantity({ resource: kayaks, quantity: 3 })).toBe(3);
    expect(asksQuantity('DAY')).toBe(false);
    expect(asksQuantity('ITEM_DAY')).toBe(true);
  });

  it('lists the full days, cancelled stays aside', () => {
    const reservations = [
      booked(mobilHome, '2027-07-05', '2027-07-07'),
      booked(mobilHome, '2027-07-20', '2027-07-21', 1, 'CANCELLED'),
    ];
    expect(fullDays(mobilHome, reservations)).toEqual(['2027-07-05', '2027-07-06', '2027-07-07']);
    expect(fullDays({ quantity: undefined, billingPeriod: 'DAY' }, reservations)).toEqual([]);
  });

  it('refuses dates touching a full day, and more units than are free on every day asked', () => {
    const stay = booked(mobilHome, '2027-07-05', '2027-07-07');
    const line = {
      resource: mobilHome,
      quantity: 1,
      startDate: '2027-07-07',
      endDate: '2027-07-09',
    };
    expect(availabilityProblem(line, [stay])).toBe(
      'Ces dates ne sont plus disponibles pour Mobil-home',
    );
    expect(availabilityProblem({ ...line, startDate: '2027-07-08' }, [stay])).toBeNull();

    const paddles = [
      booked(kayaks, '2027-08-01', '2027-08-02', 2),
      booked(kayaks, '2027-08-02', '2027-08-03', 0),
    ];
    const want = (quantity: number) => ({
      resource: kayaks,
      quantity,
      startDate: '2027-08-02',
      endDate: '2027-08-04',
    });
    expect(freeUnits(kayaks, paddles, '2027-08-02', '2027-08-04')).toBe(1);
    expect(availabilityProblem(want(1), paddles)).toBeNull();
    expect(availabilityProblem(want(2), paddles)).toBe(
      "Il ne reste qu'une unité disponible sur ces dates",
    );
  });

  it('counts nothing for a resource that does not say how many units exist', () => {
    const line = {
      resource: { ...mobilHome, quantity: undefined },
      quantity: 1,
      startDate: '2027-07-05',
      endDate: '2027-07-05',
    };
    expect(availabilityProblem(line, [booked(mobilHome, '2027-07-05', '2027-07-05')])).toBeNull();
  });

  it('walks the days of a stay, both ends included', () => {
    expect(daysBetween('2027-02-27', '2027-03-01')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
    ]);
    expect(daysBetween('2027-03-01', '2027-02-27')).toEqual([]);
  });
});
