import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';

// The site key is set for this file so that the real reCAPTCHA component path is taken.
vi.mock('../config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('../config/env')>();
  return { ...original, env: { ...original.env, recaptchaSiteKey: 'site-key' } };
});

// Google's script cannot load here: this stand-in fails the way it reports a load error.
vi.mock('react-google-recaptcha', () => ({
  default: function FailingRecaptcha({ onErrored }: { onErrored?: () => void }) {
    useEffect(() => onErrored?.(), [onErrored]);
    return null;
  },
}));

const { Captcha, CAPTCHA_LOAD_FAILED } = await import('./captcha');

describe('captcha (CONTRACT §6, SPEC §8)', () => {
  it('says in French that the captcha could not be loaded, and withdraws any token', async () => {
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    expect(await screen.findByText(CAPTCHA_LOAD_FAILED)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('captcha stand-in of the demo', () => {
  it('yields the fixed token when ticked and null when unticked', async () => {
    const { default: CaptchaStandIn, DEMO_RECAPTCHA_TOKEN } = await import('./captcha-stand-in');
    const onChange = vi.fn();
    render(<CaptchaStandIn onChange={onChange} />);
    const box = screen.getByLabelText('Je ne suis pas un robot');
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(DEMO_RECAPTCHA_TOKEN);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
