import { isExpired, readTokenExpiration } from './jwt';

const token = (claims: object) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

describe('the token expiry', () => {
  it('reads the exp claim in seconds', () => {
    expect(readTokenExpiration(token({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('is null for a token without a numeric exp, or no token at all', () => {
    expect(readTokenExpiration(token({ exp: '1900000000' }))).toBeNull();
    expect(readTokenExpiration(token({ sub: 'membre' }))).toBeNull();
    expect(readTokenExpiration('pas-un-jeton')).toBeNull();
  });

  it('is passed once its second is earlier than now', () => {
    const now = Date.UTC(2026, 10, 26, 10, 0, 0);
    expect(isExpired(now / 1000 - 1, now)).toBe(true);
    expect(isExpired(now / 1000, now)).toBe(false);
    expect(isExpired(now / 1000 + 60, now)).toBe(false);
  });
});
