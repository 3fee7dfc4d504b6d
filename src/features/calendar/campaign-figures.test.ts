import {
  type CampaignOrder,
  bracketCounts,
  bracketOf,
  campaignFigures,
  changePercent,
  cumulativeByDay,
  headlineOf,
  paymentStates,
  referenceDay,
  sameDateLastYear,
  stubFigures,
  upToSameDate,
} from './campaign-figures';

const order = (
  date: string,
  amount: number,
  paymentStatus = 'PAID',
  stubNumber = 101,
): CampaignOrder => ({ date: `${date}T10:15:00.000Z`, amount, paymentStatus, stubNumber });

describe('same date last year', () => {
  it('is the same month and day a year before', () => {
    expect(sameDateLastYear('2026-11-28')).toBe('2025-11-28');
    expect(sameDateLastYear('2026-01-01')).toBe('2025-01-01');
    expect(sameDateLastYear('2026-12-31')).toBe('2025-12-31');
  });

  it('takes 29 February to 28 February when last year had none', () => {
    expect(sameDateLastYear('2028-02-29')).toBe('2027-02-28');
    expect(sameDateLastYear('2028-03-01')).toBe('2027-03-01');
  });

  it('counts a leap year gone by up to its own 28 February on the 28th, its 29th from 1 March', () => {
    const lastYear = [order('2024-02-28', 10), order('2024-02-29', 20), order('2024-03-01', 40)];
    expect(headlineOf(upToSameDate(lastYear, '2025-02-28')).paidTotal).toBe(10);
    expect(headlineOf(upToSameDate(lastYear, '2025-03-01')).paidTotal).toBe(70);
  });

  it('compares this leap year’s 29 February with last year’s 28 February', () => {
    const lastYear = [order('2027-02-28', 10), order('2027-03-01', 20)];
    expect(headlineOf(upToSameDate(lastYear, '2028-02-29')).paidTotal).toBe(10);
  });
});

describe('the day looked at', () => {
  it('is today within the year, the year’s last day for a year gone by, its first for one to come', () => {
    expect(referenceDay(2026, '2026-11-28')).toBe('2026-11-28');
    expect(referenceDay(2025, '2026-11-28')).toBe('2025-12-31');
    expect(referenceDay(2027, '2026-11-28')).toBe('2027-01-01');
  });
});

describe('headline', () => {
  it('adds the paid gifts in cents, the pending apart, cancelled in neither', () => {
    const figures = headlineOf([
      order('2026-11-01', 0.1),
      order('2026-11-01', 0.2),
      order('2026-11-02', 10, 'PENDING'),
      order('2026-11-02', 50, 'CANCELLED'),
      order('2026-11-03', 7, 'REFUNDED'),
    ]);
    expect(figures).toEqual({
      paidTotal: 0.3,
      gifts: 2,
      averageGift: 0.15,
      pendingTotal: 10,
      pendingCount: 1,
    });
  });

  it('gives an average of 0 when there is no gift', () => {
    expect(headlineOf([]).averageGift).toBe(0);
  });
});

