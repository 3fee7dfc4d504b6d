import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { personSchema } from '@/api/schemas/person';
import { db } from './db';
import { withNulls } from './jackson';
import { takeRefusedBodies } from './strict-bodies';
import { backendOptions, resetBackendOptions, setBackendOptions } from './options';
import { DEMO, embedded, signInAs } from './testing';

type Body = Record<string, unknown>;

const selfOf = (record: Body) =>
  (record._links as { self?: { href?: string } } | null | undefined)?.self?.href;

/** Signed in as `account` before the layer is on: the sign-in's own answer is the app's. */
async function as(account: keyof typeof DEMO): Promise<number> {
  return signInAs(...DEMO[account]);
}

afterEach(() => setAuthToken(null));

describe('the Jackson layer', () => {
  it('writes nulls by default, as Jackson does, and is back to its defaults after a reset', () => {
    expect(backendOptions()).toMatchObject({ nulls: true, idsInBody: true });
    setBackendOptions({ nulls: false, idsInBody: false });
    resetBackendOptions();
    expect(backendOptions()).toMatchObject({ nulls: true, idsInBody: true });
  });

  it('leaves a lacking property out while `nulls` is off', async () => {
    setBackendOptions({ nulls: false });
    const id = await as('member');
    const { data } = await api.get<Body>(`/users/${id}`);
    expect(data).not.toHaveProperty('roles');
    expect(data.id).toBe(id);
  });

  it('writes every property a person lacks as null, for its owner', async () => {
    const id = await as('member');
    const stored = db().persons.find((person) => person.id === id);
    Reflect.deleteProperty(stored ?? {}, 'phone');
    Reflect.deleteProperty(stored ?? {}, 'relations');
    setBackendOptions({ nulls: true });
    const { data } = await api.get<Body>(`/users/${id}`);
    expect(data).toMatchObject({
      id,
      firstName: 'Jeanne',
      phone: null,
      relations: null,
      roles: null,
      emailValidated: null,
      validated: null,
      accountValidity: null,
    });
    expect(Object.keys(data)).toEqual(expect.arrayContaining(Object.keys(personSchema.shape)));
  });

  it('writes nulls in each record of a list and in the records nested in them', async () => {
    await as('admin');
    setBackendOptions({ nulls: true });
    const { data } = await api.get<Body>('/users?size=5&sort=id');
    const records = embedded<Body>(data);
    expect(records).toHaveLength(5);
    for (const record of records) {
      for (const key of Object.keys(personSchema.shape)) expect(record).toHaveProperty(key);
    }
    expect(data.page).toMatchObject({ size: 5 });
  });

  it('fills a nested record by its own schema', () => {
    const answer = withNulls(personSchema, {
      id: 3,
      firstName: 'Luc',
      relations: [{ relatedUser: { firstName: 'Léa' } }],
    });
    expect(answer).toMatchObject({
      lastName: null,
      relations: [
        {
          id: null,
          relationShip: null,
          relatedUser: { id: null, firstName: 'Léa', lastName: null, birthDate: null },
        },
      ],
    });
  });

  it('leaves ids out without `idsInBody`, each record linked to its address', async () => {
    await as('admin');
    setBackendOptions({ idsInBody: false });
    const persons = embedded<Body>((await api.get<Body>('/users?size=3&sort=id')).data);
    expect(persons).toHaveLength(3);
    for (const person of persons) {
      expect(person).not.toHaveProperty('id');
      expect(selfOf(person)).toMatch(/\/users\/\d+$/);
    }
    const news = embedded<Body>((await api.get<Body>('/news')).data);
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      expect(item).not.toHaveProperty('id');
      expect(selfOf(item)).toMatch(/\/news\/\d+$/);
    }
    const [album] = embedded<Body>((await api.get<Body>('/albums')).data);
    const albumId = /\/albums\/(\d+)$/.exec(selfOf(album) ?? '')?.[1];
    const photos = embedded<Body>((await api.get<Body>(`/albums/${albumId}/photos`)).data);
    expect(photos.map(selfOf)).toEqual(
      photos.map(() => expect.stringMatching(/\/photos\/\d+$/) as unknown),
    );
  });

  it('links the records nested in a record by their own addresses', async () => {
    await as('member');
    setBackendOptions({ idsInBody: false });
    const { data } = await api.get<Body>('/commands/1');
    expect(data).not.toHaveProperty('id');
    expect(selfOf(data)).toMatch(/\/commands\/1$/);
    const person = data.person as Body;
    expect(person).not.toHaveProperty('id');
    expect(selfOf(person)).toMatch(/\/users\/\d+$/);
    const [line] = data.reservations as Body[];
    expect(line).not.toHaveProperty('id');
    expect(selfOf(line)).toMatch(/\/reservations\/\d+$/);
    expect((line._links as Record<string, { href: string }>).resource.href).toMatch(
      /\/resources\/\d+$/,
    );
  });

  it("writes a write's answer the same way, the write done once", async () => {
    await as('admin');
    setBackendOptions({ nulls: true, idsInBody: false });
    const before = db().news.length;
    const answer = await api.post<Body>('/news', {
      title: 'Bal',
      text: 'Samedi.',
      commission: null,
    });
    expect(answer.status).toBe(201);
    expect(db().news).toHaveLength(before + 1);
    const stored = db().news.at(-1);
    expect(answer.data).not.toHaveProperty('id');
    expect(selfOf(answer.data)).toMatch(new RegExp(`/news/${String(stored?.id)}$`));
    expect(answer.data).toMatchObject({ title: 'Bal', commission: null });
  });

  it('leaves answers that are not a call’s record as they are', async () => {
    await as('admin');
    setBackendOptions({ nulls: true, idsInBody: false });
    const html = await api.get<string>('/siteconfiguration/rgpd', { responseType: 'text' });
    expect(html.headers['content-type']).toMatch(/html/);
    expect(html.data).toMatch(/</);
    const missing = await api.get<Body>('/users/9999').catch((error: unknown) => error);
    expect(missing).toMatchObject({
      response: { status: 404, data: { status: 404, message: 'Personne introuvable' } },
    });
    const [item] = embedded<Body>((await api.get<Body>('/news')).data);
    const deleted = await api.delete(selfOf(item)?.replace(/^.*\/v1/, '') ?? '');
    expect(deleted.status).toBeLessThan(300);
    expect(deleted.data).toBeFalsy();
  });

  it('still refuses a body its call does not take, before any handler', async () => {
    await as('admin');
    setBackendOptions({ nulls: true });
    const before = db().news.length;
    const refused = await api
      .post('/news', { title: 'Bal', text: 'Samedi.', commission: null, id: 4 })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ response: { status: 400 } });
    expect(db().news).toHaveLength(before);
    // Refused on purpose here: not a stray body of the app's (tests/setup.ts).
    expect(takeRefusedBodies()).toHaveLength(1);
  });
});
