/**
 * The standard e-mail pattern (SPEC §5): something, an `@`, a domain with a dot and an ending
 * of two characters or more, no spaces. One rule for the forms and the embedded backend.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether `email`, trimmed, matches EMAIL_PATTERN. */
export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
