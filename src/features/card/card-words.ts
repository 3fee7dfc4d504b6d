/** The member card's and its check's words. */
export const CARD_LOAD_FAILED = "Votre carte n'a pas pu être chargée.";
export const CARD_CHECK_FAILED =
  "La carte n'a pas pu être vérifiée : le serveur n'a pas répondu. Vérifiez votre connexion puis réessayez.";
export const CARD_VALID = 'Membre à jour de sa cotisation';
export const CARD_INVALID = 'Carte non valide';
export const sellerOf = (year: number) => `Autorisé(e) à vendre les calendriers ${year}`;
