import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { SignUpForm } from './sign-up-form';

async function fillIdentity() {
  await userEvent.type(screen.getByLabelText('Prénom'), 'Zoé');
  await userEvent.type(screen.getByLabelText('Nom'), 'Nouvelle');
  await userEvent.type(screen.getByLabelText('E-mail'), 'zoe@exemple.fr');
  await userEvent.type(screen.getByLabelText('Téléphone'), '0601020304');
  await userEvent.selectOptions(screen.getByLabelText('Jour'), '14');
  await userEvent.selectOptions(screen.getByLabelText('Mois'), 'juillet');
  await userEvent.selectOptions(screen.getByLabelText('Année'), '1992');
  await userEvent.selectOptions(screen.getByLabelText('Centre de secours (CIS)'), 'Beauregard');
  await userEvent.selectOptions(screen.getByLabelText('Statut'), 'SPV');
}

async function fillPasswords(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  await userEvent.tab();
}

describe('sign-up form', () => {
  it('marks its required fields before any submit, and says what the * means (RGAA 11.10)', () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    expect(
      screen.getByText("Les champs marqués d'une étoile (*) sont obligatoires."),
    ).toBeInTheDocument();
    for (const label of [
      'Prénom',
      'Nom',
      'E-mail',
      'Téléphone',
      'Centre de secours (CIS)',
      'Statut',
      'Mot de passe',
      'Confirmation du mot de passe',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Recevoir la newsletter')).not.toBeRequired();
  });

  it("lets the browser fill in the person's own details (RGAA 11.13)", () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    const tokens: [string, string][] = [
      ['Prénom', 'given-name'],
      ['Nom', 'family-name'],
      ['E-mail', 'email'],
      ['Téléphone', 'tel'],
      ['Jour', 'bday-day'],
      ['Mois', 'bday-month'],
      ['Année', 'bday-year'],
      ['Mot de passe', 'new-password'],
    ];
    for (const [label, token] of tokens) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', token);
    }
  });

  it('offers the birth date as day, French month and year selects starting at 1900-01-01', () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    expect(screen.getByLabelText('Jour')).toHaveValue('01');
    expect(within(screen.getByLabelText('Jour')).getAllByRole('option')[8]).toHaveTextContent('09');
    expect(screen.getByLabelText('Mois')).toHaveDisplayValue('janvier');
    expect(screen.getByLabelText('Année')).toHaveValue('1900');
    expect(screen.getByLabelText('Recevoir la newsletter')).toBeChecked();
  });

  it('sets AMICALE or HONORAIRE from the status, their boxes always disabled', async () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'SPP');
    expect(screen.getByLabelText('AMICALE')).toBeChecked();
    expect(screen.getByLabelText('AMICALE')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('UDSP'));
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'HONORAIRE');
    expect(screen.getByLabelText('AMICALE')).not.toBeChecked();
    expect(screen.getByLabelText('HONORAIRE')).toBeChecked();
    expect(screen.getByLabelText('HONORAIRE')).toBeDisabled();
    expect(screen.getByLabelText('UDSP')).toBeChecked();
  });

  it("asks 'Précisez (externe)' only for EXTERNE", async () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    expect(screen.queryByLabelText('Précisez (externe)')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'EXTERNE');
    expect(screen.getByLabelText('Précisez (externe)')).toBeInTheDocument();
  });

  it('shows the captcha and the submit button only once complete with an allowed password', async () => {
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    await fillIdentity();
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
    await fillPasswords('azerty', 'azerty');
    expect(screen.getByText('Mot de passe non autorisé')).toBeInTheDocument();
    expect(screen.queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mot de passe'));
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Caserne-Beauregard');
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirmation du mot de passe'));
    await userEvent.type(
      screen.getByLabelText('Confirmation du mot de passe'),
      'Caserne-Beauregard',
    );
    expect(await screen.findByLabelText('Je ne suis pas un robot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeDisabled();
  });

  it('sends the person with password, captcha and children, then says the account is created', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${apiBaseUrl}/users`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        await delay(30);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const onDone = vi.fn();
    renderScreen(<SignUpForm onDone={onDone} />);
    await fillIdentity();
    await fillPasswords('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    await userEvent.type(screen.getByLabelText("Prénom de l'enfant 1"), 'Léo');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText(
        'Compte correctement créé. Merci de valider votre email et de régler votre cotisation avec le lien qui vous a été envoyé',
      ),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(sent).toMatchObject({
      firstName: 'Zoé',
      lastName: 'Nouvelle',
      email: 'zoe@exemple.fr',
      birthDate: '1992-07-14',
      cis: 'Beauregard',
      membertype: 'SPV',
      subscriptions: ['AMICALE'],
      newsletterOptIn: true,
      password: 'Caserne-Beauregard',
      password2: 'Caserne-Beauregard',
      recaptcha: 'demo-recaptcha-token',
      relations: [
        {
          relatedUser: {
            firstName: 'Léo',
            lastName: 'Nouvelle',
            birthDate: `${new Date().getFullYear()}-01-01`,
          },
          relationShip: 'FAMILY',
          relationShipPrecision: 'Enfant',
        },
      ],
    });
  });

  it.each([
    [403, "L'e-mail choisi est déjà utilisé"],
    [400, 'Une erreur est survenue. Veuillez vérifier les champs renseignés'],
  ])('answers %i with its message and keeps everything typed', async (status, message) => {
    server.use(http.post(`${apiBaseUrl}/users`, () => new HttpResponse(null, { status })));
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    await fillIdentity();
    await fillPasswords('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('zoe@exemple.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('Caserne-Beauregard');
    // The captcha token was used: it must be ticked again before another try.
    expect(screen.getByLabelText('Je ne suis pas un robot')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Je ne suis pas un robot'));
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });
});

/** Counts the sign-ups the form sends (each answered as accepted). */
function countSignUps() {
  const sent = { posts: 0 };
  server.use(
    http.post(`${apiBaseUrl}/users`, () => {
      sent.posts += 1;
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return sent;
}

describe('sign-up checks', () => {
  it("says 'e-mail invalide' for a malformed e-mail and sends nothing", async () => {
    const sent = countSignUps();
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    await fillIdentity();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'zoe@exemple');
    await fillPasswords('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('e-mail invalide')).toBeInTheDocument();
    expect(sent.posts).toBe(0);
    expect(screen.getByLabelText('E-mail')).toHaveValue('zoe@exemple');
  });

  it('refuses a birth date that does not exist (31 février) and sends nothing', async () => {
    const sent = countSignUps();
    renderScreen(<SignUpForm onDone={vi.fn()} />);
    await fillIdentity();
    await userEvent.selectOptions(screen.getByLabelText('Jour'), '31');
    await userEvent.selectOptions(screen.getByLabelText('Mois'), 'février');
    expect(screen.getByText("Cette date n'existe pas")).toBeInTheDocument();
    await fillPasswords('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled(),
    );
    expect(sent.posts).toBe(0);
  });
});
