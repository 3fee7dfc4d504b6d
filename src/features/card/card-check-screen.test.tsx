import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import { setAuthToken } from '@/api/auth-token';
import { db } from '@/mocks/backend/db';
import { DEMO, signInAs } from '@/mocks/backend/testing';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { renderApp } from '@/testing/render-app';

/** The code of `account`'s card, as its owner's card screen gets it; then signed out. */
async function codeOf(account: readonly [string, string]): Promise<string> {
  const id = await signInAs(...account);
  const { data } = await api.get<{ code: string }>(`/users/${id}/card`);
  setAuthToken(null);
  return data.code;
}

describe('card check at the door (public)', () => {
  it('tells a householder, signed out, that a seller is a member in good standing who sells calendars', async () => {
    const code = await codeOf(DEMO.calendar);
    await renderApp({ path: `/verification/${encodeURIComponent(code)}` });
    expect(
      await screen.findByRole('heading', { name: "Vérification d'une carte de membre" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Membre à jour de sa cotisation')).toBeInTheDocument();
    expect(screen.getByText('Marc L.')).toBeInTheDocument();
    expect(
      screen.getByText(`Autorisé(e) à vendre les calendriers ${new Date().getFullYear()}`),
    ).toBeInTheDocument();
    // First name and initial only.
    expect(screen.queryByText(/Leroy/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
  });

  it('does not vouch for a member who does not sell', async () => {
    await renderApp({ path: `/verification/${await codeOf(DEMO.member)}` });
    expect(await screen.findByText('Membre à jour de sa cotisation')).toBeInTheDocument();
    expect(screen.getByText('Jeanne M.')).toBeInTheDocument();
    expect(screen.queryByText(/Autorisé\(e\) à vendre/)).toBeNull();
  });

  it('says Carte non valide for an unknown code, with no name', async () => {
    await renderApp({ path: '/verification/inconnu' });
    expect(await screen.findByText('Carte non valide')).toBeInTheDocument();
    expect(screen.queryByText('Membre à jour de sa cotisation')).toBeNull();
  });

  it('says Carte non valide for a lapsed membership, and never vouches for its seller', async () => {
    const code = await codeOf(DEMO.calendar);
    const seller = db().persons.find((person) => person.email === DEMO.calendar[0]);
    if (!seller) throw new Error('no seller');
    seller.validated = false;
    await renderApp({ path: `/verification/${code}` });
    expect(await screen.findByText('Carte non valide')).toBeInTheDocument();
    expect(screen.queryByText(/Autorisé\(e\) à vendre/)).toBeNull();
  });

  it('says Carte non valide for an expired card', async () => {
    const code = await codeOf(DEMO.member);
    const card = db().cards.find((candidate) => candidate.code === code);
    if (!card) throw new Error('no card');
    card.expires = '2020-01-01';
    await renderApp({ path: `/verification/${code}` });
    expect(await screen.findByText('Carte non valide')).toBeInTheDocument();
  });

  it('says the server did not answer, never a false verdict, and checks again on Réessayer', async () => {
    const code = await codeOf(DEMO.member);
    server.use(http.get(url('/cards/:code'), () => HttpResponse.error()));
    await renderApp({ path: `/verification/${code}` });
    expect(
      await screen.findByText(
        "La carte n'a pas pu être vérifiée : le serveur n'a pas répondu. Vérifiez votre connexion puis réessayez.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Carte non valide')).toBeNull();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Membre à jour de sa cotisation')).toBeInTheDocument();
  });
});
