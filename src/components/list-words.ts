import { type ReactNode, Suspense, createElement, lazy } from 'react';
import { cutOf, skippedOf } from '@/api/read-list';
import type { NounKey } from '@/lib/skipped';

/** Loaded only when a list has something to say: the first load of a list screen carries none of it. */
const ListNotices = lazy(() => import('./list-notices'));

/**
 * What the frame of a load says (`Screen`, `LoadedContent`): while it comes, and why it failed
 * (shown with `Réessayer`). A list that several screens show keeps its words once here (the
 * members' screen and its administration say the same), and each screen spreads them:
 * `{...ordersWords}`. Words only one screen says stay beside that screen.
 */
export interface LoadWords {
  loading: string;
  error: string;
  /** What is said above the list: its records left out, its cut (`LoadedContent`). */
  notices?: (data: unknown) => ReactNode;
}

/** The `notices` of `LoadedContent` for a list of `records`: those left out, its cut. */
export const listNotices = (records: NounKey) => (data: unknown) =>
  skippedOf(data) > 0 || cutOf(data) > 0
    ? createElement(Suspense, { fallback: null }, createElement(ListNotices, { data, records }))
    : null;

/** The `empty` of `Screen` and `LoadedContent` for a list: what is said when it has no item. */
export const whenNone = (message: string) => ({
  when: (list: readonly unknown[]) => list.length === 0,
  message,
});

/**
 * What a list of `nouns` says while it loads and when it failed, the same sentence for every
 * list: `Chargement des commandes…`, `Les commandes n'ont pas pu être chargées.` (`chargés` for
 * masculine nouns); `records` names them where some were left out.
 */
function listWords(records: NounKey, nouns: string, gender: 'f' | 'm'): Required<LoadWords> {
  return {
    notices: listNotices(records),
    loading: `Chargement des ${nouns}…`,
    error: `Les ${nouns} n'ont pas pu être ${gender === 'f' ? 'chargées' : 'chargés'}.`,
  };
}

/** What a list of orders says: one's own and the administration's. */
export const ordersWords = listWords('orders', 'commandes', 'f');

/** What a list of news says: the members' home and commissions, and its administration. */
export const newsWords = listWords('news', 'informations', 'f');

/** What the albums' list says: the members' `Photos` and its administration. */
export const albumsWords = listWords('albums', 'albums', 'm');

/** What a commission's resources say: its members' page and its administration. */
export const resourcesWords = listWords('resources', 'ressources', 'f');

/** What the documents' list says: the members' `Documents` and its administration. */
export const documentsWords = {
  ...listWords('documents', 'documents', 'm'),
  empty: whenNone('Aucun document pour le moment.'),
};

/** What the partners' list says: the members' `Partenaires` and its administration. */
export const partnersWords = {
  ...listWords('partners', 'partenaires', 'm'),
  empty: whenNone('Aucun partenaire pour le moment.'),
};
