import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { selectIsAuthenticated, useSession } from '@/stores/session';
import { inSeconds, makeJwt } from '@/testing/jwt-for-tests';
import { renderScreen } from '@/testing/render';
import { LoginScreen } from './login-screen';

const signInAnswer = {
  username: 'jeanne@exemple.fr',
  userId: 4,
  subscriptions: ['AMICALE'],
  roles: [],
  accountValidity: '2027-09-30',
};

async function fillSignIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
}

describe('sign-in', () => {
  it('marks the e-mail and the password required before any attempt (RGAA 11.10)', () => {
    renderScreen(<LoginScreen />);
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toBeRequired();
  });

  it('sends the e-mail and password and opens the session', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBaseUrl}/auth/signin`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...signInAnswer, token: makeJwt({ exp: inSeconds(600) }) });
      }),
    );
    renderScreen(<LoginScreen />);
    await fillSignIn('jeanne@exemple.fr', 'Caserne-35');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(selectIsAuthenticated(useSession.getState())).toBe(true));
    expect(sent).toEqual({ username: 'jeanne@exemple.fr', password: 'Caserne-35' });
  });

  it('treats a 307 answer as a success', async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/signin`, () =>
        HttpResponse.json(
          { ...signInAnswer, token: makeJwt({ exp: inSeconds(600) }) },
          { status: 307 },
        ),
      ),
    );
    renderScreen(<LoginScreen />);
    await fillSignIn('jeanne@exemple.fr', 'Caserne-35');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(useSession.getState().jwtToken).not.toBeNull());
  });

  it('shows Utilisateur non-autorisé, keeps the input and gives the button back', async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/signin`, async () => {
        await delay(50);
        return HttpResponse.json({ message: 'non' }, { status: 401 });
      }),
    );
    renderScreen(<LoginScreen />);
    await fillSignIn('jeanne@exemple.fr', 'mauvais');
    const button = screen.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Utilisateur non-autorisé');
    expect(button).toBeEnabled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jeanne@exemple.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mauvais');
    expect(selectIsAuthenticated(useSession.getState())).toBe(false);
  });

  it('opens the registration modal with the members-only notice', async () => {
    renderScreen(<LoginScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscription amicale' });
    expect(dialog).toHaveTextContent('réservée aux membres');
  });
});

describe('password recovery (Mot de passe oublié)', () => {
  async function openRecovery() {
    renderScreen(<LoginScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
    return screen.findByRole('dialog', { name: 'Mot de passe oublié' });
  }

  it('shows Envoyer only once an e-mail is typed, then sends it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBaseUrl}/auth/recover`, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const dialog = await openRecovery();
    expect(within(dialog).queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'jeanne@exemple.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText('Un lien de récupération vous a été envoyé'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'jeanne@exemple.fr' });
  });

  it("says L'email entré n'a pas été reconnu and keeps the e-mail", async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/recover`, () => new HttpResponse(null, { status: 404 })),
    );
    const dialog = await openRecovery();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'inconnu@exemple.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'email entré n'a pas été reconnu")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('inconnu@exemple.fr');
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});

describe('password reset (token in the address)', () => {
  const answer = (status: number) =>
    http.post(`${apiBaseUrl}/auth/reset`, () => new HttpResponse(null, { status }));

  async function openReset() {
    const view = renderScreen(<LoginScreen />, '/?token=recovery-token');
    await screen.findByRole('button', { name: 'Réinitialiser' });
    return view;
  }

  async function fillReset(password: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText('E-mail'), 'jeanne@exemple.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe'), password);
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  }

  it('marks its three fields required before any attempt (RGAA 11.10)', async () => {
    await openReset();
    for (const label of ['E-mail', 'Mot de passe', 'Confirmation du mot de passe']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('sends the new password with the token as bearer, then goes home', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${apiBaseUrl}/auth/reset`, async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { router } = await openReset();
    await fillReset('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(
      await screen.findByText('Votre mot de passe a été correctement réinitialisé'),
    ).toBeInTheDocument();
    expect(authorization).toBe('Bearer recovery-token');
    expect(body).toEqual({
      username: 'jeanne@exemple.fr',
      email: 'jeanne@exemple.fr',
      password: 'Caserne-Beauregard',
      password2: 'Caserne-Beauregard',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('takes the token out of the address at once, and still uses it after a refusal', async () => {
    const bearers: (string | null)[] = [];
    let status = 404;
    server.use(
      http.post(`${apiBaseUrl}/auth/reset`, ({ request }) => {
        bearers.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status });
      }),
    );
    const { router } = await openReset();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await fillReset('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText("L'email entré n'a pas été trouvé")).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(
      await screen.findByText('Votre mot de passe a été correctement réinitialisé'),
    ).toBeInTheDocument();
    expect(bearers).toEqual(['Bearer recovery-token', 'Bearer recovery-token']);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('shows Mot de passe non autorisé inline and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/auth/reset`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await openReset();
    await fillReset('azerty', 'azerty');
    expect(screen.getByText('Mot de passe non autorisé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(calls).toBe(0);
  });

  it('shows Les mots de passe ne correspondent pas inline and on submit', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/auth/reset`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await openReset();
    await fillReset('Caserne-Beauregard', 'Caserne-Blosne');
    await userEvent.tab();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findAllByText('Les mots de passe ne correspondent pas')).toHaveLength(2);
    expect(calls).toBe(0);
  });

  it.each([
    [404, "L'email entré n'a pas été trouvé"],
    [403, "Opération interdite pour l'email choisi"],
    [500, 'Impossible de réinitialiser le mot de passe'],
  ])('answers %i with %s and keeps the input', async (status, message) => {
    server.use(answer(status));
    await openReset();
    await fillReset('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jeanne@exemple.fr');
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeEnabled();
  });
});
