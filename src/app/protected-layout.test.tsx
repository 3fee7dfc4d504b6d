import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { SESSION_EXPIRED, selectIsAuthenticated, useSession } from '@/stores/session';
import { renderApp } from '@/testing/render-app';

const { member } = DEMO_ACCOUNTS;

describe('the end of a session keeps what the screen held', () => {
  it('asks the member to sign in again over the account page, and keeps the typed number', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    await user.clear(phone);
    await user.type(phone, '0611223344');

    // As the expiry timer or a 401 on a call that sent the bearer would.
    await act(async () => useSession.getState().expire());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Votre session a expiré, veuillez vous reconnecter');
    const email = within(dialog).getByLabelText('E-mail');
    expect(email).toHaveValue(member.email);
    // The screen is still there, under the dialog: not replaced by the login screen.
    expect(screen.getByRole('textbox', { name: 'Téléphone', hidden: true })).toHaveValue(
      '0611223344',
    );

    await user.clear(email);
    await user.type(email, member.email);
    await user.type(within(dialog).getByLabelText('Mot de passe'), member.password);
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectIsAuthenticated(useSession.getState())).toBe(true);
    expect(screen.getByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0611223344');
  });

  it('says so in the dialog when the new sign-in is refused, and keeps the screen', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    await user.clear(phone);
    await user.type(phone, '0611223344');
    await act(async () => useSession.getState().expire());

    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, member.email);
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'mauvais');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));

    expect(await within(dialog).findByText('Utilisateur non-autorisé')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(SESSION_EXPIRED);
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Téléphone', hidden: true })).toHaveValue(
      '0611223344',
    );
  });
});

describe('who may open a protected screen', () => {
  it('shows a signed-out visitor of an administration page the login screen', async () => {
    await renderApp({ path: '/management/general' });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Administration générale' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
  });

  it('shows a member Accès refusé on the general administration', async () => {
    await renderApp({ as: 'member', path: '/management/general' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Administration générale' }),
    ).not.toBeInTheDocument();
  });

  describe('requests nothing of a refused screen', () => {
    /** Records the calendar orders list requests, answering them as the backend would. */
    function spyOnCalendarOrders() {
      const asked = vi.fn();
      server.use(
        http.get(url('/commands/calendar'), ({ request }) => {
          asked(request.url);
          return HttpResponse.json({ _embedded: { data: [] }, page: { totalElements: 0 } });
        }),
      );
      return asked;
    }

    /**
     * The member goes on to `Documents` and sees them: a refused screen that had asked anything
     * would have asked it before this screen's own answer came.
     */
    async function visitAllowedScreen() {
      await userEvent.click(screen.getByRole('link', { name: 'Documents' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Documents' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Chargement des documents…')).toBeNull());
    }

    it('the calendar orders: refused to a member, nothing asked', async () => {
      const asked = spyOnCalendarOrders();
      await renderApp({ as: 'member', path: '/management/commissions/calendars' });
      expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
      await visitAllowedScreen();
      expect(asked).not.toHaveBeenCalled();
    });

    it('the calendar orders: asked for the calendar team (the spy sees the screen)', async () => {
      const asked = spyOnCalendarOrders();
      await renderApp({ as: 'calendar', path: '/management/commissions/calendars' });
      await waitFor(() => expect(asked).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument();
    });

    it("another member's account: refused, the person is never asked", async () => {
      const asked = vi.fn();
      server.use(
        http.get<PathParams<'id'>>(url('/users/:id'), ({ params }) => {
          if (params.id === '7') asked();
          return undefined;
        }),
      );
      await renderApp({ as: 'member', path: '/accountWrapper/7' });
      expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
      await visitAllowedScreen();
      expect(asked).not.toHaveBeenCalled();
    });
  });
});
