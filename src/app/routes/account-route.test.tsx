import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

describe('the account page', () => {
  it("is 'Mon compte' for one's own, with its address in a section Adresse", async () => {
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon compte' }),
    ).toBeInTheDocument();
    const address = await screen.findByRole('region', { name: 'Adresse' });
    expect(within(address).getByText(/Rennes/)).toBeInTheDocument();
  });

  it("is named after the person when a persons administrator opens someone else's", async () => {
    await renderApp({ as: 'persons', path: '/accountWrapper/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jeanne Martin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ses commandes' })).toHaveAttribute(
      'href',
      '#/myCommands/1',
    );
  });

  it('saves the address with POST /addresses for the person, and shows it', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${apiBaseUrl}/addresses`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, id: 1 });
      }),
    );
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    const address = await screen.findByRole('region', { name: 'Adresse' });
    await user.click(within(address).getByRole('button', { name: "Modifier l'adresse" }));
    const city = within(address).getByRole('textbox', { name: 'Ville' });
    await user.clear(city);
    await user.type(city, 'Cesson-Sévigné');
    await user.click(within(address).getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await within(address).findByText(/Cesson-Sévigné/)).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 1, city: 'Cesson-Sévigné', persons: [{ id: 1 }] });
  });

  it('says Error {detail} when the address cannot be saved, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${apiBaseUrl}/addresses`, () =>
        HttpResponse.json({ status: 400, message: 'Adresse incomplète' }, { status: 400 }),
      ),
    );
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    const address = await screen.findByRole('region', { name: 'Adresse' });
    await user.click(within(address).getByRole('button', { name: "Modifier l'adresse" }));
    const city = within(address).getByRole('textbox', { name: 'Ville' });
    await user.clear(city);
    await user.type(city, 'Vern');
    await user.click(within(address).getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await screen.findByText('Error Adresse incomplète')).toBeInTheDocument();
    expect(city).toHaveValue('Vern');
  });

  it('says so with Réessayer when the account cannot be loaded, and Réessayer loads it', async () => {
    let failing = true;
    server.use(
      http.get(`${apiBaseUrl}/users/1`, () =>
        failing
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({
              id: 1,
              firstName: 'Jeanne',
              lastName: 'Martin',
              email: 'membre@amicale.fr',
            }),
      ),
    );
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    expect(
      await screen.findByText("Ce compte n'a pas pu être chargé.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toHaveValue('Jeanne');
  });
});
