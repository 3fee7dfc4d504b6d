import { queryOptions } from '@tanstack/react-query';
import { keepCopy, readCopy } from '@/lib/offline-copy';
import { isRecord, isUnanswered, readRecord } from './answers';
import { api } from './client';
import { fetchPerson, personQuery } from './persons';
import type { Person } from './types';

/** One's member card: an unguessable code made by the backend, until `expires` (YYYY-MM-DD). */
export interface MemberCardCode {
  code: string;
  expires: string;
}

/** What the card shows: the code, and the person as the backend last answered. */
export interface MemberCard {
  card: MemberCardCode;
  person: Pick<
    Person,
    | 'firstName'
    | 'lastName'
    | 'membertype'
    | 'subscriptions'
    | 'roles'
    | 'accountValidity'
    | 'emailValidated'
    | 'validated'
  >;
  /** Shown from the copy kept on this device: when it was read (ISO date-time). */
  offlineSince?: string;
}

/** @assumed GET /users/{id}/card (bearer, one's own card): `{code, expires}`. */
export async function fetchMemberCardCode(personId: number): Promise<MemberCardCode> {
  const response = await api.get<MemberCardCode>(`/users/${personId}/card`);
  const card = readRecord<MemberCardCode>(response.data, ['code', 'expires']);
  if (typeof card.code !== 'string' || !card.code) throw new Error('Code de carte absent');
  return card;
}

const isMemberCard = (data: unknown): data is MemberCard =>
  isRecord(data) &&
  isRecord(data.card) &&
  typeof data.card.code === 'string' &&
  isRecord(data.person) &&
  typeof data.person.firstName === 'string';

const copyName = (personId: number) => `carte-${personId}`;

/** How long a person read by another part of the page stands for the card's own read. */
const PERSON_STILL_FRESH_MS = 10_000;

/**
 * The card and the person, kept on the device once read: when no answer comes (no network, a
 * server down), the kept copy is shown with the time it was read. A refusal is said.
 */
export async function fetchMemberCard(
  personId: number,
  readPerson: (id: number) => Promise<Person> = fetchPerson,
): Promise<MemberCard> {
  try {
    const [card, person] = await Promise.all([fetchMemberCardCode(personId), readPerson(personId)]);
    const answer: MemberCard = {
      card,
      person: {
        firstName: person.firstName,
        lastName: person.lastName,
        membertype: person.membertype,
        subscriptions: person.subscriptions,
        roles: person.roles,
        accountValidity: person.accountValidity,
        emailValidated: person.emailValidated,
        validated: person.validated,
      },
    };
    await keepCopy(copyName(personId), answer);
    return answer;
  } catch (error) {
    const kept = isUnanswered(error) ? await readCopy(copyName(personId), isMemberCard) : null;
    if (!kept) throw error;
    return { ...kept.data, offlineSince: kept.savedAt };
  }
}

export const cardKeys = {
  mine: (personId: number) => ['member-card', personId] as const,
};

export const memberCardQuery = (personId: number) =>
  queryOptions({
    queryKey: cardKeys.mine(personId),
    // The person as the signed-in chrome has just read it (a few seconds ago at most), else
    // asked again; never held back by the browser's offline flag, never retried: no answer is
    // the kept copy's cue.
    queryFn: ({ client }) =>
      fetchMemberCard(personId, (id) =>
        client.fetchQuery({
          ...personQuery(id),
          staleTime: PERSON_STILL_FRESH_MS,
          networkMode: 'always',
          retry: false,
        }),
      ),
    // Read again each time the card is opened: a renewal or a lapse shows at once.
    staleTime: 0,
    // Asked even when the browser says it is offline: the answer is then the kept copy.
    networkMode: 'always',
    meta: { failure: 'Chargement de la carte de membre' },
  });
