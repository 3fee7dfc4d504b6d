/**
 * What a screen says of the records a list left out because the app could not read them
 * (docs/rules.md#reading-a-real-backend): `1 personne n'a pas pu être lue`,
 * `3 albums n'ont pas pu être lus`, each noun with its gender and plural.
 */
export interface RecordNoun {
  one: string;
  many: string;
  feminine?: boolean;
}

/** `{n} {noun} n'a / n'ont pas pu être lu(e)(s)`, agreed with the noun and the count. */
export function skippedSentence(count: number, noun: RecordNoun): string {
  const plural = count > 1;
  const read = `lu${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;
  return `${count} ${plural ? noun.many : noun.one} ${plural ? "n'ont" : "n'a"} pas pu être ${read}`;
}

/**
 * What a total or an export adds when records were left out of it:
 * `1 commande illisible non comptée`, `2 personnes illisibles non comptées`.
 */
export function uncounted(count: number, noun: RecordNoun): string {
  const plural = count > 1;
  const counted = `compté${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;
  return `${count} ${plural ? noun.many : noun.one} illisible${plural ? 's' : ''} non ${counted}`;
}

/**
 * What a list cut at the bound of "every page" says (docs/calls.md#lists):
 * `Liste incomplète : seules les 10 000 premières personnes ont été lues`.
 */
export function cutSentence(count: number, noun: RecordNoun): string {
  const f = noun.feminine;
  const number = count.toLocaleString('fr-FR');
  return `Liste incomplète : ${f ? 'seules' : 'seuls'} les ${number} ${f ? 'premières' : 'premiers'} ${noun.many} ont été ${f ? 'lues' : 'lus'}`;
}

export const PERSONS: RecordNoun = { one: 'personne', many: 'personnes', feminine: true };
export const ORDERS: RecordNoun = { one: 'commande', many: 'commandes', feminine: true };
export const NEWS: RecordNoun = { one: 'information', many: 'informations', feminine: true };
export const RESOURCES: RecordNoun = { one: 'ressource', many: 'ressources', feminine: true };
export const RESERVATIONS: RecordNoun = {
  one: 'réservation',
  many: 'réservations',
  feminine: true,
};
export const ALBUMS: RecordNoun = { one: 'album', many: 'albums' };
export const PHOTOS: RecordNoun = { one: 'photo', many: 'photos', feminine: true };
export const DOCUMENTS: RecordNoun = { one: 'document', many: 'documents' };
export const PARTNERS: RecordNoun = { one: 'partenaire', many: 'partenaires' };
export const COMMISSIONS: RecordNoun = { one: 'commission', many: 'commissions', feminine: true };
export const DUES: RecordNoun = { one: 'cotisation', many: 'cotisations', feminine: true };

/** Each list's noun by a key, for the words of a list that name it without loading it. */
export const NOUNS = {
  persons: PERSONS,
  orders: ORDERS,
  news: NEWS,
  resources: RESOURCES,
  reservations: RESERVATIONS,
  albums: ALBUMS,
  photos: PHOTOS,
  documents: DOCUMENTS,
  partners: PARTNERS,
  commissions: COMMISSIONS,
  dues: DUES,
} as const;
export type NounKey = keyof typeof NOUNS;
