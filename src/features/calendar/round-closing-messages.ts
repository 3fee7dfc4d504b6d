import { ROUND_COUNT_KEPT_DAYS } from '@/lib/round-count';

/** What the round's count (`Clôturer la tournée`) says, word for word. */

export const ROUND_SENT = 'Bordereau envoyé au trésorier';
export const ROUND_SEND_FAILED =
  "Le bordereau n'a pas pu être envoyé : votre comptage reste sur ce téléphone. Réessayez dès que le réseau répond.";
export const ROUND_FIX_COUNT = "Corrigez les champs signalés avant d'envoyer le bordereau.";
export const ROUND_CARD_UNREAD =
  "Les paiements par carte de cette souche n'ont pas encore pu être lus : le bordereau les attend. Votre comptage reste sur ce téléphone ; réessayez dès que le réseau répond.";
export const ROUND_ABANDONED = 'Comptage abandonné : il a été effacé de ce téléphone.';
export const ROUND_NO_SELLER =
  "Vos coordonnées n'ont pas pu être lues : le bordereau n'est pas parti. Votre comptage reste sur ce téléphone ; réessayez dès que le réseau répond.";

/** While the count kept on the phone is read. */
export const ROUND_COUNT_READING = 'Lecture du comptage gardé sur ce téléphone…';

/** Above the count: where it is kept, and for how long. */
export const ROUND_COUNT_KEPT = `Le comptage reste sur ce téléphone, même hors ligne ou après une déconnexion, jusqu'à son envoi au trésorier ou son abandon ; après ${ROUND_COUNT_KEPT_DAYS} jours, le téléphone vous demande de l'envoyer ou de l'abandonner.`;

/** The hint of `Autres pièces`. */
export const OTHER_COINS_HINT = 'Le montant en euros, par exemple 3,40.';
/** The hint of a cheque's `Montant`. */
export const CHEQUE_AMOUNT_HINT = 'En euros, par exemple 25 ou 12,50.';

export const CARD_PAYMENTS_READING = 'Lecture des paiements par carte…';
export const CARD_PAYMENTS_UNREAD =
  "Les paiements par carte de cette souche n'ont pas pu être lus.";
export const NO_CARD_PAYMENT = 'Aucun paiement par carte reçu pour cette souche.';

/** The card payments of the stub still pending, which the totals leave out. */
export const cardPaymentsPending = (pending: number) =>
  pending === 1
    ? '1 paiement en attente n’est pas compté : il le sera une fois payé.'
    : `${pending} paiements en attente ne sont pas comptés : ils le seront une fois payés.`;

/** `Carte` in the totals while the card payments are not read. */
export const CARD_TOTAL_UNREAD = 'non lue';
/** `Total de la tournée` while the card payments are not read. */
export const totalWithoutCard = (total: string) => `${total} sans la carte`;

/** What `Abandonner ce comptage` asks to confirm. */
export const roundAbandonAsked = (stub: number) =>
  `Le comptage de la souche n° ${stub} sera effacé de ce téléphone sans être envoyé au trésorier.`;

/** The seller's phone in the mail, when their record has none. */
export const NO_PHONE = 'non renseigné';
