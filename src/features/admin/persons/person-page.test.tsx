import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { listMessages } from '@/mocks/backend/mailbox';
import { server } from '@/mocks/backend/node';
import { OWN_SUPER_ADMIN_KEPT } from '@/lib/role-rules';
import { renderApp } from '@/testing/render-app';
import { ROLES_SAVE_FAILED } from './persons-messages';

const roles = () => screen.findByRole('region', { name: 'Rôles' });

afterEach(() => server.events.removeAllListeners());

describe('a person’s page', () => {
  it('is titled with the name, shows the state and validates an awaiting account', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'persons', path: '/person/6' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sophie Moreau' }),
    ).toBeInTheDocument();
    expect(screen.getByText('À valider')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ses commandes' })).toHaveAttribute(
      'href',
      '#/myCommands/6',
    );
    await user.click(screen.getByRole('button', { name: 'Valider le compte' }));
    expect(await screen.findByText('Compte de Sophie Moreau validé')).toBeInTheDocument();
    expect(screen.getByText('Valide')).toBeInTheDocument();
    expect(db().persons.find((person) => person.id === 6)?.validated).toBe(true);
  });

  it('shows a person renamed by an administrator at once in the persons table', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/persons?q=jeanne' });
    const table = await screen.findByRole('table', { name: 'Personnes' });
    expect(await within(table).findByText('Martin')).toBeInTheDocument();
    window.location.hash = '#/person/1';
    const [lastName] = await screen.findAllByRole('textbox', { name: /^Nom/ });
    await user.clear(lastName);
    await user.type(lastName, 'Martin-Roux');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/correctement mis à jour/)).toBeInTheDocument();
    window.location.hash = '#/management/persons?q=jeanne';
    const again = await screen.findByRole('table', { name: 'Personnes' });
    expect(await within(again).findByText('Martin-Roux')).toBeInTheDocument();
  });

  it("gives a persons administrator no way to set the super administrator's password", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'persons', path: '/person/4' });
    await screen.findByRole('heading', { level: 1, name: /./ });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation' }));
    const admin = db().persons.find((person) => person.id === 4);
    expect(
      await screen.findByText(`Un lien de réinitialisation a été envoyé à ${admin?.email}`),
    ).toBeInTheDocument();
    expect(listMessages().some((mail) => mail.to === admin?.email)).toBe(true);
  });

  it('keeps the password fields on one’s own account', async () => {
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    expect(await screen.findByLabelText('Mot de passe')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation' }),
    ).toBeNull();
  });

  it('grants a commission role with one role per scope, and sends the roles', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    await renderApp({ as: 'admin', path: '/person/1' });
    const section = await roles();
    // The person's children are a section of the page, beside Rôles, not one of its parts.
    expect(screen.getByRole('heading', { level: 2, name: 'Enfants' })).toBeInTheDocument();
    // The selects, named after their scopes, are grouped as roles (RGAA 11.5, 11.6).
    const group = within(section).getByRole('group', { name: 'Rôle par périmètre' });
    const sport = await within(group).findByRole('combobox', { name: 'Sport' });
    expect(within(group).getByRole('combobox', { name: 'Général' })).toHaveValue('');
    await user.selectOptions(sport, 'ADMIN');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(await screen.findByText('Rôles de Jeanne Martin enregistrés')).toBeInTheDocument();
    expect(sent).toEqual([{ roles: ['sport_ADMIN'] }]);
    expect(db().persons.find((person) => person.id === 1)?.roles).toEqual(['sport_ADMIN']);
  });

  it('says so when the roles cannot be saved, and keeps the choice', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.patch(`${apiBaseUrl}/users/:id`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp({ as: 'admin', path: '/person/1' });
    const section = await roles();
    const sport = await within(section).findByRole('combobox', { name: 'Sport' });
    await user.selectOptions(sport, 'ADMIN');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(await screen.findByText(ROLES_SAVE_FAILED)).toBeInTheDocument();
    expect(sport).toHaveValue('ADMIN');
    expect(within(section).getByRole('button', { name: 'Enregistrer les rôles' })).toBeEnabled();
    expect(db().persons.find((person) => person.id === 1)?.roles).toEqual([]);
  });

  it('does not let an administrator remove their own super administrator role', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/person/4' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paul Durand' }),
    ).toBeInTheDocument();
    const section = await roles();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Général' }), '');
    expect(within(section).getByRole('alert')).toHaveTextContent(OWN_SUPER_ADMIN_KEPT);
    expect(within(section).getByRole('button', { name: 'Enregistrer les rôles' })).toBeDisabled();
    expect(db().persons.find((person) => person.id === 4)?.roles).toEqual(['general_SUPER-ADMIN']);
  });

  it('shows the roles to a persons administrator without letting them change them', async () => {
    await renderApp({ as: 'persons', path: '/person/2' });
    const section = await roles();
    await waitFor(() =>
      expect(within(section).getByRole('combobox', { name: 'Sport' })).toHaveValue('ADMIN'),
    );
    expect(within(section).getByRole('combobox', { name: 'Sport' })).toBeDisabled();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});

