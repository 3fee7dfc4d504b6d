import { queryOptions } from '@tanstack/react-query';
import { copyEpoch, keepCopy, readCopy } from '@/platform/offline-copy';
import { isRecord, isUnanswered } from './answers';
import { api } from './client';
import { parseAnswer } from './parse';
import { fetchPerson, personQuery } from './persons';
import { type MemberCardCode, memberCardCodeSchema } from './schemas/card';
import type { Person } from './types';

export type { MemberCardCode };

/**
 * What the card shows: the code, and the person as the backend last answered. The person's own
 * state is not among it (a member reading themself may not get it): the card's validity comes
 * from the code's `expires` and the session (src/lib/member-card.ts).
 */
export interface MemberCard {
  card: MemberCardCode;
  person: Pick<Person, 'firstName' | 'lastName' | 'membertype' | 'subscriptions'>;
  /** Shown from the copy kept on this device: when it was read (ISO date-time). */
  offlineSince?: string;
}

/** @assumed GET /users/{id}/card (bearer, one's own card): `{code, expires}`. */
export async function fetchMemberCardCode(personId: number): Promise<MemberCardCode> {
  const response = await api.get<unknown>(`/users/${personId}/card`);
  return parseAnswer(memberCardCodeSchema, response.data);
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
  // The session this read starts in: an answer arriving after it ended is not kept.
  const since = copyEpoch();
  try {
    const [card, person] = await Promise.all([fetchMemberCardCode(personId), readPerson(personId)]);
    const answer: MemberCard = {
      card,
      person: {
        firstName: person.firstName,
        lastName: person.lastName,
        membertype: person.membertype,
        subscriptions: person.subscriptions,
      },
    };
    await keepCopy(copyName(personId), answer, since);
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
