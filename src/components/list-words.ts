import {
  ALBUMS,
  DOCUMENTS,
  NEWS,
  ORDERS,
  PARTNERS,
  RESOURCES,
  type RecordNoun,
} from '@/lib/skipped';

/**
 * What the frame of a load says (`Screen`, `LoadedContent`): while it comes, and why it failed
 * (shown with `Réessayer`). A list that several screens show keeps its words once here (the
 * members' screen and its administration say the same), and each screen spreads them:
 * `{...ordersWords}`. Words only one screen says stay beside that screen.
 */
export interface LoadWords {
  loading: string;
  error: string;
  /** What the list's records are: to say how many could not be read (`LoadedContent`). */
  records?: RecordNoun;
}

/** The `empty` of `Screen` and `LoadedContent` for a list: what is said when it has no item. */
export const whenNone = (message: string) => ({
  when: (list: readonly unknown[]) => list.length === 0,
  message,
});

/** What a list of orders says: one's own and the administration's. */
export const ordersWords: LoadWords = {
  records: ORDERS,
  loading: 'Chargement des commandes…',
  error: "Les commandes n'ont pas pu être chargées.",
};

/** What a list of news says: the members' home and commissions, and its administration. */
export const newsWords: LoadWords = {
  records: NEWS,
  loading: 'Chargement des informations…',
  error: "Les informations n'ont pas pu être chargées.",
};

/** What the albums' list says: the members' `Photos` and its administration. */
export const albumsWords: LoadWords = {
  records: ALBUMS,
  loading: 'Chargement des albums…',
  error: "Les albums n'ont pas pu être chargés.",
};

/** What a commission's resources say: its members' page and its administration. */
export const resourcesWords: LoadWords = {
  records: RESOURCES,
  loading: 'Chargement des ressources…',
  error: "Les ressources n'ont pas pu être chargées.",
};

/** What the documents' list says: the members' `Documents` and its administration. */
export const documentsWords = {
  records: DOCUMENTS,
  loading: 'Chargement des documents…',
  error: "Les documents n'ont pas pu être chargés.",
  empty: whenNone('Aucun document pour le moment.'),
};

/** What the partners' list says: the members' `Partenaires` and its administration. */
export const partnersWords = {
  records: PARTNERS,
  loading: 'Chargement des partenaires…',
  error: "Les partenaires n'ont pas pu être chargés.",
  empty: whenNone('Aucun partenaire pour le moment.'),
};
