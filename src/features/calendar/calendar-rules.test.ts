import {
  parseAmount,
  stubNumberFrom,
  purchaseFieldErrors,
  purchaseOrder,
  purchaseProblem,
  type PurchaseValues,
} from './calendar-rules';
import { externalIdentifierFrom } from './page-opening';

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

describe('calendar purchase rules', () => {
  it('accepts a complete purchase', () => {
    expect(purchaseProblem(valid)).toBeNull();
    expect(purchaseFieldErrors(valid)).toEqual({});
  });

  it.each(Object.keys(valid))('requires %s, and says so next to it', (field) => {
    const values = { ...valid, [field]: ' ' };
    expect(purchaseProblem(values)).toBe(
      "Tous les champs marqués d'une étoile (*) sont obligatoires",
    );
    expect(purchaseFieldErrors(values)).toEqual({ [field]: 'Ce champ est obligatoire' });
  });

  it('checks the e-mail with a standard pattern', () => {
    expect(purchaseProblem({ ...valid, email: 'alice@exemple' })).toBe('e-mail invalide');
    expect(purchaseFieldErrors({ ...valid, email: 'alice.exemple.fr' })).toEqual({
      email: 'e-mail invalide',
    });
  });

  it('says which number is not a number', () => {
    expect(purchaseProblem({ ...valid, postalCode: '35OOO' })).toBe(
      'Le code postal doit être un nombre',
    );
    expect(purchaseProblem({ ...valid, stubNumber: 'n° 12' })).toBe(
      'Le numéro de souche doit être un nombre',
    );
    expect(purchaseFieldErrors({ ...valid, postalCode: 'x', stubNumber: 'y' })).toEqual({
      postalCode: 'Le code postal doit être un nombre',
      stubNumber: 'Le numéro de souche doit être un nombre',
    });
    expect(purchaseProblem({ ...valid, amount: 'douze' })).toBe('Le montant doit être un nombre');
  });

  it('refuses an amount under 2 € or over Stripe’s maximum, accepts the bounds, French decimals and cents', () => {
    expect(purchaseProblem({ ...valid, amount: '1,99' })).toBe('Le montant minimum est de 2 €');
    expect(purchaseProblem({ ...valid, amount: '2' })).toBeNull();
    expect(purchaseProblem({ ...valid, amount: '1 000' })).toBeNull();
    expect(purchaseProblem({ ...valid, amount: '999 999,99' })).toBeNull();
    expect(purchaseProblem({ ...valid, amount: '1000000' })).toBe(
      'Le montant maximum est de 999 999,99 €',
    );
    expect(purchaseFieldErrors({ ...valid, amount: '2,555' })).toEqual({
      amount: 'Le montant a au plus deux décimales (les centimes)',
    });
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('douze')).toBeNaN();
  });

  it('asks for a five-digit postal code and a stub from 1 to 999 999 999', () => {
    expect(purchaseFieldErrors({ ...valid, postalCode: '3570', stubNumber: '0' })).toEqual({
      postalCode: 'Le code postal doit comporter 5 chiffres',
      stubNumber: 'Le numéro de souche va de 1 à 999 999 999',
    });
    expect(
      purchaseFieldErrors({ ...valid, postalCode: '01 000', stubNumber: '999999999' }),
    ).toEqual({});
    expect(purchaseFieldErrors({ ...valid, stubNumber: '1000000000' })).toEqual({
      stubNumber: 'Le numéro de souche va de 1 à 999 999 999',
    });
    // Leading zeros are not digits of the number.
    expect(stubNumberFrom('0000000012')).toBe(12);
  });

  it('orders what was typed: trimmed, the postal code as digits with its leading zero', () => {
    expect(
      purchaseOrder({ ...valid, lastName: ' Durand ', postalCode: '01 000', amount: '12,50' }),
    ).toEqual({
      person: {
        lastName: 'Durand',
        firstName: 'Alice',
        email: 'alice@exemple.fr',
        address: {
          streetNumber: '3',
          streetName: 'rue de Fougères',
          postalCode: '01000',
          city: 'Rennes',
        },
      },
      amount: 12.5,
      stubNumber: 204,
      successRedirect: `${window.location.origin}/#/calendrier/code/`,
    });
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
    expect(externalIdentifierFrom(undefined, 'http://x.fr/calendrier/code/a%20b')).toBe('a b');
    expect(externalIdentifierFrom(undefined, 'http://x.fr/calendrier/code/a%E0')).toBe('a%E0');
    expect(externalIdentifierFrom(undefined, 'http://x.fr/#/calendrier')).toBe('');
  });
});