describe('change in percent', () => {
  it('is rounded to a whole percent, up or down', () => {
    expect(changePercent(112, 100)).toBe(12);
    expect(changePercent(95, 100)).toBe(-5);
    expect(changePercent(100, 100)).toBe(0);
    expect(changePercent(1, 3)).toBe(-67);
  });

  it('says nothing when last year was 0', () => {
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});

describe('cumulated day by day', () => {
  it('runs from the first gift of either year, this year to the day looked at', () => {
    const days = cumulativeByDay(
      [order('2026-11-03', 10), order('2026-11-03', 5), order('2026-11-05', 20)],
      [order('2025-11-02', 7), order('2025-11-04', 3), order('2025-11-08', 1)],
      2026,
      '2026-11-06',
    );
    expect(days).toEqual([
      { day: '2026-11-02', thisYear: 0, lastYear: 7 },
      { day: '2026-11-03', thisYear: 15, lastYear: 7 },
      { day: '2026-11-04', thisYear: 15, lastYear: 10 },
      { day: '2026-11-05', thisYear: 35, lastYear: 10 },
      { day: '2026-11-06', thisYear: 35, lastYear: 10 },
      { day: '2026-11-07', thisYear: null, lastYear: 10 },
      { day: '2026-11-08', thisYear: null, lastYear: 11 },
    ]);
  });

  it('counts a pending or cancelled order on no day', () => {
    const days = cumulativeByDay(
      [order('2026-11-03', 10), order('2026-11-03', 99, 'PENDING')],
      [order('2025-11-03', 99, 'CANCELLED')],
      2026,
      '2026-11-03',
    );
    expect(days).toEqual([{ day: '2026-11-03', thisYear: 10, lastYear: 0 }]);
  });

  it('puts a leap year’s 29 February on 1 March of a year without one', () => {
    const days = cumulativeByDay([], [order('2024-02-29', 10)], 2025, '2025-12-31');
    expect(days[0]).toEqual({ day: '2025-03-01', thisYear: 0, lastYear: 10 });
  });

  it('is empty without any paid gift', () => {
    expect(cumulativeByDay([order('2026-11-03', 10, 'PENDING')], [], 2026, '2026-11-28')).toEqual(
      [],
    );
  });
});

describe('stubs', () => {
  it('sorts by paid total, then by number, and marks those without a gift in 7 days', () => {
    const stubs = stubFigures(
      [
        order('2026-11-21', 10, 'PAID', 102),
        order('2026-11-22', 10, 'PAID', 103),
        order('2026-11-10', 30, 'PAID', 101),
        order('2026-11-27', 50, 'PENDING', 104),
        order('2026-11-28', 5, 'PAID', 105),
      ],
      '2026-11-28',
    );
    expect(stubs).toEqual([
      { stubNumber: 101, paidTotal: 30, gifts: 1, lastGift: '2026-11-10', quiet: true },
      { stubNumber: 102, paidTotal: 10, gifts: 1, lastGift: '2026-11-21', quiet: true },
      { stubNumber: 103, paidTotal: 10, gifts: 1, lastGift: '2026-11-22', quiet: false },
      { stubNumber: 105, paidTotal: 5, gifts: 1, lastGift: '2026-11-28', quiet: false },
      { stubNumber: 104, paidTotal: 0, gifts: 0, lastGift: null, quiet: true },
    ]);
  });
});

describe('brackets', () => {
  it('puts each amount in one bracket by its cents', () => {
    expect(bracketOf(2)).toBe('moins de 10 €');
    expect(bracketOf(9.99)).toBe('moins de 10 €');
    expect(bracketOf(10)).toBe('10 à 19 €');
    expect(bracketOf(19.99)).toBe('10 à 19 €');
    expect(bracketOf(20)).toBe('20 à 49 €');
    expect(bracketOf(49.99)).toBe('20 à 49 €');
    expect(bracketOf(50)).toBe('50 € et plus');
    expect(bracketOf(999_999.99)).toBe('50 € et plus');
  });

  it('counts the paid gifts, every bracket listed', () => {
    expect(
      bracketCounts([order('2026-11-01', 5), order('2026-11-01', 60, 'PENDING')]).map(
        ({ label, gifts, total }) => [label, gifts, total],
      ),
    ).toEqual([
      ['moins de 10 €', 1, 5],
      ['10 à 19 €', 0, 0],
      ['20 à 49 €', 0, 0],
      ['50 € et plus', 0, 0],
    ]);
  });
});

describe('card payments', () => {
  it('counts each state with what it holds, an unknown state as it came', () => {
    expect(
      paymentStates([
        order('2026-11-01', 10),
        order('2026-11-01', 20, 'PENDING'),
        order('2026-11-01', 5, 'PENDING'),
        order('2026-11-01', 8, 'REFUNDED'),
      ]),
    ).toEqual([
      { state: 'PAID', orders: 1, total: 10 },
      { state: 'PENDING', orders: 2, total: 25 },
      { state: 'CANCELLED', orders: 0, total: 0 },
      { state: 'REFUNDED', orders: 1, total: 8 },
    ]);
  });
});

describe('the campaign', () => {
  it('compares this year with last year up to the same date', () => {
    const figures = campaignFigures(
      [order('2026-11-02', 20), order('2026-11-20', 10)],
      [order('2025-11-01', 10), order('2025-11-20', 10), order('2025-11-21', 40)],
      2026,
      '2026-11-20',
    );
    expect(figures.thisYear.paidTotal).toBe(30);
    expect(figures.lastYear.paidTotal).toBe(20);
    expect(figures.days.at(-1)).toEqual({ day: '2026-11-21', thisYear: null, lastYear: 60 });
  });
});
