import {
  COMMON_PASSWORDS,
  COMMON_PASSWORDS_SHORT,
  isPasswordAllowed,
  passwordProblem,
  passwordsMatch,
} from './passwords';

describe('password rule', () => {
  it('needs more than 5 characters', () => {
    expect(isPasswordAllowed('Kx9!a')).toBe(false);
    expect(isPasswordAllowed('Kx9!ab')).toBe(true);
  });
  it('has two built-in lists of about 30 and 130 common passwords', () => {
    expect(COMMON_PASSWORDS_SHORT.length).toBeGreaterThanOrEqual(25);
    expect(COMMON_PASSWORDS_SHORT.length).toBeLessThanOrEqual(40);
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(115);
    expect(COMMON_PASSWORDS.length).toBeLessThanOrEqual(150);
  });
  it('refuses every entry of both lists that is long enough, whatever the case', () => {
    expect(isPasswordAllowed('123456')).toBe(false);
    expect(isPasswordAllowed('password')).toBe(false);
    expect(isPasswordAllowed('AZERTY')).toBe(false);
    expect(isPasswordAllowed('motdepasse')).toBe(false);
    expect(isPasswordAllowed('Soleil')).toBe(false);
    for (const entry of [...COMMON_PASSWORDS_SHORT, ...COMMON_PASSWORDS]) {
      expect(isPasswordAllowed(entry)).toBe(false);
    }
  });
  it('accepts an uncommon password', () => {
    expect(isPasswordAllowed('Caserne-Beauregard-1987')).toBe(true);
  });
  it('compares the confirmation exactly', () => {
    expect(passwordsMatch('Abcdef12', 'Abcdef12')).toBe(true);
    expect(passwordsMatch('Abcdef12', 'abcdef12')).toBe(false);
  });
  it('names the first problem in French', () => {
    expect(passwordProblem('soleil', 'soleil')).toBe('Mot de passe non autorisé');
    expect(passwordProblem('Caserne-35', 'Caserne-36')).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(passwordProblem('Caserne-35', 'Caserne-35')).toBeNull();
  });
});
