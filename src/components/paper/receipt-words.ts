/**
 * The words the calendar receipt shares between its PDF (papers.ts, with jsPDF) and its text on
 * the code screen (its accessible version, RGAA 13.3), which loads no PDF maker.
 */
export const RECEIPT_NOT_FISCAL = "Ce reçu n'est pas un reçu fiscal.";

/** The receipt's line for the gift. */
export const giftLine = (year: number) => `Don pour le calendrier ${year}, payé par carte`;

/** The receipt's thanks. */
export const thanksLine = (association: string, firstName: string, lastName: string) =>
  `${association} remercie ${firstName} ${lastName} de son soutien aux sapeurs-pompiers.`;
