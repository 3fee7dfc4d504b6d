import { accountValidityNotice } from './account-state';

describe('account validity notice', () => {
  it('gives the date while the dues are valid', () => {
    expect(accountValidityNotice({ accountValidity: '2999-09-30', validated: true }).text).toBe(
      "Cotisation valable jusqu'au 30/09/2999",
    );
  });
  it('says the account awaits an administrator', () => {
    expect(accountValidityNotice({ accountValidity: '2999-09-30', validated: false }).text).toMatch(
      /attend la validation d'un administrateur/,
    );
  });
  it('speaks of "ce compte" to an administrator reading another person’s page', () => {
    const waiting = { accountValidity: '2999-09-30', validated: false };
    expect(accountValidityNotice(waiting, false).text).toBe(
      "Ce compte attend la validation d'un administrateur.",
    );
    expect(accountValidityNotice({ accountValidity: '2020-12-31' }, false).text).toBe(
      'La cotisation de ce membre est à renouveler.',
    );
  });
  it('asks to renew expired dues or none', () => {
    expect(accountValidityNotice({ accountValidity: '2020-12-31', validated: true }).text).toMatch(
      /à renouveler/,
    );
    expect(accountValidityNotice({ accountValidity: '1970-01-01' }).variant).toBe('warning');
  });
});
