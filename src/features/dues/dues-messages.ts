/** The dues' load (docs/rules.md#messages). */
export const NO_DUES_FOR_STATUS = 'Aucune cotisation disponible pour votre statut';
export const NOTHING_TO_PAY = 'Aucune cotisation à payer';
export const DUES_LOAD_FAILED = 'Impossible de charger le paiement de la cotisation';
