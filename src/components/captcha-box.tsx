import { Alert } from '@/components/alert';
import { Captcha } from './captcha';
import type { CaptchaBoxProps } from './use-captcha-send';

/** The captcha of a `useCaptchaSend`, and under it why its last send was refused. */
export function CaptchaBox({ round, onChange, refusal }: CaptchaBoxProps) {
  return (
    <>
      <Captcha key={round} onChange={onChange} />
      {refusal && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {refusal}
        </Alert>
      )}
    </>
  );
}
