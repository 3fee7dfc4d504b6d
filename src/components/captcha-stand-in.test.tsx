import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Captcha } from './captcha';
import { CAPTCHA_NOT_CONFIGURED } from './captcha-messages';
import CaptchaStandIn, { DEMO_RECAPTCHA_TOKEN } from './captcha-stand-in';

// Tests run as the demo does: VITE_MOCK_API is 'true' and there is no site key.
describe('captcha stand-in of the demo', () => {
  it('is what the captcha shows without a site key in mock mode, unticked', async () => {
    render(<Captcha onChange={() => undefined} />);
    const box = await screen.findByRole('checkbox', { name: 'Je ne suis pas un robot' });
    expect(box).not.toBeChecked();
    expect(screen.queryByText(CAPTCHA_NOT_CONFIGURED)).not.toBeInTheDocument();
  });

  it('yields the fixed token when ticked and null when unticked', async () => {
    const onChange = vi.fn();
    render(<Captcha onChange={onChange} />);
    const box = await screen.findByLabelText('Je ne suis pas un robot');
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('demo-recaptcha-token');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('can be ticked from the keyboard', async () => {
    const onChange = vi.fn();
    render(<CaptchaStandIn onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByLabelText('Je ne suis pas un robot')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(DEMO_RECAPTCHA_TOKEN);
    expect(DEMO_RECAPTCHA_TOKEN).toBe('demo-recaptcha-token');
  });
});
