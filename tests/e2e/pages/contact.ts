/**
 * A visitor writing through `Nous contacter`: each field's label and what is typed in it, in the
 * form's order, the message apart (each test says its own, or leaves it out on purpose).
 */
export const VISITOR: readonly (readonly [string, string])[] = [
  ['E-mail', 'visiteur@exemple.fr'],
  ['Téléphone', '0601020304'],
  ['Nom', 'Durand'],
  ['Prénom', 'Alice'],
  ['Objet', 'Calendrier'],
];

/** The visitor's message: the last field of the form. */
export const MESSAGE = 'Bonjour, je n’ai pas reçu le calendrier.';
