import { whenNone } from './load-words';

/** What the documents' list says: the members' `Documents` and its administration. */
export const documentsWords = {
  loading: 'Chargement des documents…',
  error: "Les documents n'ont pas pu être chargés.",
  empty: whenNone('Aucun document pour le moment.'),
};

/** What the partners' list says: the members' `Partenaires` and its administration. */
export const partnersWords = {
  loading: 'Chargement des partenaires…',
  error: "Les partenaires n'ont pas pu être chargés.",
  empty: whenNone('Aucun partenaire pour le moment.'),
};
