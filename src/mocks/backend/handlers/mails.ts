import { http } from 'msw';
import { type ContactMail, contactMailBody } from '@/api/schemas/mail';
import { sendMail } from '@/mocks/backend/mailbox';
import { escapeHtml } from '@/mocks/backend/persons';
import { badRequest, ok, readBody, url } from '@/mocks/backend/responses';

/** The association's address: contact messages land there. */
export const ASSOCIATION_EMAIL = 'contact@amicale.fr';

const FIELDS: (keyof ContactMail)[] = [
  'email',
  'phone',
  'lastName',
  'firstName',
  'subject',
  'text',
  'recaptcha',
];

export const mailHandlers = [
  http.post(url('/mails/sendinternalmail'), async ({ request }) => {
    const mail = await readBody(request, contactMailBody);
    if (mail instanceof Response) return mail;
    if (FIELDS.some((field) => !mail[field].trim())) {
      return badRequest('Tous les champs sont obligatoires');
    }
    sendMail(
      ASSOCIATION_EMAIL,
      `[Contact] ${String(mail.subject)}`,
      `<p>Message de ${escapeHtml(mail.firstName)} ${escapeHtml(mail.lastName)} &lt;${escapeHtml(mail.email)}&gt;, téléphone ${escapeHtml(mail.phone)} :</p><blockquote>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</blockquote>`,
    );
    return ok();
  }),
];
