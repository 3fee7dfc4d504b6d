import { rsqlPredicate } from '@/mocks/backend/rsql';
import {
  ACCOUNT_STATES,
  type AccountState,
  accountStateOf,
  accountStateSearch,
  expiringSearch,
} from './account-states';

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
