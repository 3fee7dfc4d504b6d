import { cleanup, render, screen } from '@testing-library/react';
import { App } from '@/app/app';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { useCart } from '@/stores/cart';
import { makeJwt } from './jwt-for-tests';
import { EXPIRED, GARBAGE, KEYS, type Key } from './storage-garbage';

/**
 * Start-up reads whatever the browser kept: a hand edit, an older version, a full disk or a
 * hostile page may leave anything in any key. Whatever one key holds, the app starts, on the
 * login screen. (The browser tests keep the case of every key spoiled at once, then a sign-in.)
 */

const member = DEMO_ACCOUNTS.member.email;

/** A session that ended an hour ago, every key well-formed: each case spoils one key of it. */
const ENDED_SESSION: Record<Key, string> = {
  userName: member,
  userId: '1',
  jwtToken: makeJwt({ sub: member, exp: EXPIRED }),
  subscriptions: 'AMICALE,UDSP',
  roles: 'sport_USER',
  accountValidity: '2030-12-31',
  expirationDate: String(EXPIRED),
  cart: JSON.stringify({ state: { reservations: [] }, version: 1 }),
};

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
