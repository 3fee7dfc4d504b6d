/** What the captcha says when it cannot show (load time-out, error, aborted). */
export const CAPTCHA_LOAD_FAILED =
  "Le captcha n'a pas pu être chargé. Vérifiez votre connexion et réessayez.";
/** What the public reads of a build without a site key; the variable's name goes to the console. */
export const CAPTCHA_NOT_CONFIGURED =
  "La vérification anti-robot n'est pas disponible pour le moment : l'envoi est impossible. Réessayez plus tard ou contactez l'amicale par courrier.";
