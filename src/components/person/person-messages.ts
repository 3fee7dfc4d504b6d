/** Messages shown by more than one screen about a person (sign-up, profile, renewal). */
export const NEW_EMAIL_TO_VALIDATE =
  'Votre nouvelle adresse e-mail doit être validée avant de payer votre cotisation : utilisez le lien qui vous a été envoyé.';
export const BIRTH_DATE_INVALID = "Cette date n'existe pas";
export const REQUIRED = 'Champ obligatoire';
export const POSTAL_CODE_INVALID = 'Le code postal doit comporter 5 chiffres';
/** An address the backend refuses: `Error {detail}` (docs/rules.md#messages). */
export const addressError = (detail: string) => `Error ${detail}`;
