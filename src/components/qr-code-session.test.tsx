import { render, screen } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { useSession } from '@/stores/session';
import { QrCode } from './qr-code';

const NAME = 'QR code de vérification de la carte';

/** A code as the member card shows one: the value is the person's own. */
const drawCode = (value: string) => render(<QrCode value={value} size={200} label={NAME} />);

async function signIn() {
  const { email, password } = DEMO_ACCOUNTS.member;
  await useSession.getState().login(email, password);
}

describe('the QR codes drawn in the page', () => {
  it('draws a code shown again at once, and forgets it at logout', async () => {
    const value = 'https://amicale.example/#/verification/code-de-jeanne';
    await signIn();
    const first = drawCode(value);
    await screen.findByRole('img', { name: NAME });
    first.unmount();
    // Shown again in the same session: drawn at once, from memory.
    const again = drawCode(value);
    expect(screen.getByRole('img', { name: NAME })).toBeInTheDocument();
    again.unmount();

    useSession.getState().logout();
    drawCode(value);
    // Nothing of it left in memory: encoded anew.
    expect(screen.queryByRole('img', { name: NAME })).toBeNull();
    expect(await screen.findByRole('img', { name: NAME })).toBeInTheDocument();
  });

  it('forgets the codes drawn when the session expires, not the one left on screen', async () => {
    const value = 'https://amicale.example/#/verification/code-expire';
    await signIn();
    const shown = drawCode(value);
    await screen.findByRole('img', { name: NAME });

    useSession.getState().expire();
    // The screen stays under the sign-in dialog: its code with it.
    shown.rerender(<QrCode value={value} size={200} label={NAME} />);
    expect(screen.getByRole('img', { name: NAME })).toBeInTheDocument();
    shown.unmount();

    drawCode(value);
    expect(screen.queryByRole('img', { name: NAME })).toBeNull();
    expect(await screen.findByRole('img', { name: NAME })).toBeInTheDocument();
  });

  it('keeps nothing of a code whose encoding ends after the logout', async () => {
    const value = 'https://amicale.example/#/verification/code-en-cours';
    await signIn();
    const first = drawCode(value);
    // Logged out while the code is still being encoded.
    useSession.getState().logout();
    await screen.findByRole('img', { name: NAME });
    first.unmount();

    drawCode(value);
    expect(screen.queryByRole('img', { name: NAME })).toBeNull();
    expect(await screen.findByRole('img', { name: NAME })).toBeInTheDocument();
  });
});
