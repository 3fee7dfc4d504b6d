import { HttpResponse, http } from 'msw';
import { accountStateOf } from '@/lib/account-states';
import { todayIso } from '@/lib/dates';
import { sellsCalendars } from '@/lib/permissions';
import { db, save } from '@/mocks/backend/db';
import { forbidden, notFound, url } from '@/mocks/backend/responses';
import type { MockCard, MockPerson } from '@/mocks/backend/types';
import { withRecord } from '@/mocks/backend/with-auth';

const PERSON = { list: () => db().persons, what: 'Personne' };

/**
 * The demo's key for card codes. A code is the person and the card's end, encrypted (AES-GCM):
 * nothing in it can be read or counted, yet the demo opened in another browser (the householder's
 * phone, whose embedded backend holds only the seed) can still check it. A real backend keeps its
 * codes; this key lives only in the demo's build.
 */
const DEMO_CARD_KEY = new Uint8Array([
  0x5a, 0x1f, 0x93, 0x0c, 0xe4, 0x27, 0x6b, 0xd8, 0x41, 0xa2, 0x7e, 0x15, 0xc9, 0x30, 0x8f, 0x66,
]);
let cardKey: Promise<CryptoKey> | undefined;
const key = () =>
  (cardKey ??= crypto.subtle.importKey('raw', DEMO_CARD_KEY, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]));

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new code for `personId` until `expires`: a random IV, then the encrypted `id|expires`. */
async function newCode(personId: number, expires: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await key(),
    new TextEncoder().encode(`${personId}|${expires}`),
  );
  return toBase64Url(new Uint8Array([...iv, ...new Uint8Array(sealed)]));
}

/** What a code made by the demo stands for, or null (not one of ours, or tampered with). */
async function openCode(code: string): Promise<Pick<MockCard, 'personId' | 'expires'> | null> {
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length < 12 + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await key(),
      bytes.slice(12),
    );
    const [id, expires] = new TextDecoder().decode(plain).split('|');
    return { personId: Number(id), expires: expires ?? '' };
  } catch {
    return null;
  }
}

/** The person's card: the one still running, else a new code until the membership's end. */
async function cardOf(person: MockPerson, today: string): Promise<MockCard> {
  const running = db().cards.find((card) => card.personId === person.id && card.expires >= today);
  if (running) return running;
  const expires = person.accountValidity;
  const card = { personId: person.id, code: await newCode(person.id, expires), expires };
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
    withRecord(PERSON, async ({ auth, record: person }) => {
      if (person.id !== auth.person.id) return forbidden();
      const { code, expires } = await cardOf(person, todayIso());
      return HttpResponse.json({ code, expires });
    }),
  ),

  /** @assumed */
  http.get(url('/cards/:code'), async ({ params }) => {
    const today = todayIso();
    const code = String(params.code);
    // The store's card first (its end as kept); else a code this demo made in another browser.
    const card = db().cards.find((candidate) => candidate.code === code) ?? (await openCode(code));
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
