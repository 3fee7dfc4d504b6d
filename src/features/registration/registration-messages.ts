/** Sign-up and profile update (docs/rules.md#messages). */
export const EMAIL_TAKEN = "L'e-mail choisi est déjà utilisé";
export const SIGN_UP_FAILED = 'Une erreur est survenue. Veuillez vérifier les champs renseignés';
export const SIGNED_UP =
  'Compte correctement créé. Merci de valider votre email et de régler votre cotisation avec le lien qui vous a été envoyé';
export const personUpdated = (first: string, last: string) =>
  `Utilisateur ${first} ${last} correctement mis à jour`;

/** `/createUser`: the administrator's creation. */
export const personCreated = (first: string, last: string, email: string) =>
  `La fiche de ${first} ${last} est créée : un e-mail de validation a été envoyé à ${email}`;

/** A person's page read by an administrator: a reset link instead of a password. */
export const resetLinkSent = (email: string) =>
  `Un lien de réinitialisation a été envoyé à ${email}`;
export const RESET_LINK_FAILED =
  "Le lien de réinitialisation n'a pas pu être envoyé. Réessayez plus tard.";

/** What the `*` beside a label means, said before the person's fields (RGAA 11.10). */
export const REQUIRED_FIELDS = "Les champs marqués d'une étoile (*) sont obligatoires.";
