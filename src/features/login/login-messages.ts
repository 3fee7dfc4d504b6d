/** SPEC §8: a refused sign-in, in the form. */
export const SIGN_IN_REFUSED = 'Utilisateur non-autorisé';
