/** A refused sign-in, in the form (docs/rules.md#messages). */
export const SIGN_IN_REFUSED = 'Utilisateur non-autorisé';
export const RESET_DONE = 'Votre mot de passe a été correctement réinitialisé';
export const RESET_EMAIL_NOT_FOUND = "L'email entré n'a pas été trouvé";
export const RESET_FORBIDDEN = "Opération interdite pour l'email choisi";
export const RESET_FAILED = 'Impossible de réinitialiser le mot de passe';
export const RECOVERY_SENT = 'Un lien de récupération vous a été envoyé';
export const RECOVERY_FAILED = "L'email entré n'a pas été reconnu";
