/** A deactivated commission (`active: false`) takes no booking; its administrators manage it. */
export const COMMISSION_CLOSED = "Cette commission n'est pas ouverte";
