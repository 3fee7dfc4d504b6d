import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { bodyOf } from './parse';
import { type ContactMail, contactMailBody } from './schemas/mail';

/** POST /mails/sendinternalmail (no login); the answer is not read. */
export async function sendInternalMail(mail: ContactMail): Promise<void> {
  await api.post('/mails/sendinternalmail', bodyOf(contactMailBody, mail));
}

/** Sends a mail to the association (a round's sheet); it changes nothing the app has read. */
export const useSendInternalMail = () => useMutation({ mutationFn: sendInternalMail });
