import { setAuthToken } from '@/api/auth-token';
import { signIn } from '@/api/auth';
import { statusOf } from '@/api/client';
import { db } from './db';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { MailMessage } from './types';

/** Test helpers of the mock backend's own tests. */

/** The records of a list as the backend wrote them (`_embedded.data`), unread by any schema. */
export function embedded<T>(body: unknown): T[] {
  const data = (body as { _embedded?: { data?: unknown } } | null)?._embedded?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

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

const pair = ({ email, password }: DemoAccount) => [email, password] as const;

/** The demo accounts as `[email, password]`, to spread into `signIn(...)`. */
export const DEMO = {
  member: pair(DEMO_ACCOUNTS.member),
  commission: pair(DEMO_ACCOUNTS.commission),
  persons: pair(DEMO_ACCOUNTS.persons),
  admin: pair(DEMO_ACCOUNTS.admin),
  calendar: pair(DEMO_ACCOUNTS.calendar),
  waiting: pair(DEMO_ACCOUNTS.waiting),
  newcomer: pair(DEMO_ACCOUNTS.newcomer),
  renewal: pair(DEMO_ACCOUNTS.renewal),
  seller: pair(DEMO_ACCOUNTS.seller),
} as const satisfies Record<string, readonly [string, string]>;
