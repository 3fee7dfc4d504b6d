import { HttpResponse, http } from 'msw';
import { accountStateOf } from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import { sellsCalendars } from '@/lib/permissions';
import { db, save } from '@/mocks/backend/db';
import { forbidden, notFound, url } from '@/mocks/backend/responses';
import type { MockCard, MockPerson } from '@/mocks/backend/types';
import { withRecord } from '@/mocks/backend/with-auth';

const PERSON = { list: () => db().persons, what: 'Personne' };

/** 24 random bytes, base64url: a code nobody can guess or count from a person's id. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The person's card: the one still running, else a new code until the membership's end. */
function cardOf(person: MockPerson, today: string): MockCard {
  const running = db().cards.find((card) => card.personId === person.id && card.expires >= today);
  if (running) return running;
  const card = { personId: person.id, code: newCode(), expires: person.accountValidity };
  // A person holds one card: the expired one leaves the store as the new one comes.
  db().cards = [...db().cards.filter((old) => old.personId !== person.id), card];
  save();
  return card;
}

/**
 * The member card's calls. `GET /users/{id}/card` (bearer, one's own card only) answers
 * `{code, expires}`; `GET /cards/{code}` (public) answers what a householder may read at the door:
 * the first name and initial, whether the membership is valid today, and whether the person
 * sells the year's calendars. An unknown or expired code is a 404.
 */
export const cardHandlers = [
  /** @assumed */
  http.get(
    url('/users/:id/card'),
    withRecord(PERSON, ({ auth, record: person }) => {
      if (person.id !== auth.person.id) return forbidden();
      const { code, expires } = cardOf(person, todayIso());
      return HttpResponse.json({ code, expires });
    }),
  ),

  /** @assumed */
  http.get(url('/cards/:code'), ({ params }) => {
    const today = todayIso();
    const card = db().cards.find((candidate) => candidate.code === params.code);
    const person = card && db().persons.find((candidate) => candidate.id === card.personId);
    if (!card || !person || card.expires < today) return notFound('Carte');
    return HttpResponse.json({
      firstName: person.firstName,
      lastInitial: person.lastName.charAt(0).toLocaleUpperCase('fr'),
      valid: accountStateOf(person, today) === 'valid',
      calendarSeller: sellsCalendars(person),
      year: Number(today.slice(0, 4)),
    });
  }),
];
