import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { Component as RenewalRoute } from './renewal-route';

const person = {
  id: 8,
  firstName: 'Nathalie',
  lastName: 'Roux',
  email: 'nathalie@exemple.fr',
  phone: '0601020304',
  birthDate: '1980-03-02',
  cis: 'Le Blosne',
  membertype: 'SPP',
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: true,
  _links: { address: { href: `${apiBaseUrl}/users/8/address` } },
};
const address = {
  id: 3,
  streetNumber: '27',
  streetName: 'boulevard de la Liberté',
  postalCode: 35000,
  city: 'Rennes',
};

function backend(overrides: { address?: unknown } = {}) {
  server.use(
    http.get(`${apiBaseUrl}/users/8/unsecure`, () => HttpResponse.json(person)),
    http.get(`${apiBaseUrl}/users/8/address/unsecure`, () =>
      overrides.address === null
        ? new HttpResponse(null, { status: 404 })
        : HttpResponse.json(overrides.address ?? address),
    ),
    http.get(`${apiBaseUrl}/resources/cotisation`, () =>
      HttpResponse.json({
        _embedded: {
          data: [{ id: 2, name: 'Cotisation SPP 2027', price: 30, billingPeriod: 'YEAR' }],
        },
      }),
    ),
  );
}

const open = () => renderScreen(<RenewalRoute />, '/renewsubscription?token=renew-token&userid=8');

describe('account confirmation and renewal', () => {
  it('shows the person read-only where it must be, the address, and Valider leads to the dues', async () => {
    let saved: Record<string, unknown> = {};
    backend();
    server.use(
      http.patch(`${apiBaseUrl}/users/8/unsecure`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          subscriptions: ['AMICALE'],
          firstName: 'Nathalie',
          lastName: 'Roux',
        });
      }),
    );
    open();
    expect(await screen.findByLabelText('Nom')).toHaveValue('Roux');
    expect(screen.getByLabelText('Nom')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date de naissance')).toHaveValue('02/03/1980');
    expect(screen.getByText(/boulevard de la Liberté/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Téléphone'));
    await userEvent.type(screen.getByLabelText('Téléphone'), '0611223344');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Cotisation SPP 2027' })).toBeInTheDocument();
    // What the renewal lets its reader change, and nothing it only read: no id, name, birth
    // date, state, roles, link nor address goes back.
    expect(saved).toEqual({
      email: 'nathalie@exemple.fr',
      phone: '0611223344',
      cis: 'Le Blosne',
      membertype: 'SPP',
      membertypePrecision: '',
      subscriptions: ['AMICALE'],
    });
  });

  it("takes the link's token and person out of the address, and still saves with them", async () => {
    const saved: URL[] = [];
    backend();
    server.use(
      http.patch(`${apiBaseUrl}/users/8/unsecure`, ({ request }) => {
        saved.push(new URL(request.url));
        return HttpResponse.json({
          subscriptions: ['AMICALE'],
          firstName: 'Nathalie',
          lastName: 'Roux',
        });
      }),
    );
    const { router } = open();
    expect(await screen.findByLabelText('Nom')).toHaveValue('Roux');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/renewsubscription');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Cotisation SPP 2027' })).toBeInTheDocument();
    expect(saved.map((address) => address.searchParams.get('token'))).toEqual(['renew-token']);
  });

  it('checks the address before sending it: no empty postal code goes out as 0', async () => {
    let posts = 0;
    backend({ address: null });
    server.use(
      http.post(`${apiBaseUrl}/addresses/unsecure`, () => {
        posts += 1;
        return HttpResponse.json({ id: 45 });
      }),
    );
    open();
    await userEvent.type(await screen.findByLabelText('Rue'), 'rue de Paris');
    await userEvent.type(screen.getByLabelText('Ville'), 'Rennes');
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await screen.findByText('Le code postal doit comporter 5 chiffres')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code postal'), '3500');
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(screen.getByText('Le code postal doit comporter 5 chiffres')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Ville'));
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await screen.findByText('Champ obligatoire')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(screen.getByLabelText('Rue')).toHaveValue('rue de Paris');
  });

  it('keeps Valider off without a saved address or while the address is edited', async () => {
    let posted: Record<string, unknown> = {};
    backend({ address: null });
    server.use(
      http.post(`${apiBaseUrl}/addresses/unsecure`, async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...(posted as object), id: 44 });
      }),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Numéro'), '5');
    await userEvent.type(screen.getByLabelText('Rue'), 'rue de Paris');
    await userEvent.type(screen.getByLabelText('Code postal'), '35510');
    await userEvent.type(screen.getByLabelText('Ville'), 'Cesson-Sévigné');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled());
    expect(posted).toMatchObject({
      streetName: 'rue de Paris',
      postalCode: 35510,
      city: 'Cesson-Sévigné',
      persons: [{ id: 8 }],
    });
  });

  it('shows Error {detail} when the address cannot be saved, keeping it', async () => {
    backend();
    server.use(
      http.post(`${apiBaseUrl}/addresses/unsecure`, () =>
        HttpResponse.json({ message: 'Adresse incomplète' }, { status: 400 }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: "Modifier l'adresse" }));
    await userEvent.clear(screen.getByLabelText('Ville'));
    await userEvent.type(screen.getByLabelText('Ville'), 'Vern');
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await screen.findByText('Error Adresse incomplète')).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveValue('Vern');
  });

  it('says Erreur lors de la mise à jour when saving fails', async () => {
    backend();
    server.use(
      http.patch(`${apiBaseUrl}/users/8/unsecure`, () => new HttpResponse(null, { status: 500 })),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('tells a member whose e-mail changed to use the new link (404)', async () => {
    server.use(
      http.get(`${apiBaseUrl}/users/8/unsecure`, () => new HttpResponse(null, { status: 404 })),
    );
    open();
    expect(
      await screen.findByText(
        'Vous avez changé votre email. Utilisez le lien qui vous a été envoyé pour valider et payer votre cotisation',
      ),
    ).toBeInTheDocument();
  });

  it("says Le compte n°{id} n'a pas pu être trouvé on other failures", async () => {
    server.use(
      http.get(`${apiBaseUrl}/users/8/unsecure`, () => new HttpResponse(null, { status: 403 })),
    );
    open();
    expect(await screen.findByText("Le compte n°8 n'a pas pu être trouvé")).toBeInTheDocument();
  });
});
