import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderApp } from './render-app';

/**
 * Screens fed a malformed answer (the fault matrix's malformed bodies) say what their
 * failed load says, instead of crashing, showing blanks or `NaN €`, or going on as if it worked.
 */

/** What a proxy answers in place of the API, with a 200. */
const htmlPage = () =>
  new HttpResponse('<!doctype html><html><body><h1>Bad Gateway</h1></body></html>', {
    headers: { 'Content-Type': 'text/html' },
  });

const answer = (method: 'get' | 'post', path: string, resolver: () => Response) =>
  server.use(http[method](`${apiBaseUrl}${path}`, resolver));

/** A failed load: its message, with Réessayer (TanStack Query tries twice first). */
async function expectErrorState(message: string) {
  expect(await screen.findByText(message, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
}

describe('a malformed answer ends in the screen’s error state', () => {
  it('documents without their date: no crash of the sort', async () => {
    answer('get', '/documents', () =>
      HttpResponse.json({ _embedded: { data: [{ id: 1 }, { id: 2 }] } }),
    );
    await renderApp({ as: 'member', path: '/documents' });
    await expectErrorState("Les documents n'ont pas pu être chargés.");
    expect(screen.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
  });

  it('a calendar order answered by an HTML page: no crash of the card', async () => {
    answer('get', '/commands/calendar/:id', htmlPage);
    await renderApp({
      as: 'calendar',
      path: '/management/commissions/calendarCommandDetails/cal-1',
    });
    expect(
      await screen.findByText(/La commande n'a pas pu être chargée/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
  });

  it('a resource without its price: no `NaN €` to book', async () => {
    answer('get', '/resources/:id', () => HttpResponse.json({ id: 12 }));
    await renderApp({ as: 'member', path: '/reservation/12' });
    await expectErrorState("Cette ressource n'a pas pu être chargée.");
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });

  it('an account without its fields: no form of blanks that would save blanks', async () => {
    answer('get', '/users/:id', () => HttpResponse.json({ id: 1 }));
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    await expectErrorState("Ce compte n'a pas pu être chargé.");
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('a list whose page counts records it does not carry: not an empty list', async () => {
    answer('get', '/partners', () => HttpResponse.json({ page: { totalElements: 3 } }));
    await renderApp({ as: 'member', path: '/partners' });
    await expectErrorState("Les partenaires n'ont pas pu être chargés.");
    expect(screen.queryByText('Aucun partenaire pour le moment.')).not.toBeInTheDocument();
  });
});

describe('a malformed answer to an action is a failure of the action', () => {
  it('a validation answered by an HTML page is not an e-mail confirmed', async () => {
    answer('post', '/auth/validate', htmlPage);
    await renderApp({ path: '/validateorsubscribe?token=abc' });
    expect(
      await screen.findByText(/La validation n'a pas pu aboutir/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText('E-mail confirmé')).not.toBeInTheDocument();
  });

  it('a recovery answered by an HTML page says the e-mail was not recognised', async () => {
    answer('post', '/auth/recover', htmlPage);
    await renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'membre@amicale.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'email entré n'a pas été reconnu")).toBeInTheDocument();
    expect(screen.queryByText('Un lien de récupération vous a été envoyé')).not.toBeInTheDocument();
  });

  it('an address save answered without fields keeps what was typed', async () => {
    answer('post', '/addresses', () => HttpResponse.json({ id: 1 }));
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    await userEvent.click(await screen.findByRole('button', { name: "Modifier l'adresse" }));
    const city = screen.getByLabelText('Ville');
    await userEvent.clear(city);
    await userEvent.type(city, 'Cesson-Sévigné');
    await userEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await screen.findByText('Adresse enregistrée')).toBeInTheDocument();
    expect(await screen.findByText(/Cesson-Sévigné/)).toBeInTheDocument();
  });
});
