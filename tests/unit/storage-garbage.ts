import { DEMO_ACCOUNTS } from '../../src/mocks/backend/demo-accounts';
import { makeJwt } from './jwt-for-tests';

/**
 * What start-up may find in the browser's storage, for the unit test (one key spoiled at a time)
 * and the browser test (every key at once). Relative imports only, and none of either runner:
 * Vitest and Playwright's Node both load this file.
 */

/** The session keys (docs/rules.md#session-and-what-the-browser-keeps), and the cart's. */
export const KEYS = [
  'userName',
  'userId',
  'jwtToken',
  'subscriptions',
  'roles',
  'accountValidity',
  'expirationDate',
  'cart',
] as const;

export type Key = (typeof KEYS)[number];

/** An hour ago, in the seconds of a JWT's `exp`. */
export const EXPIRED = Math.floor(Date.now() / 1000) - 3600;

const member = DEMO_ACCOUNTS.member.email;

/** What a hand edit, an older version, a full disk or a hostile page may leave: [kind, value]. */
export const GARBAGE: [string, string][] = [
  ['invalid JSON', '{"state":{"reservations":['],
  // Huge, yet small enough to fit eight times in the origin's quota.
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
  ['a JWT whose exp is not a number', makeJwt({ sub: member, exp: 'demain' })],
  ['an expired JWT', makeJwt({ sub: member, exp: EXPIRED })],
];
