import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { updatePerson } from '@/api/persons';
import type { Person, PersonPatch } from '@/api/types';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { PersonEditForm } from './person-edit-form';

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

describe('profile form of an existing person', () => {
  it('keeps the e-mail read-only and hides status, memberships and newsletter for a member', () => {
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} ownAccount />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Statut')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('AMICALE')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Recevoir la newsletter')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Laisser vide pour ne pas modifier')).toBeInTheDocument();
    expect(screen.getByLabelText("Prénom de l'enfant 1")).toHaveValue('Léo');
  });

  it('lets a general ADMIN or SUPER-ADMIN edit e-mail, status, memberships and newsletter', () => {
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} canEditIdentity />);
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
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} canEditIdentity />);
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
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} canEditIdentity />);
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
    renderScreen(<PersonEditForm person={read} save={saveOf(read)} canEditIdentity />);
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
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} />);
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
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} canEditIdentity />);
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'nouvelle@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/doit être validée avant de payer/)).toBeInTheDocument();
  });

  it("answers any failure with L'e-mail choisi est déjà utilisé and keeps the input", async () => {
    server.use(http.patch(`${apiBaseUrl}/users/12`, () => new HttpResponse(null, { status: 500 })));
    renderScreen(<PersonEditForm person={existing} save={saveOf(existing)} />);
    await userEvent.clear(screen.getByLabelText('Téléphone'));
    await userEvent.type(screen.getByLabelText('Téléphone'), '0611111111');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'e-mail choisi est déjà utilisé")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    expect(screen.getByLabelText('Téléphone')).toHaveValue('0611111111');
  });
});
