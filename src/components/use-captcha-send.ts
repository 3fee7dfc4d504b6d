import { useState } from 'react';
import { logFailure } from '@/platform/log';
import { usePending } from './use-pending';

/** What `CaptchaBox` shows: the captcha of its round, and why the last send was refused. */
export interface CaptchaBoxProps {
  round: number;
  onChange: (token: string | null) => void;
  refusal: string | null;
}

/**
 * A send the captcha guards, from a dialog that stays open until it went: refused with
 * `unticked` while the box is not ticked; once sent, `onSent`; a failure logged as `what` and
 * said with `failed`. Any send is followed by a new captcha: a reCAPTCHA token is good for one
 * verification only. `box` is what `CaptchaBox` takes.
 */
export function useCaptchaSend({
  what,
  unticked,
  failed,
}: {
  what: string;
  unticked: string;
  failed: string;
}) {
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, run] = usePending();
  const send = (call: (recaptcha: string) => Promise<unknown>, onSent: () => void) => {
    if (!recaptcha) {
      setRefusal(unticked);
      return;
    }
    setRefusal(null);
    void run(async () => {
      try {
        await call(recaptcha);
      } catch (error) {
        logFailure(what, error);
        setRefusal(failed);
        return;
      } finally {
        setRecaptcha(null);
        setRound((count) => count + 1);
      }
      onSent();
    });
  };
  const box: CaptchaBoxProps = { round, onChange: setRecaptcha, refusal };
  return { sending, send, box };
}