/** An administrator types a new person: Zoé Nouvelle, zoe@exemple.fr. */
async function fillZoe(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Prénom'), 'Zoé');
  await user.type(screen.getByLabelText('Nom'), 'Nouvelle');
  await user.type(screen.getByLabelText('E-mail'), 'zoe@exemple.fr');
  await user.type(screen.getByLabelText('Téléphone'), '0601020304');
  await user.selectOptions(screen.getByLabelText('Jour'), '14');
  await user.selectOptions(screen.getByLabelText('Mois'), 'juillet');
  await user.selectOptions(screen.getByLabelText('Année'), '1992');
  await user.selectOptions(screen.getByLabelText('Centre de secours (CIS)'), 'Beauregard');
  await user.selectOptions(screen.getByLabelText('Statut'), 'SPV');
}

describe('creating a person (/createUser)', () => {
  it('creates without captcha nor password, sends the validation e-mail, opens the person', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'persons', path: '/createUser' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Créer une personne' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(screen.queryByText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await fillZoe(user);
    await user.click(screen.getByRole('button', { name: 'Créer la personne' }));
    expect(
      await screen.findByText(
        'La fiche de Zoé Nouvelle est créée : un e-mail de validation a été envoyé à zoe@exemple.fr',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zoé Nouvelle' }),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail à confirmer')).toBeInTheDocument();
    expect(listMessages().map((mail) => [mail.to, mail.subject])).toContainEqual([
      'zoe@exemple.fr',
      'Confirmez votre adresse e-mail',
    ]);
  });

  it('shows the person created at once in the persons table', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'persons', path: '/management/persons?q=zoe' });
    expect(
      await screen.findByText('Aucune personne ne correspond à ces critères.'),
    ).toBeInTheDocument();
    window.location.hash = '#/createUser';
    await screen.findByRole('heading', { level: 1, name: 'Créer une personne' });
    await fillZoe(user);
    await user.click(screen.getByRole('button', { name: 'Créer la personne' }));
    await screen.findByRole('heading', { level: 1, name: 'Zoé Nouvelle' });
    window.location.hash = '#/management/persons?q=zoe';
    const again = await screen.findByRole('table', { name: 'Personnes' });
    expect(await within(again).findByText('Nouvelle')).toBeInTheDocument();
  });

  it('keeps what was typed when the e-mail is already used', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/createUser' });
    await screen.findByRole('heading', { level: 1, name: 'Créer une personne' });
    await user.type(screen.getByLabelText('Prénom'), 'Jeanne');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(screen.getByLabelText('E-mail'), 'membre@amicale.fr');
    await user.type(screen.getByLabelText('Téléphone'), '0601020304');
    await user.selectOptions(screen.getByLabelText('Centre de secours (CIS)'), 'Beauregard');
    await user.selectOptions(screen.getByLabelText('Statut'), 'SPV');
    await user.click(screen.getByRole('button', { name: 'Créer la personne' }));
    expect(await screen.findByText("L'e-mail choisi est déjà utilisé")).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('membre@amicale.fr');
    expect(screen.getByRole('button', { name: 'Créer la personne' })).toBeEnabled();
  });
});
