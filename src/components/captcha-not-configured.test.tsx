import { render, screen } from '@testing-library/react';

// A build for a real backend (VITE_MOCK_API=false) without VITE_RECAPTCHA_SITE_KEY; set before
// captcha.tsx is evaluated, since the stand-in is dropped at module level.
vi.hoisted(() => vi.stubEnv('VITE_MOCK_API', 'false'));
afterAll(() => vi.unstubAllEnvs());

const { Captcha } = await import('./captcha');
const { CAPTCHA_NOT_CONFIGURED } = await import('./captcha-messages');

describe('captcha without a site key outside the demo', () => {
  it('says in French that it is not configured, and offers no stand-in', async () => {
    const onChange = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Captcha onChange={onChange} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_NOT_CONFIGURED);
    expect(CAPTCHA_NOT_CONFIGURED).toMatch(/^La vérification anti-robot n'est pas disponible/);
    // The configuration hint is the integrator's, in the console, never the public's.
    expect(screen.getByRole('alert')).not.toHaveTextContent(/VITE_|configur/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('VITE_RECAPTCHA_SITE_KEY'));
    logged.mockRestore();
    // Nothing is on its way: no stand-in, and no loading state for one.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
