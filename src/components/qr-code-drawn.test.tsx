import { render, screen } from '@testing-library/react';
import { readQr } from '@/testing/read-qr';
import { QrCode } from './qr-code';

const NAME = 'QR code de vérification de la carte';

describe('a QR code drawn by qrcode.react', () => {
  it('is drawn with the screen, 300 px wide, and reads back to its value as a camera would', () => {
    const value = 'https://amicale.example/#/verification/code-de-jeanne';
    render(<QrCode value={value} size={300} label={NAME} />);
    const code = screen.getByRole('img', { name: NAME });
    expect(code).toHaveAttribute('width', '300');
    expect(readQr(code)).toBe(value);
  });
});
