import { statusOf } from '@/api/answers';
import { validateEmail } from '@/api/email-validation';

export type Outcome = { state: 'true'; paymentToken: string } | { state: 'false' };

// One validation per link and page life: a link is often single-use on the server.
const validations = new Map<string, Promise<Outcome>>();

/**
 * The page's last validation: the screen shows its outcome once the token has left the address
 * (a token given as a route parameter leaves with the path, and the screen is drawn anew).
 */
let latest: Promise<Outcome> | null = null;

/** The outcome of the page's last validation, if one was asked for. */
export function latestValidation(): Promise<Outcome> | null {
  return latest;
}

/** A refused link (4xx) is 'false'; a server or network failure rejects, to be tried again. */
export function validateOnce(token: string): Promise<Outcome> {
  let pending = validations.get(token);
  if (!pending) {
    pending = validateEmail(token).then(
      (answer): Outcome => ({ state: 'true', paymentToken: answer.token }),
      (error: unknown): Outcome => {
        const status = statusOf(error);
        if (status !== undefined && status >= 400 && status < 500) return { state: 'false' };
        validations.delete(token);
        if (latest === pending) latest = null;
        throw error;
      },
    );
    validations.set(token, pending);
  }
  latest = pending;
  return pending;
}

/** A new page's life: tests start each as one (tests/setup.ts). */
export function forgetValidations(): void {
  validations.clear();
  latest = null;
}
