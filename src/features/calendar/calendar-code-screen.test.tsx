import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readQr } from '../../../tests/unit/read-qr';
import { renderScreen } from '../../../tests/unit/render';
import { CalendarCodeScreen } from './calendar-code-screen';

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: paths.calendarCode.path, element: <CalendarCodeScreen /> }],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}

describe('calendar code screen', () => {
  it('shows the QR code (300 px) of the order from the route, which a camera reads back', async () => {
    renderAt('/calendrier/code/abc-123');
    expect(screen.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeInTheDocument();
    // Drawn just after the screen (its own task): the screen is there before it.
    expect(screen.queryByRole('img', { name: 'QR code de la commande' })).toBeNull();
    const qr = await screen.findByRole('img', { name: 'QR code de la commande' });
    expect(qr).toHaveAttribute('width', '300');
    expect(readQr(qr)).toBe(
      `${window.location.origin}/#/management/commissions/calendarCommandDetails/abc-123`,
    );
    expect(screen.getByText('Commande n° abc-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le code' })).toBeInTheDocument();
  });

  it('encodes the identifier in the QR address', async () => {
    renderAt('/calendrier/code/a%20b%2Fc');
    expect(readQr(await screen.findByRole('img', { name: 'QR code de la commande' }))).toBe(
      `${window.location.origin}/#/management/commissions/calendarCommandDetails/a%20b%2Fc`,
    );
    expect(screen.getByText('Commande n° a b/c')).toBeInTheDocument();
  });

  it('offers the purchase screen when the address has no identifier', () => {
    renderScreen(<CalendarCodeScreen />);
    expect(screen.getByRole('link', { name: 'Acheter un calendrier' })).toHaveAttribute(
      'href',
      '/calendrier',
    );
  });
});
