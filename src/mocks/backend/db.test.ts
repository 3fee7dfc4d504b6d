import { registerPerson } from '@/api/persons';
import { STORAGE_KEY, db, enablePersistence, resetDb, resetDemo } from './db';
import { decode, sign, verify } from './jwt';
import { listMessages, markRead, sendMail, subscribe, unreadCount } from './mailbox';
import { seed } from './seed';

const newcomer = {
  firstName: 'Zoé',
  lastName: 'Nouvelle',
  email: 'zoe@exemple.fr',
  phone: '0601020304',
  birthDate: '1992-07-14',
  cis: 'Beauregard',
  membertype: 'SPV' as const,
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: true,
  relations: [],
  password: 'Caserne-35',
  password2: 'Caserne-35',
  recaptcha: 'demo-recaptcha-token',
};

describe('the store', () => {
  it('seeds the demo accounts, the commissions, news and dues', () => {
    const emails = db().persons.map((person) => person.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'membre@amicale.fr',
        'commission@amicale.fr',
        'personnes@amicale.fr',
        'admin@amicale.fr',
        'calendrier@amicale.fr',
        'attente@amicale.fr',
      ]),
    );
    expect(
      db().persons.find((person) => person.membertype === 'EXTERNE')?.membertypePrecision,
    ).toBeTruthy();
    expect(db().commissions.map((commission) => commission.technicalName)).toEqual(
      expect.arrayContaining([
        'sport',
        'loisirs',
        'voyages',
        'enfants',
        'calendrier',
        'ecole',
        'epicerie',
      ]),
    );
    expect(db().news.length).toBeGreaterThanOrEqual(6);
    expect(
      db()
        .resources.filter((resource) => resource.isDue)
        .map((resource) => resource.price),
    ).toEqual([25, 30, 15, 25, 20, 8]);
  });

  it('keeps tests in memory only, and starts each test from the seed', async () => {
    await registerPerson(newcomer);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    resetDb();
    expect(db().persons.some((person) => person.email === 'zoe@exemple.fr')).toBe(false);
  });

  it('in the demo, saves each change and finds it again after a reload', async () => {
    enablePersistence();
    await registerPerson(newcomer);
    expect(localStorage.getItem(STORAGE_KEY)).toContain('zoe@exemple.fr');

    resetDb(); // what a reload does to the memory
    expect(db().persons.some((person) => person.email === 'zoe@exemple.fr')).toBe(false);
    enablePersistence();
    expect(db().persons.find((person) => person.email === 'zoe@exemple.fr')?.emailValidated).toBe(
      false,
    );
    expect(listMessages()[0].to).toBe('zoe@exemple.fr');
  });

  it('in the demo, takes what another tab saved: two tabs share one backend', () => {
    enablePersistence();
    const other = { ...db(), persons: db().persons.map((person) => ({ ...person })) };
    other.persons[0].firstName = 'Changé-ailleurs';
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEY, newValue: JSON.stringify(other) }),
    );
    expect(db().persons[0].firstName).toBe('Changé-ailleurs');
    // Garbage from elsewhere is left alone.
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: '{pas' }));
    expect(db().persons[0].firstName).toBe('Changé-ailleurs');
  });

  it('re-seeds over an unreadable or outdated saved store', () => {
    localStorage.setItem(STORAGE_KEY, '{pas du json');
    enablePersistence();
    expect(db().persons).toHaveLength(seed().persons.length);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...db(), schemaVersion: 1, persons: [] }));
    enablePersistence();
    expect(db().persons).toHaveLength(seed().persons.length);
  });

  it('resets the demo: forgets the saved store and re-seeds', async () => {
    enablePersistence();
    await registerPerson(newcomer);
    resetDemo();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(db().persons.some((person) => person.email === 'zoe@exemple.fr')).toBe(false);
  });
});

describe('the mailbox', () => {
  it('lists messages newest first, notifies listeners and counts unread ones', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const before = unreadCount();
    const first = listMessages();
    expect(listMessages()).toBe(first); // a stable snapshot while nothing changes
    const sent = sendMail('zoe@exemple.fr', 'Bienvenue', '<p>Bonjour</p>', 'http://localhost/#/');
    expect(listener).toHaveBeenCalled();
    expect(listMessages()[0]).toMatchObject({ id: sent.id, subject: 'Bienvenue', read: false });
    expect(unreadCount()).toBe(before + 1);
    markRead(sent.id);
    expect(unreadCount()).toBe(before);
    unsubscribe();
  });
});

describe('JWTs', () => {
  it('signs base64url header.payload.signature with exp and iat in seconds', () => {
    const token = sign({ sub: 'a@b.fr', userId: 3, purpose: 'session', roles: ['x_ADMIN'] }, 60);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(atob(header))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(token).not.toMatch(/[+/=]/);
    expect(signature.length).toBeGreaterThan(10);
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims.exp - claims.iat).toBe(60);
    expect(verify(token)?.userId).toBe(3);
    expect(verify(token, ['recovery'])).toBeNull();
  });

  it('rejects expired and altered tokens', () => {
    const expired = sign({ sub: 'a@b.fr', userId: 3, purpose: 'session' }, -1);
    expect(verify(expired)).toBeNull();
    expect(decode(expired)?.userId).toBe(3);
    const token = sign({ sub: 'a@b.fr', userId: 3, purpose: 'session' }, 60);
    const [header, , signature] = token.split('.');
    const forged = btoa(JSON.stringify({ ...decode(token), userId: 4 })).replace(/=+$/, '');
    expect(verify(`${header}.${forged}.${signature}`)).toBeNull();
  });
});
