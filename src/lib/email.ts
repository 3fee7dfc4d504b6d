/**
 * The standard e-mail pattern: something, an `@`, a domain with a dot and an ending
 * of two characters or more, no spaces. One rule for the forms and the embedded backend.
 */
/** The message of an e-mail that does not match the pattern. */
export const EMAIL_INVALID = 'e-mail invalide';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether `email`, trimmed, matches EMAIL_PATTERN. */
export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
