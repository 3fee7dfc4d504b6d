import { memberCardValidity } from './member-card';

const today = '2026-11-26';

describe("one's own card validity", () => {
  it("is the later of the card's expiry and the session's validity", () => {
    expect(
      memberCardValidity({ expires: '2027-09-30', accountValidity: '2026-12-31' }, today),
    ).toEqual({ state: 'valid', until: '2027-09-30' });
    expect(
      memberCardValidity({ expires: '2026-01-31', accountValidity: '2027-09-30' }, today),
    ).toEqual({ state: 'valid', until: '2027-09-30' });
  });

  it('is valid through its last day, expired the day after', () => {
    expect(memberCardValidity({ expires: today }, today).state).toBe('valid');
    expect(memberCardValidity({ expires: '2026-11-25' }, today)).toEqual({
      state: 'expired',
      until: '2026-11-25',
    });
  });

  it('says never paid only when neither date says anything (1970-01-01 is none)', () => {
    expect(memberCardValidity({ expires: null, accountValidity: '1970-01-01' }, today)).toEqual({
      state: 'unpaid',
    });
    expect(memberCardValidity({}, today)).toEqual({ state: 'unpaid' });
  });

  it('reads a date-time as its day', () => {
    expect(memberCardValidity({ expires: '2026-11-26T23:00:00Z' }, today).state).toBe('valid');
  });
});
