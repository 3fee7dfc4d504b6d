import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkCard } from '@/api/card-check';
import { queryClient } from '@/app/query-client';
import { env } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { useSession } from '@/stores/session';
import { readQr } from '@/testing/read-qr';
import { renderApp } from '@/testing/render-app';

const QR_NAME = 'QR code de vérification de la carte';
const nextYear = new Date().getFullYear() + 1;

async function openCardFromMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: /Jeanne Martin|Thomas Lemoine|Nathalie Roux/ }),
  );
  await userEvent.click(screen.getByRole('link', { name: 'Ma carte de membre' }));
  return screen.findByRole('article', { name: 'Carte de membre' });
}

describe('member card', () => {
  it('shows a member their card from the user menu, with a QR code of its check that a householder reads', async () => {
    await renderApp({ as: 'member' });
    const card = await openCardFromMenu();
    expect(screen.getByRole('heading', { name: 'Ma carte de membre' })).toBeInTheDocument();
    expect(within(card).getByText('Amicale des sapeurs-pompiers')).toBeInTheDocument();
    expect(within(card).getByText('Jeanne Martin')).toBeInTheDocument();
    expect(within(card).getByText('SPV · AMICALE')).toBeInTheDocument();
    expect(within(card).getByText(`Valide jusqu'au 30/09/${nextYear}`)).toBeInTheDocument();
    expect(within(card).queryByText(/Vendeur de calendriers/)).toBeNull();

    const address = readQr(await within(card).findByRole('img', { name: QR_NAME }));
    const prefix = `${window.location.origin}/#/verification/`;
    expect(address?.startsWith(prefix)).toBe(true);
    const code = decodeURIComponent(address?.slice(prefix.length) ?? '');
    // Unguessable: never the person's id, and long.
    expect(code).not.toBe(String(useSession.getState().userId));
    expect(code.length).toBeGreaterThanOrEqual(32);
    expect(await checkCard(code)).toMatchObject({
      firstName: 'Jeanne',
      lastInitial: 'M',
      valid: true,
    });
  });

  it('asks the person once, whether the card or the user menu needs them first', async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/users/1')) {
        reads.push(request.url);
      }
    });
    await renderApp({ as: 'member', path: '/carte' });
    const card = await screen.findByRole('article', { name: 'Carte de membre' });
    expect(within(card).getByText('Jeanne Martin')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Jeanne Martin' });
    expect(reads).toHaveLength(1);
  });

  it('says a seller sells the year’s calendars', async () => {
    await renderApp({ as: 'seller' });
    const card = await openCardFromMenu();
    expect(
      within(card).getByText(`Vendeur de calendriers ${env.calendarYear}`),
    ).toBeInTheDocument();
  });

  it('says an expired membership is expired', async () => {
    await renderApp({ as: 'renewal' });
    const card = await openCardFromMenu();
    expect(within(card).getByText('Adhésion expirée')).toBeInTheDocument();
    expect(within(card).queryByText(/Valide jusqu'au/)).toBeNull();
  });

  it('opens from the copy kept on the device when no answer comes, saying when it was read, until logout', async () => {
    await renderApp({ as: 'member', path: '/carte' });
    const card = await screen.findByRole('article', { name: 'Carte de membre' });
    await within(card).findByRole('img', { name: QR_NAME });

    // In the street: no network. The screen opens again, from what was kept.
    server.use(http.get(url('/users/:id/card'), () => HttpResponse.error()));
    queryClient.clear();
    await userEvent.click(screen.getByRole('link', { name: 'Accueil' }));
    await openCardFromMenu();
    expect(
      screen.getByText(
        /^Hors ligne : carte enregistrée sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Valide jusqu'au 30/09/${nextYear}`)).toBeInTheDocument();

    // Logged out, the copy is gone: the next person on this phone sees nothing of it.
    await userEvent.click(screen.getByRole('button', { name: 'Jeanne Martin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await useSession.getState().login('membre@amicale.fr', 'Membre2026!');
    window.location.hash = '#/carte';
    expect(await screen.findByText("Votre carte n'a pas pu être chargée.")).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Carte de membre' })).toBeNull();
  });

  it('says a refusal plainly, with Réessayer, and never shows a kept copy for it', async () => {
    server.use(
      http.get(url('/users/:id/card'), () =>
        HttpResponse.json({ message: 'non' }, { status: 403 }),
      ),
    );
    await renderApp({ as: 'member', path: '/carte' });
    expect(await screen.findByText("Votre carte n'a pas pu être chargée.")).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Carte de membre' })).toBeInTheDocument();
    expect(db().cards).toHaveLength(1);
  });
});
