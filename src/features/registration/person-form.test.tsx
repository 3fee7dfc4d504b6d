import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { updatePerson } from '@/api/persons';
import type { Person, PersonPatch } from '@/api/types';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { PersonForm } from './person-form';

/** What the account screen gives the form: its person saved through the backend. */
const saveOf = (person: Person) => (changes: PersonPatch) => updatePerson(person.id, changes);

const existing: Person = {
  id: 12,
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne@exemple.fr',
  phone: '0601020304',
  birthDate: '1985-04-12',
  cis: 'Saint Georges',
  membertype: 'SPV',
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: false,
  relations: [
    {
      id: 5,
      relatedUser: { id: 6, firstName: 'Léo', lastName: 'Martin', birthDate: '2015-06-03' },
      relationShip: 'FAMILY',
      relationShipPrecision: 'Enfant',
    },
  ],
};

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
  it('offers the birth date as day, French month and year selects starting at 1900-01-01', () => {
    renderScreen(<PersonForm />);
    expect(screen.getByLabelText('Jour')).toHaveValue('01');
    expect(within(screen.getByLabelText('Jour')).getAllByRole('option')[8]).toHaveTextContent('09');
    expect(screen.getByLabelText('Mois')).toHaveDisplayValue('janvier');
    expect(screen.getByLabelText('Année')).toHaveValue('1900');
    expect(screen.getByLabelText('Recevoir la newsletter')).toBeChecked();
  });

  it('sets AMICALE or HONORAIRE from the status, their boxes always disabled', async () => {
    renderScreen(<PersonForm />);
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
    renderScreen(<PersonForm />);
    expect(screen.queryByLabelText('Précisez (externe)')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'EXTERNE');
    expect(screen.getByLabelText('Précisez (externe)')).toBeInTheDocument();
  });

  it('shows the captcha and the submit button only once complete with an allowed password', async () => {
    renderScreen(<PersonForm />);
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
    renderScreen(<PersonForm onDone={onDone} />);
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
    renderScreen(<PersonForm />);
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

describe('sign-up checks', () => {
  it("says 'e-mail invalide' for a malformed e-mail and sends nothing", async () => {
    let posts = 0;
    server.use(
      http.post(`${apiBaseUrl}/users`, () => {
        posts += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderScreen(<PersonForm />);
    await fillIdentity();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'zoe@exemple');
    await fillPasswords('Caserne-Beauregard', 'Caserne-Beauregard');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('e-mail invalide')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(screen.getByLabelText('E-mail')).toHaveValue('zoe@exemple');
  });

  it('refuses a birth date that does not exist (31 février) and sends nothing', async () => {
    let posts = 0;
    server.use(
      http.post(`${apiBaseUrl}/users`, () => {
        posts += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderScreen(<PersonForm />);
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
    expect(posts).toBe(0);
  });
});

describe('profile form of an existing person', () => {
  it('keeps the e-mail read-only and hides status, memberships and newsletter for a member', () => {
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} ownAccount />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Statut')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('AMICALE')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Recevoir la newsletter')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Laisser vide pour ne pas modifier')).toBeInTheDocument();
    expect(screen.getByLabelText("Prénom de l'enfant 1")).toHaveValue('Léo');
  });

  it('lets a general ADMIN or SUPER-ADMIN edit e-mail, status, memberships and newsletter', () => {
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} canEditIdentity />);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Statut')).toBeInTheDocument();
    expect(screen.getByLabelText('Recevoir la newsletter')).not.toBeChecked();
  });

  it("offers no password on somebody else's account, but a reset link sent to their e-mail", async () => {
    const recovered: unknown[] = [];
    server.use(
      http.post(`${apiBaseUrl}/auth/recover`, async ({ request }) => {
        recovered.push(await request.json());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} canEditIdentity />);
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmation du mot de passe')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation' }),
    );
    expect(
      await screen.findByText('Un lien de réinitialisation a été envoyé à jeanne@exemple.fr'),
    ).toBeInTheDocument();
    expect(recovered).toEqual([{ email: 'jeanne@exemple.fr' }]);
  });

  it('says so when the reset link cannot be sent, and gives the button back', async () => {
    server.use(
      http.post(`${apiBaseUrl}/auth/recover`, () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} canEditIdentity />);
    const button = screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation' });
    await userEvent.click(button);
    expect(
      await screen.findByText(
        "Le lien de réinitialisation n'a pas pu être envoyé. Réessayez plus tard.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends what the form shows, never the roles, validation or validity it only read', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.patch(`${apiBaseUrl}/users/12`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(existing);
      }),
    );
    const read: Person = {
      ...existing,
      roles: ['sport_ADMIN'],
      validated: false,
      emailValidated: true,
      accountValidity: '2020-01-01',
      _links: { self: { href: '/users/12' } },
    };
    renderScreen(<PersonForm person={read} save={saveOf(read)} canEditIdentity />);
    await userEvent.clear(screen.getByLabelText('Téléphone'));
    await userEvent.type(screen.getByLabelText('Téléphone'), '0699887766');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Utilisateur Jeanne Martin correctement mis à jour');
    expect(sent.phone).toBe('0699887766');
    for (const field of [
      'roles',
      'validated',
      'emailValidated',
      'accountValidity',
      '_links',
      'password',
      'id',
    ]) {
      expect(sent).not.toHaveProperty(field);
    }
  });

  it('saves with PATCH, without a password when left empty, and names the person', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.patch(`${apiBaseUrl}/users/12`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...existing, phone: '0699887766' });
      }),
    );
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} />);
    await userEvent.clear(screen.getByLabelText('Téléphone'));
    await userEvent.type(screen.getByLabelText('Téléphone'), '0699887766');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Utilisateur Jeanne Martin correctement mis à jour'),
    ).toBeInTheDocument();
    expect(sent.phone).toBe('0699887766');
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('email');
  });

  it('tells a changed e-mail must be validated before paying', async () => {
    server.use(http.patch(`${apiBaseUrl}/users/12`, () => HttpResponse.json(existing)));
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} canEditIdentity />);
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'nouvelle@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/doit être validée avant de payer/)).toBeInTheDocument();
  });

  it("answers any failure with L'e-mail choisi est déjà utilisé and keeps the input", async () => {
    server.use(http.patch(`${apiBaseUrl}/users/12`, () => new HttpResponse(null, { status: 500 })));
    renderScreen(<PersonForm person={existing} save={saveOf(existing)} />);
    await userEvent.clear(screen.getByLabelText('Téléphone'));
    await userEvent.type(screen.getByLabelText('Téléphone'), '0611111111');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'e-mail choisi est déjà utilisé")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    expect(screen.getByLabelText('Téléphone')).toHaveValue('0611111111');
  });
});
