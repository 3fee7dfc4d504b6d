import { Suspense, lazy, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { env } from '../config/env';

export const CAPTCHA_LOAD_FAILED =
  "Le captcha n'a pas pu être chargé. Vérifiez votre connexion et réessayez.";

// reCAPTCHA's component and script are fetched only when a captcha is about to show.
const ReCaptcha = lazy(() => import('react-google-recaptcha'));
// The demo's stand-in exists only in a VITE_MOCK_API=true build (the literal lets the bundler drop it).
const StandIn =
  import.meta.env.VITE_MOCK_API === 'true' ? lazy(() => import('./captcha-stand-in')) : null;

/** reCAPTCHA v2 checkbox (CONTRACT §6); its token, or null once it expires or is unticked. */
export function Captcha({ onChange }: { onChange: (token: string | null) => void }) {
  const [failed, setFailed] = useState(false);
  const loading = (
    <p role="status" className="small">
      <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement du captcha…
    </p>
  );

  if (!env.recaptchaSiteKey) {
    if (StandIn) {
      return (
        <Suspense fallback={loading}>
          <StandIn onChange={onChange} />
        </Suspense>
      );
    }
    return (
      <Alert variant="warning">Le captcha n'est pas configuré (VITE_RECAPTCHA_SITE_KEY).</Alert>
    );
  }
  if (failed) return <Alert variant="danger">{CAPTCHA_LOAD_FAILED}</Alert>;
  return (
    <Suspense fallback={loading}>
      <ReCaptcha
        sitekey={env.recaptchaSiteKey}
        hl="fr"
        onChange={onChange}
        onExpired={() => onChange(null)}
        onErrored={() => {
          onChange(null);
          setFailed(true);
        }}
      />
    </Suspense>
  );
}
