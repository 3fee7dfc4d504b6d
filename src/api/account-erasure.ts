import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { bodyOf } from './parse';
import { type ContactMail, contactMailBody } from './schemas/mail';

/**
 * POST /mails/sendinternalmail, as the contact form sends it: the request to erase one's account
 * goes to the association as a contact mail (docs/rules.md#my-data). A module of its own, so that
 * the account page and the contact form, each its own chunk, share no third one.
 */
export async function sendErasureRequest(mail: ContactMail): Promise<void> {
  await api.post('/mails/sendinternalmail', bodyOf(contactMailBody, mail));
}

/** Sends the request to erase one's account; it changes nothing the app has read. */
export const useSendErasureRequest = () => useMutation({ mutationFn: sendErasureRequest });
