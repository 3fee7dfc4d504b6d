/** The e-mail validation's words (docs/rules.md#account-lifecycle). */
export const VALIDATION_IN_PROGRESS = 'en cours de validation';
export const EMAIL_CONFIRMED = 'E-mail confirmé';
export const ADMIN_WILL_VALIDATE =
  'Un administrateur va vérifier et valider votre compte sous 24/48h.';
export const TOKEN_REFUSED = "Le token fourni n'a pas pu être validé";
/** Not a refused link: the server could not be reached or failed; the link still works. */
export const VALIDATION_UNREACHABLE =
  "La validation n'a pas pu aboutir : le serveur ne répond pas pour le moment. Votre lien reste valable.";
