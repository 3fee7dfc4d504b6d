import { auditRate, conformityState, criteriaAre } from './conformity';

describe('the state of conformity a statement declares', () => {
  it.each([
    [0, 'non'],
    [49, 'non'],
    [50, 'partiellement'],
    [99, 'partiellement'],
    [100, 'totalement'],
  ] as const)('%i %% is %s conforme', (rate, state) => {
    expect(conformityState(rate)).toBe(state);
  });
});

describe("the audit's rate", () => {
  it('is the conform criteria over the applicable ones, rounded down to a whole percent', () => {
    expect(auditRate(50, 50)).toBe(50);
    expect(auditRate(68, 8)).toBe(89);
    expect(auditRate(2, 1)).toBe(66);
  });

  it('never rounds up to 100 % while a criterion is not met', () => {
    expect(auditRate(999, 1)).toBe(99);
    expect(auditRate(75, 0)).toBe(100);
  });

  it('is 0 when no criterion applies', () => {
    expect(auditRate(0, 0)).toBe(0);
  });
});

describe('a count of criteria, in French', () => {
  it.each([
    [0, 'non conforme', "aucun n'est non conforme"],
    [1, 'non conforme', '1 est non conforme'],
    [2, 'non conforme', '2 sont non conformes'],
    [76, 'conforme', '76 sont conformes'],
    [29, 'non applicable', '29 sont non applicables'],
  ] as const)('%i %s: %s', (count, state, said) => {
    expect(criteriaAre(count, state)).toBe(said);
  });
});
