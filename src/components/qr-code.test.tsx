import { render, screen } from '@testing-library/react';
import { QR_FAILED, QrCode } from './qr-code';

// qrcode.react's chunk fails to load, as offline or after a new deployment.
vi.mock('qrcode.react', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/qrcode.react.js');
});

describe('a QR code whose encoder cannot load', () => {
  it('says so in French in its place, instead of an empty box', async () => {
    render(<QrCode value="https://exemple.fr/#/x" size={300} label="QR code de la commande" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(QR_FAILED);
    expect(QR_FAILED).toBe(
      "Le QR code n'a pas pu être affiché. Vérifiez votre connexion puis rechargez la page.",
    );
    expect(screen.queryByRole('img', { name: 'QR code de la commande' })).toBeNull();
  });
});
