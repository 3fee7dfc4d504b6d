import { type ComponentType, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';
import { env } from '@/config/env';
import { CAPTCHA_LOAD_FAILED, CAPTCHA_NOT_CONFIGURED } from './captcha-messages';

/** What react-async-script hands to `asyncScriptOnLoad` once Google's script settles. */
interface ScriptLoadState {
  loaded?: boolean;
  errored?: boolean;
}

/** Stands for reCAPTCHA when its chunk cannot be fetched (offline): reports the failure. */
function RecaptchaUnavailable({ onErrored }: ReCAPTCHAProps) {
  useEffect(() => onErrored?.(), [onErrored]);
  return null;
}

// reCAPTCHA's component and script are fetched only when a captcha is about to show.
const ReCaptcha = lazy<ComponentType<ReCAPTCHAProps>>(() =>
  import('react-google-recaptcha').catch(() => ({ default: RecaptchaUnavailable })),
);
// The demo's stand-in exists only in a VITE_MOCK_API=true build (the literal lets the bundler drop it).
const StandIn =
  import.meta.env.VITE_MOCK_API === 'true' ? lazy(() => import('./captcha-stand-in')) : null;

function CaptchaLoading() {
  return (
    <div role="status" className="small mb-2">
      <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
      Chargement du captcha…
    </div>
  );
}

interface CaptchaProps {
  /** The token once the box is ticked; null when it expires, fails or is unticked. */
  onChange: (token: string | null) => void;
  /** Give up waiting for Google's script after this many milliseconds (0, the default: wait). */
  loadTimeoutMs?: number;
}

/** reCAPTCHA v2 checkbox; the demo's stand-in when there is no site key. */
export function Captcha({ onChange, loadTimeoutMs = 0 }: CaptchaProps) {
  if (env.recaptchaSiteKey) {
    return (
      <GoogleCaptcha
        siteKey={env.recaptchaSiteKey}
        onChange={onChange}
        loadTimeoutMs={loadTimeoutMs}
      />
    );
  }
  if (StandIn) {
    return (
      <Suspense fallback={<CaptchaLoading />}>
        <StandIn onChange={onChange} />
      </Suspense>
    );
  }
  return <CaptchaNotConfigured />;
}

/** A build without a site key: the public reads French, the integrator the console. */
function CaptchaNotConfigured() {
  useEffect(() => {
    console.error(
      'Captcha : aucune clé de site (VITE_RECAPTCHA_SITE_KEY) dans cette construction.',
    );
  }, []);
  return (
    <Alert variant="warning" role="alert">
      {CAPTCHA_NOT_CONFIGURED}
    </Alert>
  );
}

type LoadStatus = 'loading' | 'ready' | 'failed';

function GoogleCaptcha({
  siteKey,
  onChange,
  loadTimeoutMs,
}: Required<CaptchaProps> & { siteKey: string }) {
  const [status, setStatus] = useState<LoadStatus>('loading');

  useEffect(() => {
    if (status !== 'loading' || loadTimeoutMs <= 0) return;
    const timer = window.setTimeout(() => setStatus('failed'), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [status, loadTimeoutMs]);

  const fail = useCallback(() => {
    onChange(null);
    setStatus('failed');
  }, [onChange]);

  // A script that arrives after the time-out still brings the widget back.
  const scriptSettled = useCallback(
    (state?: ScriptLoadState) => {
      if (state?.errored) fail();
      else setStatus('ready');
    },
    [fail],
  );

  const tokenChanged = useCallback(
    (token: string | null) => {
      if (token) setStatus('ready');
      onChange(token);
    },
    [onChange],
  );
  const expired = useCallback(() => onChange(null), [onChange]);

  return (
    <>
      {status === 'loading' && <CaptchaLoading />}
      {status === 'failed' && (
        <Alert variant="danger" role="alert">
          {CAPTCHA_LOAD_FAILED}
        </Alert>
      )}
      <Suspense fallback={null}>
        <ReCaptcha
          sitekey={siteKey}
          hl="fr"
          onChange={tokenChanged}
          onExpired={expired}
          onErrored={fail}
          asyncScriptOnLoad={scriptSettled}
        />
      </Suspense>
    </>
  );
}
