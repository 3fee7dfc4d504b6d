import type { ContactMail } from '@/api/types';

export type ContactFields = Omit<ContactMail, 'recaptcha'>;

/** The six fields are all required: blanks do not count. */
export function isContactComplete(fields: ContactFields): boolean {
  return Object.values(fields).every((value) => value.trim() !== '');
}
