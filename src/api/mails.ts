import { api } from './client';
import type { ContactMail } from './types';

/** POST /mails/sendinternalmail (no login); the answer is not read. */
export async function sendInternalMail(mail: ContactMail): Promise<void> {
  await api.post('/mails/sendinternalmail', mail);
}
