import { EMAIL_PATTERN, isEmailValid } from './email';

describe('isEmailValid', () => {
  it.each([
    'membre@amicale.fr',
    'jeanne.martin+calendrier@exemple.fr',
    'a@b.co',
    'élodie@sdis35.fr',
  ])('accepts %s', (email) => {
    expect(isEmailValid(email)).toBe(true);
  });

  it('ignores spaces around the address', () => {
    expect(isEmailValid('  membre@amicale.fr \t')).toBe(true);
  });

  it.each([
    '',
    '   ',
    'membre',
    'membre@',
    '@amicale.fr',
    'membre@amicale',
    'membre@amicale.f',
    'membre@@amicale.fr',
    'membre @amicale.fr',
    'membre@ami cale.fr',
  ])('refuses %j', (email) => {
    expect(isEmailValid(email)).toBe(false);
  });

  it('exposes the pattern itself, which does not trim', () => {
    expect(EMAIL_PATTERN.test('membre@amicale.fr')).toBe(true);
    expect(EMAIL_PATTERN.test(' membre@amicale.fr')).toBe(false);
  });
});
