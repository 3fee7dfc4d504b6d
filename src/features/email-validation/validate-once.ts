import { statusOf } from '@/api/answers';
import { validateEmail } from '@/api/email-validation';

export type Outcome = { state: 'true'; paymentToken: string } | { state: 'false' };

// One validation per link and page life: a link is often single-use on the server.
const validations = new Map<string, Promise<Outcome>>();

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
        throw error;
      },
    );
    validations.set(token, pending);
  }
  return pending;
}

/** A new page's life: tests start each as one (tests/setup.ts). */
export function forgetValidations(): void {
  validations.clear();
}
