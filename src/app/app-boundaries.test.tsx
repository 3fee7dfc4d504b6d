import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';
import { StartupError } from './route-error';

// The toasts chunk fails to load, as after a lost connection or a new deployment.
const toastsFetched = vi.hoisted(() => vi.fn());
vi.mock('./toasts', () => {
  toastsFetched();
  throw new Error('Failed to fetch dynamically imported module: /assets/toasts.js');
});

describe('chunks that fail behind their error boundaries', () => {
  it('keeps the app on its login screen when the toasts chunk fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    // Signed out, the toasts are not fetched before the person acts on the login screen.
    expect(toastsFetched).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalledWith(
      expect.stringContaining("Les notifications n'ont pas pu être chargées"),
    );
    await user.click(screen.getByLabelText('E-mail'));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining("Les notifications n'ont pas pu être chargées"),
      ),
    );
    // The failure reached its boundary and the app is still there.
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nous contacter' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('tells in French that the demo could not start, with a way to reload', () => {
    render(<StartupError />);
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText(/La démonstration n'a pas pu démarrer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeEnabled();
  });
});
