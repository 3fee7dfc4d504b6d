import {
  canConfirmAccount,
  hasRequiredIdentity,
  isPasswordChangeValid,
  isProfileReadyToSubmit,
} from './person-rules';

const person = {
  firstName: 'Zoé',
  lastName: 'Nouvelle',
  email: 'zoe@exemple.fr',
  phone: '0601020304',
  birthDate: '1990-05-01',
  cis: 'Beauregard',
  membertype: 'SPV' as const,
};

describe('sign-up completeness', () => {
  it.each(Object.keys(person))('needs %s', (field) => {
    expect(hasRequiredIdentity({ ...person, [field]: '' })).toBe(false);
  });
  it('needs an allowed, confirmed password for a new person only', () => {
    const ready = (password: string, password2: string, isNew = true) =>
      isProfileReadyToSubmit(person, { isNew, password, password2 });
    expect(ready('Caserne-35', 'Caserne-35')).toBe(true);
    expect(ready('', '')).toBe(false);
    expect(ready('Caserne-35', 'Caserne-36')).toBe(false);
    expect(ready('soleil', 'soleil')).toBe(false);
    expect(ready('', '', false)).toBe(true);
  });
  it('lets an existing person keep the password (both empty) or set an allowed one', () => {
    expect(isPasswordChangeValid('', '')).toBe(true);
    expect(isPasswordChangeValid('azerty', 'azerty')).toBe(false);
    expect(isPasswordChangeValid('Caserne-35', '')).toBe(false);
    expect(isPasswordChangeValid('Caserne-35', 'Caserne-35')).toBe(true);
  });
});

describe("account confirmation 'Valider'", () => {
  it('needs the identity, a saved address and no address being edited', () => {
    expect(canConfirmAccount(person, { id: 3 }, false)).toBe(true);
    expect(canConfirmAccount(person, null, false)).toBe(false);
    expect(canConfirmAccount(person, {}, false)).toBe(false);
    expect(canConfirmAccount(person, { id: 3 }, true)).toBe(false);
    expect(canConfirmAccount({ ...person, phone: ' ' }, { id: 3 }, false)).toBe(false);
  });
});
