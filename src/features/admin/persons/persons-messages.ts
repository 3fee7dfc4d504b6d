/** What the persons administration says. */
export const PERSONS_LOAD_FAILED = "La liste des personnes n'a pas pu être chargée.";
export const COUNTS_LOAD_FAILED = "Les compteurs n'ont pas pu être chargés.";
export const accountValidated = (firstName: string, lastName: string) =>
  `Compte de ${firstName} ${lastName} validé`;

export const accountNotValidated = (firstName: string, lastName: string, reason?: string) =>
  `Le compte de ${firstName} ${lastName} n'a pas pu être validé${reason ? ` : ${reason}` : '.'}`;

export const accountsValidated = (count: number) =>
  count > 1 ? `${count} comptes validés` : '1 compte validé';

export const rolesSaved = (firstName: string, lastName: string) =>
  `Rôles de ${firstName} ${lastName} enregistrés`;

export const ROLES_SAVE_FAILED = 'Les rôles n’ont pas pu être enregistrés. Réessayez.';
/** The backend's reason when it refused the roles (400, 403), else the message above. */
export const rolesNotSaved = (reason?: string) =>
  reason ? `Les rôles n’ont pas pu être enregistrés : ${reason}` : ROLES_SAVE_FAILED;

/** `Copier les e-mails`: how many addresses went to the clipboard. */
export const addressesCopied = (count: number) =>
  count > 1 ? `${count} adresses copiées` : `${count} adresse copiée`;
export const NO_ADDRESS_TO_COPY = 'Aucune adresse e-mail dans cette liste.';
export const ADDRESSES_LOAD_FAILED = "Les adresses n'ont pas pu être lues. Réessayez.";
/** `Annuler` stopped the reading of the addresses: nothing went to the clipboard. */
export const COPY_CANCELLED = "Copie annulée : aucune adresse n'a été copiée.";
export const CLIPBOARD_REFUSED =
  'Le navigateur a refusé la copie : sélectionnez les adresses ci-dessous et copiez-les.';
