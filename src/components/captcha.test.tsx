import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReCAPTCHAProps } from 'react-google-recaptcha';

// The site key is set for this file so that the real reCAPTCHA component path is taken.
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, env: { ...original.env, recaptchaSiteKey: 'site-key' } };
});

type ScriptOutcome = 'loads' | 'script-error' | 'widget-error' | 'never';

const fake = vi.hoisted(() => ({
  imported: 0,
  outcome: 'loads' as ScriptOutcome,
  props: null as null | Record<string, unknown>,
}));

// Google's script cannot load here. Like react-async-script, this fake reports the script's
// fate asynchronously through asyncScriptOnLoad, and offers a box that yields a token.
vi.mock('react-google-recaptcha', () => {
  fake.imported += 1;
  function FakeRecaptcha(props: ReCAPTCHAProps) {
    const { asyncScriptOnLoad, onErrored, onChange } = props;
    fake.props = { ...props };
    useEffect(() => {
      const settle = asyncScriptOnLoad as
        ((state: { loaded?: boolean; errored?: boolean }) => void) | undefined;
      const timer = window.setTimeout(() => {
        if (fake.outcome === 'loads') settle?.({ loaded: true });
        if (fake.outcome === 'script-error') settle?.({ errored: true });
        if (fake.outcome === 'widget-error') {
          settle?.({ loaded: true });
          onErrored?.();
        }
      }, 10);
      return () => window.clearTimeout(timer);
    }, [asyncScriptOnLoad, onErrored]);
    return (
      <button type="button" onClick={() => onChange?.('google-token')}>
        Case reCAPTCHA
      </button>
    );
  }
  return { default: FakeRecaptcha };
});

const { Captcha } = await import('./captcha');
const { CAPTCHA_LOAD_FAILED } = await import('./captcha-messages');

beforeEach(() => {
  fake.outcome = 'loads';
});

describe('captcha with a site key', () => {
  it('fetches reCAPTCHA only when a captcha renders', async () => {
    expect(fake.imported).toBe(0);
    render(<Captcha onChange={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Case reCAPTCHA' })).toBeInTheDocument();
    expect(fake.imported).toBe(1);
  });

  it('shows the v2 checkbox in French with the site key and passes its token on', async () => {
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Case reCAPTCHA' }));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    expect(fake.props).toMatchObject({ sitekey: 'site-key', hl: 'fr' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('withdraws the token when it expires', async () => {
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    await screen.findByRole('button', { name: 'Case reCAPTCHA' });
    const onExpired = fake.props?.onExpired as () => void;
    onExpired();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says in French that the captcha could not be loaded when the script fails', async () => {
    fake.outcome = 'script-error';
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_LOAD_FAILED);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says so too when reCAPTCHA reports an error (network), and withdraws any token', async () => {
    fake.outcome = 'widget-error';
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    expect(await screen.findByText(CAPTCHA_LOAD_FAILED)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('gives up after the time-out, and recovers if the box is ticked after all', async () => {
    fake.outcome = 'never';
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} loadTimeoutMs={50} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du captcha');
    expect(await screen.findByText(CAPTCHA_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Case reCAPTCHA' }));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    expect(screen.queryByText(CAPTCHA_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('waits without a time-out by default', async () => {
    // The page's clock is the test's: ten minutes pass at once, with no time-out among them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fake.outcome = 'never';
    render(<Captcha onChange={() => undefined} />);
    await screen.findByRole('button', { name: 'Case reCAPTCHA' });
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    vi.useRealTimers();
    expect(screen.queryByText(CAPTCHA_LOAD_FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du captcha');
  });
});
