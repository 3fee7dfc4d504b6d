import * as z from 'zod/mini';

/** POST /mails/sendinternalmail (no login): the contact form, and what goes the same way. */
export const contactMailBody = z.object({
  email: z.string(),
  phone: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  subject: z.string(),
  text: z.string(),
  recaptcha: z.string(),
});

export type ContactMail = z.input<typeof contactMailBody>;
