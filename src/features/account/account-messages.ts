import { CAPTCHA_UNTICKED } from '@/lib/form-messages';

/** The account page's words (an address refused: `Error {detail}`). */
export const ACCOUNT_LOAD_FAILED = "Ce compte n'a pas pu être chargé.";
export const ADDRESS_LOAD_FAILED = "L'adresse n'a pas pu être chargée.";

/** `Mes données` (docs/rules.md#my-data). */
export const MY_DATA_TITLE = 'Mes données';
export const MY_DATA_FAILED = "Vos données n'ont pas pu être préparées. Réessayez.";
/** `Annuler` stopped the reading of one's data: no file was written. */
export const MY_DATA_CANCELLED = "Téléchargement annulé : aucun fichier n'a été créé.";
export const ERASURE_TITLE = 'Supprimer mon compte';
export const ERASURE_SENT = "Votre demande a été transmise à l'amicale";
export const ERASURE_FAILED = "Votre demande n'a pas pu être envoyée. Réessayez.";
/** The contact form's words for a captcha left unticked. */
export const ERASURE_NO_CAPTCHA = CAPTCHA_UNTICKED;
