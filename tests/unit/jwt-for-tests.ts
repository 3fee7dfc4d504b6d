/** A real, unsigned-looking JWT with the given claims, for tests of the client's reading. */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
