import type { Address, Order, Person } from '@/api/types';
import { ERASURE_SUBJECT, erasureRequestOf, myDataFile, myDataFileName, myDataOf } from './my-data';

/** An answer carrying more than the file may hold: links, state, secrets, keys nobody planned. */
const profile = {
  id: 1,
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'membre@amicale.fr',
  phone: '06 12 34 11 21',
  birthDate: '1985-04-12',
  cis: 'Saint Georges',
  membertype: 'SPV',
  membertypePrecision: 'Caporal',
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: true,
  relations: [
    {
      id: 101,
      relatedUser: {
        id: 101,
        firstName: 'Léo',
        lastName: 'Martin',
        birthDate: '2015-06-03',
        _links: { self: { href: '/users/101' } },
        secretThing: 'enfant-secret',
      },
      relationShip: 'FAMILY',
      relationShipPrecision: 'Enfant',
    },
  ],
  roles: ['USER'],
  accountValidity: '2026-09-30',
  validated: true,
  emailValidated: true,
  _links: { self: { href: '/users/1' }, address: { href: '/users/1/address' } },
  password: 'Membre2026!',
  token: 'eyJhbGciOi.jeanne',
  secretThing: 'profil-secret',
} as unknown as Person;

const address = {
  id: 1,
  streetNumber: '12',
  streetName: 'rue de Saint-Malo',
  postalCode: 35000,
  city: 'Rennes',
  country: 'France',
  _links: { self: { href: '/addresses/1' } },
  persons: [{ id: 1, password: 'Membre2026!' }],
  secretThing: 'adresse-secret',
} as Address;

const orders = [
  {
    id: 2,
    date: '2026-10-11',
    status: 'PAID',
    total: 56,
    stripeSessionId: 'cs_live_secret',
    person: { id: 1, firstName: 'Jeanne', lastName: 'Martin' },
    _links: { self: { href: '/commands/2' } },
    reservations: [
      {
        id: 7,
        resourceId: 12,
        resource: {
          id: 12,
          name: 'Sweat de l’amicale',
          price: 28,
          billingPeriod: 'ITEM',
          commission: 'sport',
          _links: { self: { href: '/resources/12' } },
        },
        quantity: 2,
        startDate: null,
        endDate: null,
        price: 56,
        status: 'PAID',
        token: 'ligne-secret',
      },
      {
        id: 8,
        resourceId: 10,
        resource: { id: 10, name: 'Mobil-home à Erquy' },
        quantity: 1,
        startDate: '2026-07-01',
        endDate: '2026-07-03',
      },
    ],
  },
] as unknown as Order[];

describe('myDataOf', () => {
  const now = new Date('2026-11-25T09:30:00Z');

  it('holds the profile’s own fields, the children, the address and the orders, and nothing else', () => {
    expect(myDataOf({ profile, address, orders, now })).toEqual({
      exportedAt: '2026-11-25T09:30:00.000Z',
      profile: {
        id: 1,
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: 'membre@amicale.fr',
        phone: '06 12 34 11 21',
        birthDate: '1985-04-12',
        cis: 'Saint Georges',
        membertype: 'SPV',
        membertypePrecision: 'Caporal',
        subscriptions: ['AMICALE'],
        udFnspfDoubleStatusSubscription: false,
        newsletterOptIn: true,
      },
      children: [{ firstName: 'Léo', lastName: 'Martin', birthDate: '2015-06-03' }],
      address: {
        streetNumber: '12',
        streetName: 'rue de Saint-Malo',
        postalCode: 35000,
        city: 'Rennes',
        country: 'France',
      },
      orders: [
        {
          id: 2,
          date: '2026-10-11',
          status: 'PAID',
          total: 56,
          lines: [
            { resource: 'Sweat de l’amicale', quantity: 2, price: 56 },
            {
              resource: 'Mobil-home à Erquy',
              startDate: '2026-07-01',
              endDate: '2026-07-03',
              quantity: 1,
            },
          ],
        },
      ],
    });
  });

  it('never writes a link, a payment session, a password, a token nor a key it does not know', () => {
    const text = JSON.stringify(myDataOf({ profile, address, orders, now }));
    for (const left of [
      '_links',
      'href',
      'stripeSessionId',
      'cs_live',
      'password',
      'Membre2026!',
      'token',
      'eyJhbGciOi',
      'secretThing',
      'secret',
      'roles',
      'accountValidity',
      'persons',
    ]) {
      expect(text).not.toContain(left);
    }
  });

  it('keeps only plain values in the fields it writes, whatever a field holds', () => {
    const odd = { ...profile, cis: { password: 'x' }, subscriptions: ['AMICALE', { token: 'y' }] };
    const data = myDataOf({ profile: odd as unknown as Person, address: null, orders: [], now });
    expect(data.profile).toMatchObject({ subscriptions: ['AMICALE'] });
    expect(data.profile).not.toHaveProperty('cis');
    expect(JSON.stringify(data)).not.toMatch(/password|token/);
  });

  it('has no children and a null address when the person has none', () => {
    const alone = { ...profile, relations: undefined } as unknown as Person;
    const data = myDataOf({ profile: alone, address: null, orders: [], now });
    expect(data.children).toEqual([]);
    expect(data.address).toBeNull();
    expect(data.orders).toEqual([]);
  });

  it('is written as JSON under the day’s name', async () => {
    const file = myDataFile(myDataOf({ profile, address, orders, now }));
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await file.text())).toMatchObject({ address: { city: 'Rennes' } });
    expect(myDataFileName(new Date(2026, 10, 25, 12))).toBe('mes-donnees-2026-11-25.json');
  });
});

describe('erasureRequestOf', () => {
  it('sends the identity as sender and in the message, with the captcha answer', () => {
    const mail = erasureRequestOf(profile, 'captcha-answer');
    expect(mail).toMatchObject({
      email: 'membre@amicale.fr',
      phone: '06 12 34 11 21',
      firstName: 'Jeanne',
      lastName: 'Martin',
      subject: ERASURE_SUBJECT,
      recaptcha: 'captcha-answer',
    });
    expect(ERASURE_SUBJECT).toBe('Demande de suppression de compte');
    expect(mail.text).toContain('Prénom : Jeanne');
    expect(mail.text).toContain('Nom : Martin');
    expect(mail.text).toContain('E-mail : membre@amicale.fr');
    expect(mail.text).toContain('Compte n° 1');
  });

  it('says the association confirms by answering the account’s e-mail before erasing anything', () => {
    const { text } = erasureRequestOf(profile, 'captcha-answer');
    expect(text).toContain(
      "Le formulaire de contact ne prouve pas qui l'envoie : avant de supprimer quoi que ce " +
        "soit, l'amicale confirme cette demande en répondant à l'adresse e-mail du compte " +
        '(membre@amicale.fr).',
    );
  });

  it('says so when the person has no phone', () => {
    expect(erasureRequestOf({ ...profile, phone: '' }, 'x').phone).toBe('non renseigné');
  });
});
