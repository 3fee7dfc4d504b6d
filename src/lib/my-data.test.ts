import type { Address, Order, Person } from '@/api/types';
import {
  ERASURE_SUBJECT,
  erasureRequestOf,
  myDataFile,
  myDataFileName,
  myDataOf,
  withoutSecrets,
} from './my-data';

const profile = {
  id: 1,
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'membre@amicale.fr',
  phone: '06 12 34 11 21',
  birthDate: '1985-04-12',
  cis: 'Saint Georges',
  membertype: 'SPV',
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: true,
  relations: [
    {
      id: 101,
      relatedUser: { id: 101, firstName: 'Léo', lastName: 'Martin', birthDate: '2015-06-03' },
      relationShip: 'FAMILY',
      relationShipPrecision: 'Enfant',
    },
  ],
  password: 'Membre2026!',
  token: 'eyJhbGciOi.jeanne',
} as Person;

const address: Address = {
  id: 1,
  streetNumber: '12',
  streetName: 'rue de Saint-Malo',
  postalCode: 35000,
  city: 'Rennes',
};

// An answer may carry more than the type says: a payment's token here.
const paid: Order = { id: 2, date: '2026-10-11', status: 'PAID', total: 56 };
const orders: Order[] = [Object.assign(paid, { paymentToken: 'cs_test_1' })];

describe('withoutSecrets', () => {
  it('drops every key naming a password, a token, a secret or a captcha answer, at any depth', () => {
    expect(
      withoutSecrets({
        name: 'Jeanne',
        password: 'a',
        passwordConfirmation: 'a',
        password2: 'a',
        token: 'b',
        jwtToken: 'b',
        recaptcha: 'c',
        clientSecret: 'd',
        nested: { list: [{ PASSWORD: 'e', kept: 1 }, 'text', null], resetToken: 'f' },
      }),
    ).toEqual({ name: 'Jeanne', nested: { list: [{ kept: 1 }, 'text', null] } });
  });

  it('keeps the values themselves, even when they read like a key', () => {
    expect(withoutSecrets({ note: 'password', tags: ['token'] })).toEqual({
      note: 'password',
      tags: ['token'],
    });
  });

  it('leaves out what JSON cannot hold', () => {
    expect(withoutSecrets({ a: undefined, b: () => 1, c: Number.NaN, d: true })).toEqual({
      c: null,
      d: true,
    });
  });
});

describe('myDataOf', () => {
  const now = new Date('2026-11-25T09:30:00Z');

  it('holds the profile, the children apart, the address and the orders as answered', () => {
    const data = myDataOf({ profile, address, orders, now });
    expect(data.exportedAt).toBe('2026-11-25T09:30:00.000Z');
    expect(data.profile).toMatchObject({ id: 1, firstName: 'Jeanne', email: 'membre@amicale.fr' });
    expect(data.children).toEqual([
      { id: 101, firstName: 'Léo', lastName: 'Martin', birthDate: '2015-06-03' },
    ]);
    expect(data.address).toEqual(address);
    expect(data.orders).toEqual([{ id: 2, date: '2026-10-11', status: 'PAID', total: 56 }]);
  });

  it('never writes a password nor a token', () => {
    const text = JSON.stringify(myDataOf({ profile, address, orders, now }));
    expect(text).not.toMatch(/password|token/i);
    expect(text).not.toContain('Membre2026!');
    expect(text).not.toContain('eyJhbGciOi');
    expect(text).not.toContain('cs_test_1');
  });

  it('has no children and a null address when the person has none', () => {
    const alone = { ...profile, relations: undefined };
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

  it('says so when the person has no phone', () => {
    expect(erasureRequestOf({ ...profile, phone: '' }, 'x').phone).toBe('non renseigné');
  });
});
