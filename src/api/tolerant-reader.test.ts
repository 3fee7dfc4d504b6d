import * as z from 'zod/mini';
import { readEveryPage } from './list';
import { parseAnswer, withoutNulls } from './parse';
import { parseList } from './parse-list';
import { skippedOf } from './read-list';
import { commissionSchema } from './schemas/commission';
import { orderSchema } from './schemas/order';
import { personSchema } from './schemas/person';
import { resourceSchema } from './schemas/resource';

/**
 * The reader of a real backend's data (docs/calls.md#reading): null is absent, ids come as numbers,
 * digit strings or from `_links.self.href`, days with or without a time, unknown keys and values
 * pass, and a list keeps every record it can read.
 */

const PERSON = {
  id: 13,
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@exemple.fr',
};

/** A person as Jackson writes it: every column without a value as null. */
const JACKSON_PERSON = {
  ...PERSON,
  phone: null,
  birthDate: null,
  cis: null,
  membertype: null,
  membertypePrecision: null,
  subscriptions: null,
  udFnspfDoubleStatusSubscription: null,
  newsletterOptIn: null,
  relations: null,
  roles: null,
  accountValidity: null,
  validated: null,
  emailValidated: null,
};

describe('a real backend’s record, read tolerantly', () => {
  it('reads null as absent, and a list field null as an empty list', () => {
    const person = parseAnswer(personSchema, JACKSON_PERSON);
    expect(person).toMatchObject({ ...PERSON, subscriptions: [], relations: [] });
    expect(person.newsletterOptIn).toBeUndefined();
    expect(person.roles).toBeUndefined();
    expect(person.phone).toBeUndefined();
  });

  it('reads a commission whose administrators and e-mail settings are null (empty lists and an empty object)', () => {
    const commission = parseAnswer(commissionSchema, {
      id: 4,
      name: 'Sport',
      technicalName: 'sport',
      active: true,
      administrators: null,
      emailConfiguration: null,
      authorizedSubscribers: null,
      subType: null,
    });
    expect(commission).toMatchObject({
      administrators: [],
      emailConfiguration: {},
      authorizedSubscribers: [],
    });
  });

  it('reads an id written as digits, or only in _links.self.href', () => {
    expect(parseAnswer(personSchema, { ...PERSON, id: '13' }).id).toBe(13);
    const { id: _left, ...withoutId } = PERSON;
    const linked = {
      ...withoutId,
      _links: { self: { href: 'https://api.exemple.fr/amicale/v1/users/42{?projection}' } },
    };
    expect(parseAnswer(personSchema, linked).id).toBe(42);
    expect(() => parseAnswer(personSchema, { ...PERSON, id: 'treize' })).toThrow(
      'id absent ou illisible',
    );
  });

  it('reads a day sent with a time as its day', () => {
    const person = parseAnswer(personSchema, {
      ...PERSON,
      birthDate: '1990-05-17T00:00:00.000+00:00',
      accountValidity: '2027-12-31 23:59:59',
    });
    expect([person.birthDate, person.accountValidity]).toEqual(['1990-05-17', '2027-12-31']);
    const order = parseAnswer(orderSchema, {
      id: 3,
      date: '2026-11-02T10:15:00Z',
      status: 'PAID',
      total: 30,
    });
    expect(order.date).toBe('2026-11-02');
  });

  it('shows a value the contract does not list as it came', () => {
    expect(parseAnswer(personSchema, { ...PERSON, membertype: 'JSP' }).membertype).toBe('JSP');
    const resource = parseAnswer(resourceSchema, {
      id: 1,
      name: 'Salle',
      price: 12,
      billingPeriod: 'WEEK',
    });
    expect(resource.billingPeriod).toBe('WEEK');
    expect(
      parseAnswer(orderSchema, { id: 3, date: '2026-01-02', status: 'REFUNDED', total: 3 }),
    ).toMatchObject({
      status: 'REFUNDED',
    });
  });

  it('leaves nulls out at every depth, and keeps what is not null', () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 0, e: false, f: '' }, g: [null, 1] })).toEqual({
      b: { d: 0, e: false, f: '' },
      g: [1],
    });
  });
});

describe('a list with odd records among good ones', () => {
  const item = z.object({ id: z.number(), name: z.string() });

  it('keeps the records it can read, counts the others and logs their ids', () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = parseList(
      personSchema,
      {
        _embedded: {
          data: [
            PERSON,
            { ...PERSON, id: 14, lastName: null },
            { ...PERSON, id: 15, subscriptions: null, firstName: 'Paul' },
            { ...PERSON, id: '16', email: 'paul@exemple.fr' },
            null,
            { ...PERSON, id: 17, firstName: 42 },
          ],
        },
      },
      'GET /users',
    );
    expect(page.data.map((person) => person.id)).toEqual([13, 15, 16]);
    expect(page.skipped).toEqual({ count: 3, ids: ['id 14', 'n° 5', 'id 17'] });
    expect(logs).toHaveBeenCalledWith(expect.stringMatching(/^GET \/users : 3 élément/));
    expect(String(logs.mock.calls[0][0])).toContain('id 14, n° 5, id 17');
    logs.mockRestore();
  });

  it('says nothing was left out when every record reads', () => {
    expect(parseList(item, { _embedded: { data: [{ id: 1, name: 'a' }] } })).toEqual({
      data: [{ id: 1, name: 'a' }],
      total: undefined,
      size: undefined,
    });
  });

  it('reads _embedded.data null as an empty list', () => {
    expect(parseList(item, { _embedded: { data: null }, page: null }).data).toEqual([]);
  });

  it('counts the odd records of every page, and reads on past a page they shortened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = [
      [{ id: 1, name: 'a' }, { id: 2 }],
      [
        { id: 3, name: 'c' },
        { id: 4, name: 'd' },
      ],
      [{ id: 5 }],
    ];
    const all = await readEveryPage(
      async (page) => parseList(item, { _embedded: { data: pages[page] ?? [] } }),
      2,
    );
    expect(all.map((row) => row.id)).toEqual([1, 3, 4]);
    expect(skippedOf(all)).toBe(2);
    vi.restoreAllMocks();
  });

  it('marks nothing on a list read whole', async () => {
    const all = await readEveryPage(
      async (page) => parseList(item, { _embedded: { data: page ? [] : [{ id: 1, name: 'a' }] } }),
      2,
    );
    expect(skippedOf(all)).toBe(0);
    expect(Object.keys(all)).toEqual(['0']);
  });
});
