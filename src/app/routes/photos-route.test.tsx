import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  let count = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(count += 1)}`) }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openAlbum(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Voir l'album ${name}` }));
  return screen.findByRole('list', { name: `Photos de ${name}` });
}

describe('Photos', () => {
  it('shows one card per album, then the photos of the album opened', async () => {
    await renderApp({ as: 'member', path: '/photos' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    const albums = await screen.findByRole('list', { name: 'Albums' });
    expect(
      within(albums)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Cross départemental', 'Arbre de Noël', 'Sainte-Barbe']);
    const photos = await openAlbum('Cross départemental');
    expect(
      within(photos)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Agrandir Départ',
      'Agrandir Ravitaillement',
      'Agrandir Arrivée',
      'Agrandir Podium',
    ]);
  });

  it('opens a full-screen viewer: Suivante, Précédente, arrow keys, Escape', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/photos' });
    await openAlbum('Cross départemental');
    await user.click(screen.getByRole('button', { name: 'Agrandir Départ' }));
    const viewer = await screen.findByRole('dialog', { name: /Départ/ });
    expect(await within(viewer).findByRole('img', { name: 'Départ' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(within(viewer).getByRole('button', { name: 'Suivante' }));
    expect(screen.getByRole('dialog', { name: /Ravitaillement/ })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Précédente' }),
    );
    expect(screen.getByRole('dialog', { name: /Départ/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: /Podium/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /Départ/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a swipe on a phone', async () => {
    await renderApp({ as: 'member', path: '/photos' });
    await openAlbum('Cross départemental');
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir Arrivée' }));
    const viewer = await screen.findByRole('dialog', { name: /Arrivée/ });
    const body = viewer.querySelector('.modal-body') as HTMLElement;
    fireEvent.touchStart(body, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(body, { changedTouches: [{ clientX: 100 }] });
    expect(screen.getByRole('dialog', { name: /Podium/ })).toBeInTheDocument();
    fireEvent.touchStart(body, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(body, { changedTouches: [{ clientX: 320 }] });
    expect(screen.getByRole('dialog', { name: /Arrivée/ })).toBeInTheDocument();
  });

  it("says so with Réessayer when an album's photos cannot be loaded", async () => {
    server.use(
      http.get(`${apiBaseUrl}/albums/:id/photos`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp({ as: 'member', path: '/photos' });
    await userEvent.click(
      await screen.findByRole('button', { name: "Voir l'album Cross départemental" }),
    );
    expect(
      await screen.findByText(
        "Les photos de cet album n'ont pas pu être chargées.",
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
