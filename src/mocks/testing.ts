import { setAuthToken } from '../api/auth-token';
import { signIn } from '../api/auth';
import { statusOf } from '../api/client';
import { db, type MailMessage } from './db';

/** Test helpers of the mock backend's own tests. */

/** The HTTP status a call ends with (200 for any success). */
export async function statusOfCall(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    return statusOf(error);
  }
}

/** The newest e-mail sent to `to`. */
export function lastMailTo(to: string): MailMessage | undefined {
  return db()
    .mails.filter((mail) => mail.to === to)
    .at(-1);
}

/** A query parameter of an app link (`{appBase}#/route?token=T&userid=N`). */
export function linkParam(link: string | undefined, name: string): string {
  const query = (link ?? '').split('?')[1] ?? '';
  return new URLSearchParams(query).get(name) ?? '';
}

/** Signs in through the real API call and makes the next calls carry the bearer. */
export async function signInAs(email: string, password: string): Promise<number> {
  const answer = await signIn(email, password);
  setAuthToken(answer.token);
  return answer.userId;
}

export const DEMO = {
  member: ['membre@amicale.fr', 'Membre2026!'],
  commission: ['commission@amicale.fr', 'Commission2026!'],
  persons: ['personnes@amicale.fr', 'Personnes2026!'],
  admin: ['admin@amicale.fr', 'Admin2026!'],
  calendar: ['calendrier@amicale.fr', 'Calendrier2026!'],
  waiting: ['attente@amicale.fr', 'Attente2026!'],
} as const satisfies Record<string, readonly [string, string]>;
