/**
 * A deactivated commission (`active: false`) takes no booking; its administrators manage it. Apart
 * from the reservation rules, as the status screens of the first script say it too.
 */
export const COMMISSION_CLOSED = "Cette commission n'est pas ouverte";
