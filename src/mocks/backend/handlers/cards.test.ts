import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { db, resetDb } from '@/mocks/backend/db';
import { DEMO, signInAs, statusOfCall } from '@/mocks/backend/testing';

afterEach(() => setAuthToken(null));

interface Card {
  code: string;
  expires: string;
}

interface Verdict {
  firstName: string;
  lastInitial: string;
  valid: boolean;
  calendarSeller: boolean;
  year: number;
}

async function cardOf(account: readonly [string, string]): Promise<Card & { id: number }> {
  const id = await signInAs(...account);
  const { data } = await api.get<Card>(`/users/${id}/card`);
  setAuthToken(null);
  return { ...data, id };
}

const verify = async (code: string) => (await api.get<Verdict>(`/cards/${code}`)).data;

describe('member cards (mock backend)', () => {
  it('gives a member an unguessable code, the same until it expires, never their id', async () => {
    const first = await cardOf(DEMO.member);
    const again = await cardOf(DEMO.member);
    expect(first.code).toMatch(/^[\w-]{48,}$/);
    expect(again.code).toBe(first.code);
    // Random, not counted: another member's code, and this member's next one, share nothing.
    const other = await cardOf(DEMO.calendar);
    expect(other.code).not.toBe(first.code);
    const card = db().cards.find((candidate) => candidate.code === first.code);
    if (!card) throw new Error('no card');
    card.expires = '2020-01-01';
    expect((await cardOf(DEMO.member)).code).not.toBe(first.code);
    expect(first.expires).toBe(
      db().persons.find((person) => person.id === first.id)?.accountValidity,
    );
  });

  it('tells anyone, signed out, the first name and initial and that the membership is valid', async () => {
    const { code, id } = await cardOf(DEMO.member);
    const person = db().persons.find((candidate) => candidate.id === id);
    const verdict = await verify(code);
    expect(verdict).toEqual({
      firstName: person?.firstName,
      lastInitial: person?.lastName.charAt(0),
      valid: true,
      calendarSeller: false,
      year: new Date().getFullYear(),
    });
    expect(JSON.stringify(verdict)).not.toContain(person?.lastName ?? '?');
    expect(JSON.stringify(verdict)).not.toContain(person?.email ?? '?');
  });

  it('says a calendar seller sells, and a lapsed membership is not valid', async () => {
    expect((await verify((await cardOf(DEMO.calendar)).code)).calendarSeller).toBe(true);
    const { code, id } = await cardOf(DEMO.member);
    const person = db().persons.find((candidate) => candidate.id === id);
    if (!person) throw new Error('no member');
    person.accountValidity = '2020-12-31';
    expect((await verify(code)).valid).toBe(false);
  });

  it('answers 404 to an unknown or expired code, and 403 for another person’s card', async () => {
    expect(await statusOfCall(verify('inconnu'))).toBe(404);
    const { code } = await cardOf(DEMO.member);
    const card = db().cards.find((candidate) => candidate.code === code);
    if (!card) throw new Error('no card');
    card.expires = '2020-01-01';
    expect(await statusOfCall(verify(code))).toBe(404);
    const id = await signInAs(...DEMO.member);
    expect(await statusOfCall(api.get(`/users/${id + 1}/card`))).toBe(403);
  });

  it('checks a code made by the demo in another browser, whose store never saw it', async () => {
    const { code } = await cardOf(DEMO.calendar);
    // The householder's phone: a fresh seed, no card kept.
    resetDb();
    expect(db().cards).toEqual([]);
    expect(await verify(code)).toMatchObject({
      firstName: 'Marc',
      valid: true,
      calendarSeller: true,
    });
    // One character changed: not a code of ours.
    const forged = `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`;
    expect(await statusOfCall(verify(forged))).toBe(404);
  });
});
