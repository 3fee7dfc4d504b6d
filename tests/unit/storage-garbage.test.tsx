import { cleanup, render, screen } from '@testing-library/react';
import { App } from '@/app/app';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { useCart } from '@/stores/cart';

/**
 * Start-up reads whatever the browser kept: a hand edit, an older version, a full disk or a
 * hostile page may leave anything in any key. Whatever one key holds, the app starts, on the
 * login screen. (The browser tests keep the case of every key spoiled at once, then a sign-in.)
 */

/** The session keys (docs/rules.md#session-and-what-the-browser-keeps), and the cart's. */
const KEYS = [
  'userName',
  'userId',
  'jwtToken',
  'subscriptions',
  'roles',
  'accountValidity',
  'expirationDate',
  'cart',
] as const;
type Key = (typeof KEYS)[number];

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT as a client reads it (the signature is the server's business). */
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

const EXPIRED = Math.floor(Date.now() / 1000) - 3600;
const member = DEMO_ACCOUNTS.member.email;

/** A session that ended an hour ago, every key well-formed: each case spoils one key of it. */
const ENDED_SESSION: Record<Key, string> = {
  userName: member,
  userId: '1',
  jwtToken: jwt({ sub: member, exp: EXPIRED }),
  subscriptions: 'AMICALE,UDSP',
  roles: 'sport_USER',
  accountValidity: '2030-12-31',
  expirationDate: String(EXPIRED),
  cart: JSON.stringify({ state: { reservations: [] }, version: 1 }),
};

const GARBAGE: [string, string][] = [
  ['invalid JSON', '{"state":{"reservations":['],
  ['a huge string', 'x'.repeat(300_000)],
  ['the text null', 'null'],
  ['an empty string', ''],
  ['a number where a list is expected', '42'],
  ['NaN', 'NaN'],
  ['a JSON object', '{"a":1,"__proto__":{"polluted":true}}'],
  ['a JSON list of odd items', '[{"a":1},null,42,"x"]'],
  [
    'a cart of the wrong shape',
    '{"state":{"reservations":[{"resource":null,"quantity":"2"}]},"version":1}',
  ],
  ['a cart of an unknown version', '{"state":{"reservations":"x"},"version":99}'],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['control characters', '\u0000\u0001\uffff\ud800'],
  ['a token that is not a JWT', 'not.a.jwt'],
  ['a JWT whose exp is not a number', jwt({ sub: member, exp: 'demain' })],
  ['an expired JWT', jwt({ sub: member, exp: EXPIRED })],
];

/** The home screen and a screen for members only: both show the login screen signed out. */
const ADDRESSES = ['#/', '#/cart'];

describe('start-up with garbage in the browser’s storage', () => {
  it.each(KEYS)('garbage in %s: the login screen, whatever it holds', async (key) => {
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      for (const [index, [kind, value]] of GARBAGE.entries()) {
        const what = `${key} = ${kind}`;
        localStorage.clear();
        for (const [name, stored] of Object.entries({ ...ENDED_SESSION, [key]: value })) {
          localStorage.setItem(name, stored);
        }
        // What the cart's store reads when the page loads.
        await useCart.persist.rehydrate();
        window.location.hash = ADDRESSES[index % ADDRESSES.length];
        render(<App />);
        expect(await screen.findByRole('button', { name: 'Se connecter' }), what).toBeVisible();
        expect(screen.getByRole('heading', { name: 'Espace membres' }), what).toBeVisible();
        expect(thrown, `${what}: uncaught errors`).toEqual([]);
        cleanup();
      }
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
