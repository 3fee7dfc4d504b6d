import {
  AMOUNT_INVALID,
  CHEQUE_AMOUNT_REQUIRED,
  COUNT_INVALID,
  type CardPayment,
  amountProblem,
  chequeAmountProblem,
  countProblem,
  countValuesOf,
  emptyRoundCount,
  formatCents,
  parseAmount,
  parseCount,
  roundSheet,
  roundTotals,
  sheetFileName,
  sheetSubject,
  sheetText,
  isCountOverdue,
  isCountStarted,
  isRoundCount,
  roundCountOf,
} from './round-count';

const PAYMENTS: CardPayment[] = [
  { donor: 'Jeanne D.', amount: 10, paid: true },
  { donor: 'Paul M.', amount: 15.5, paid: true },
  { donor: 'Lucie R.', amount: 20, paid: false },
];

function sampleCount() {
  const count = emptyRoundCount(101);
  count.calendars = '12';
  count.cash.notes20 = '2';
  count.cash.notes5 = '3';
  count.cash.coins2 = '4';
  count.otherCoins = '1,30';
  count.cheques = [
    { amount: '25', bank: 'Crédit Agricole' },
    { amount: '12.5', bank: '' },
  ];
  return count;
}

describe('the count of a round', () => {
  it('reads amounts typed with a comma or a point, in cents', () => {
    expect(parseAmount('12,50')).toBe(1250);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('0,2')).toBe(20);
    expect(parseAmount(' 1 200,00 € ')).toBe(120000);
    expect(parseAmount('')).toBe(0);
  });

  it('refuses an amount it cannot read rather than guess', () => {
    for (const typed of ['-5', '12,505', 'douze', '12,', ',5', '1e3']) {
      expect(parseAmount(typed), typed).toBeNull();
    }
  });

  it('reads counts of whole pieces only', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('')).toBe(0);
    for (const typed of ['2,5', '-1', 'deux']) expect(parseCount(typed), typed).toBeNull();
  });

  it('adds notes, coins, cheques and the paid card payments, leaving the pending one out', () => {
    const totals = roundTotals(sampleCount(), PAYMENTS);
    // 2 × 20 + 3 × 5 + 4 × 2 + 1,30 = 64,30 €
    expect(totals.cash).toBe(6430);
    // 25 + 12,50
    expect(totals.cheques).toBe(3750);
    // 10 + 15,50; Lucie's 20 € is still pending
    expect(totals.card).toBe(2550);
    expect(totals.total).toBe(6430 + 3750 + 2550);
    expect(formatCents(totals.total)).toBe('127,30 €');
  });

  it('adds tens of cents without a float’s error', () => {
    const count = emptyRoundCount(1);
    count.cheques = [
      { amount: '0,10', bank: '' },
      { amount: '0,20', bank: '' },
    ];
    expect(formatCents(roundTotals(count, []).cheques)).toBe('0,30 €');
  });

  it('says of one field at a time what it cannot read, as the form asks it', () => {
    expect(countProblem('12')).toBeNull();
    expect(countProblem('')).toBeNull();
    expect(countProblem('2,5')).toBe(COUNT_INVALID);
    expect(amountProblem('3,40')).toBeNull();
    expect(amountProblem('')).toBeNull();
    expect(amountProblem('3,405')).toBe(AMOUNT_INVALID);
    expect(chequeAmountProblem('12.5')).toBeNull();
    expect(chequeAmountProblem(' ')).toBe(CHEQUE_AMOUNT_REQUIRED);
    expect(chequeAmountProblem('douze')).toBe(AMOUNT_INVALID);
  });

  it('lays out the sheet: every denomination, each cheque and each paid card payment', () => {
    const sheet = roundSheet(sampleCount(), PAYMENTS);
    expect(sheet.cash.map((line) => `${line.label} ${line.detail} ${line.cents}`)).toEqual([
      'Billets de 50 € × 0 0',
      'Billets de 20 € × 2 4000',
      'Billets de 10 € × 0 0',
      'Billets de 5 € × 3 1500',
      'Pièces de 2 € × 4 800',
      'Pièces de 1 € × 0 0',
      'Autres pièces  130',
    ]);
    expect(sheet.cheques).toEqual([
      { label: 'Chèque 1', detail: 'Crédit Agricole', cents: 2500 },
      { label: 'Chèque 2', detail: '', cents: 1250 },
    ]);
    expect(sheet.card.map((line) => line.detail)).toEqual(['Jeanne D.', 'Paul M.']);
  });

  it('names the file by stub and day, and the e-mail by stub', () => {
    expect(sheetFileName(101, '2026-12-05')).toBe('bordereau-souche-101-2026-12-05.pdf');
    expect(sheetSubject(101)).toBe('Bordereau de tournée – souche 101');
  });

  it('writes the counts and totals in the e-mail’s text', () => {
    const text = sheetText(sampleCount(), PAYMENTS, 'Camille Vendeur', '05/12/2026');
    expect(text).toContain('Vendeur : Camille Vendeur');
    expect(text).toContain('Calendriers remis : 12');
    expect(text).toContain('Billets de 20 € × 2 : 40,00 €');
    expect(text).toContain('Chèque 1 Crédit Agricole : 25,00 €');
    expect(text).toContain('Carte Paul M. : 15,50 €');
    expect(text).not.toContain('Lucie');
    expect(text).toContain('Espèces : 64,30 €');
    expect(text).toContain('Chèques : 37,50 €');
    expect(text).toContain('Carte : 25,50 €');
    expect(text).toContain('Total de la tournée : 127,30 €');
  });
});

