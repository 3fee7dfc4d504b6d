import { render, screen } from '@testing-library/react';
import { readQr } from '@/testing/read-qr';
import { QrCode } from './qr-code';

const NAME = 'QR code de vérification de la carte';

const drawCode = (value: string) => render(<QrCode value={value} size={300} label={NAME} />);

describe('a QR code drawn by qrcode.react', () => {
  it('keeps its place while it comes, then reads back to its value as a camera would', async () => {
    const value = 'https://amicale.example/#/verification/code-de-jeanne';
    const { container } = drawCode(value);
    // Never drawn in the first paint, even once qrcode.react is in the page: its place is kept, hidden from assistive technologies.
    expect(screen.queryByRole('img', { name: NAME })).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '300px' });

    const code = await screen.findByRole('img', { name: NAME });
    expect(code).toHaveAttribute('width', '300');
    expect(readQr(code)).toBe(value);
  });
});
