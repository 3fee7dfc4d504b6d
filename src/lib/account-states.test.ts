import { rsqlPredicate } from '@/mocks/backend/rsql';
import {
  ACCOUNT_STATES,
  type AccountState,
  accountStateOf,
  accountStateSearch,
  expiringSearch,
  stateFilterSearch,
} from './account-states';
import { renewalNoticeOf } from './renewal-notice';

const TODAY = '2026-11-23';

const PEOPLE: { person: Parameters<typeof accountStateOf>[0]; state: AccountState }[] = [
  {
    person: { emailValidated: false, validated: true, accountValidity: '2027-12-31' },
    state: 'email',
  },
  {
    person: { emailValidated: true, validated: false, accountValidity: '1970-01-01' },
    state: 'dues',
  },
  {
    person: { emailValidated: true, validated: false, accountValidity: '2026-11-22' },
    state: 'dues',
  },
  {
    person: { emailValidated: true, validated: false, accountValidity: TODAY },
    state: 'toValidate',
  },
  {
    person: { emailValidated: true, validated: true, accountValidity: '2026-12-31' },
    state: 'valid',
  },
  {
    person: { emailValidated: true, validated: true, accountValidity: '2026-11-22' },
    state: 'expired',
  },
];

describe('account states', () => {
  it.each(PEOPLE)('reads $state from the three fields', ({ person, state }) => {
    expect(accountStateOf(person, TODAY)).toBe(state);
  });

  it('gives each state a search that finds exactly the persons in it', () => {
    for (const state of ACCOUNT_STATES) {
      const found = PEOPLE.filter(({ person }) =>
        rsqlPredicate(accountStateSearch(state, TODAY))(person),
      );
      expect(found.map((entry) => entry.state)).toEqual(
        PEOPLE.filter((entry) => entry.state === state).map((entry) => entry.state),
      );
      expect(found.length).toBeGreaterThan(0);
    }
  });

  it('finds the valid accounts that end within 30 days, month boundary included', () => {
    const matches = rsqlPredicate(expiringSearch(30, TODAY));
    const valid = { emailValidated: true, validated: true };
    expect(matches({ ...valid, accountValidity: '2026-12-23' })).toBe(true);
    expect(matches({ ...valid, accountValidity: '2026-12-24' })).toBe(false);
    expect(matches({ ...valid, accountValidity: '2026-11-22' })).toBe(false);
  });
});

describe('À relancer', () => {
  it('finds the validated members whose dues end within 30 days or have ended, no one else', () => {
    const remind = rsqlPredicate(stateFilterSearch('remind', TODAY));
    const person = (accountValidity: string, validated = true, emailValidated = true) => ({
      accountValidity,
      validated,
      emailValidated,
    });
    // TODAY is 2026-11-23: 30 days on is 2026-12-23.
    expect(remind(person('2026-12-23'))).toBe(true);
    expect(remind(person('2026-12-24'))).toBe(false);
    expect(remind(person('2025-12-31'))).toBe(true);
    expect(remind(person('2026-12-01', false))).toBe(false);
    expect(remind(person('2026-12-01', true, false))).toBe(false);
    expect(stateFilterSearch('valid', TODAY)).toBe(accountStateSearch('valid', TODAY));
  });
});

describe('renewal notice', () => {
  it('recalls a membership from 30 days before its end, and says when it lapsed', () => {
    expect(renewalNoticeOf('2026-12-25', '2026-11-25')).toEqual({
      kind: 'soon',
      date: '2026-12-25',
    });
    expect(renewalNoticeOf('2026-12-26', '2026-11-25')).toBeNull();
    expect(renewalNoticeOf('2026-11-25', '2026-11-25')).toEqual({
      kind: 'soon',
      date: '2026-11-25',
    });
    expect(renewalNoticeOf('2026-11-24', '2026-11-25')).toEqual({
      kind: 'expired',
      date: '2026-11-24',
    });
    // Across a clock change and a leap day, days are the wall calendar's.
    expect(renewalNoticeOf('2028-03-30', '2028-02-29')).toEqual({
      kind: 'soon',
      date: '2028-03-30',
    });
    expect(renewalNoticeOf('2028-03-31', '2028-02-29')).toBeNull();
  });

  it('says nothing of a membership never paid nor of an unreadable date', () => {
    expect(renewalNoticeOf('1970-01-01', '2026-11-25')).toBeNull();
    expect(renewalNoticeOf('', '2026-11-25')).toBeNull();
    expect(renewalNoticeOf('bientôt', '2026-11-25')).toBeNull();
  });
});
