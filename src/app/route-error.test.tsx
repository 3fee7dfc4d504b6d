import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './router';

// The calendar code screen's chunk fails to load, as offline or after a new deployment (the
// failure as Chromium words it, thrown where the route reads the module).
vi.mock('@/features/calendar/calendar-code-screen', () => ({
  get CalendarCodeScreen() {
    throw new TypeError(
      'Failed to fetch dynamically imported module: /assets/calendar-code-screen-x1.js',
    );
  },
}));

describe('a public screen whose chunk fails (a lazy route)', () => {
  it("shows the route's error panel with 'Recharger la page', not a blank page", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/calendrier/code/X']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Cette page n'a pas pu être chargée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeEnabled();
    // The rest of the app is still there.
    expect(screen.getByRole('button', { name: 'Données Personnelles' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Écran en erreur'));
    logged.mockRestore();
  });
});
