/** What the captcha says when it cannot show (SPEC §8: load time-out, error, aborted). */
export const CAPTCHA_LOAD_FAILED =
  "Le captcha n'a pas pu être chargé. Vérifiez votre connexion et réessayez.";
export const CAPTCHA_NOT_CONFIGURED = "Le captcha n'est pas configuré (VITE_RECAPTCHA_SITE_KEY).";
