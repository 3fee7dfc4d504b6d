import { CAPTCHA_UNTICKED } from '@/lib/form-messages';

/** The contact form's toasts (docs/rules.md#messages). */
export const CONTACT_SENT = 'Votre email a bien été envoyé';
export const CONTACT_FAILED = "Erreur lors de l'envoi de l'email. Réessayez plus tard";
export const CONTACT_INCOMPLETE = 'Veuillez remplir tous les champs';
export const CONTACT_NO_CAPTCHA = CAPTCHA_UNTICKED;
