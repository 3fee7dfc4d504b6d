/** Account load and save of the renewal. */
export const EMAIL_CHANGED =
  'Vous avez changé votre email. Utilisez le lien qui vous a été envoyé pour valider et payer votre cotisation';
export const accountNotFound = (id: number | string) => `Le compte n°${id} n'a pas pu être trouvé`;
export const ACCOUNT_SAVE_FAILED = 'Erreur lors de la mise à jour';
