import {
  calendarOrderAddress,
  calendarSuccessRedirect,
  externalIdentifierFrom,
  isEmailValid,
  parseAmount,
  purchaseProblem,
  type PurchaseValues,
} from './calendar-rules';

const valid: PurchaseValues = {
  lastName: 'Durand',
  firstName: 'Alice',
  email: 'alice@exemple.fr',
  streetNumber: '3',
  streetName: 'rue de Fougères',
  postalCode: '35700',
  city: 'Rennes',
  stubNumber: '204',
  amount: '10',
};

describe('calendar purchase rules (SPEC §5, §9)', () => {
  it('accepts a complete purchase', () => {
    expect(purchaseProblem(valid)).toBeNull();
  });
  it.each(Object.keys(valid))('requires %s', (field) => {
    expect(purchaseProblem({ ...valid, [field]: ' ' })).toBe(
      "Tous les champs marqués d'une étoile (*) sont obligatoires",
    );
  });
  it('checks the e-mail with a standard pattern', () => {
    expect(isEmailValid('alice@exemple.fr')).toBe(true);
    expect(isEmailValid('alice@exemple')).toBe(false);
    expect(purchaseProblem({ ...valid, email: 'alice.exemple.fr' })).toBe('e-mail invalide');
  });
  it('refuses an amount under 2 €, accepts 2 and French decimals', () => {
    expect(purchaseProblem({ ...valid, amount: '1,99' })).toBe('Le montant minimum est de 2 €');
    expect(purchaseProblem({ ...valid, amount: '2' })).toBeNull();
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('douze')).toBeNaN();
  });
  it('points the QR code to the staff screen of the order', () => {
    expect(calendarOrderAddress('abc-123')).toBe(
      `${window.location.origin}/#/management/commissions/calendarCommandDetails/abc-123`,
    );
    expect(calendarSuccessRedirect()).toBe(`${window.location.origin}/#/calendrier/code/`);
  });
  it('reads the identifier from the route or the last segment of the address', () => {
    expect(externalIdentifierFrom('from-route', 'http://x.fr/#/calendrier/code/other')).toBe(
      'from-route',
    );
    expect(externalIdentifierFrom(undefined, 'http://x.fr/calendrier/code/abc-123')).toBe(
      'abc-123',
    );
    expect(externalIdentifierFrom(undefined, 'http://x.fr/#/calendrier/code/abc-123?x=1')).toBe(
      'abc-123',
    );
    expect(externalIdentifierFrom(undefined, 'http://x.fr/#/calendrier')).toBe('');
  });
});