describe('how long a count is kept', () => {
  const kept = (keptSince?: string) => ({ ...emptyRoundCount(101), keptSince });

  it('asks for it to be sent or given up past 60 days, not on the 60th', () => {
    expect(isCountOverdue(kept('2026-01-01'), '2026-03-02')).toBe(false);
    expect(isCountOverdue(kept('2026-01-01'), '2026-03-03')).toBe(true);
    expect(isCountOverdue(kept(undefined), '2030-01-01')).toBe(false);
  });

  it('has something to give up once anything is typed', () => {
    expect(isCountStarted(kept())).toBe(false);
    expect(isCountStarted({ ...kept(), otherCoins: '0,50' })).toBe(true);
    expect(isCountStarted({ ...kept(), cheques: [{ amount: '', bank: '' }] })).toBe(true);
    expect(isCountStarted({ ...kept(), cash: { ...kept().cash, coins1: '3' } })).toBe(true);
  });
});

describe('a count as a form holds it', () => {
  it('is what is typed, without the stub and the day, and becomes the count again', () => {
    const count = { ...sampleCount(), keptSince: '2026-01-01' };
    const values = countValuesOf(count);
    expect(values).not.toHaveProperty('stub');
    expect(values).not.toHaveProperty('keptSince');
    expect(roundCountOf(101, values, '2026-01-01')).toEqual(count);
    expect(roundCountOf(101, values)).toEqual(sampleCount());
    expect(roundCountOf(101, values)).not.toHaveProperty('keptSince');
    // The form's copy is its own: typing in it leaves the kept count as it was.
    values.cheques[0].amount = '30';
    expect(count.cheques[0].amount).toBe('25');
  });
});

describe('a count read back from the device', () => {
  it('is accepted whole, and garbage or another shape is dropped', () => {
    expect(isRoundCount(JSON.parse(JSON.stringify(sampleCount())))).toBe(true);
    expect(isRoundCount(null)).toBe(false);
    expect(isRoundCount('{')).toBe(false);
    expect(isRoundCount({ ...sampleCount(), stub: 0 })).toBe(false);
    expect(isRoundCount({ ...sampleCount(), cash: { notes50: 1 } })).toBe(false);
    expect(isRoundCount({ ...sampleCount(), cheques: [{ amount: 5 }] })).toBe(false);
    expect(isRoundCount({ ...sampleCount(), keptSince: 20260101 })).toBe(false);
    expect(isRoundCount({ ...sampleCount(), keptSince: '2026-01-01' })).toBe(true);
  });
});
