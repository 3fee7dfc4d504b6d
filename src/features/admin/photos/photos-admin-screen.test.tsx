import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAuthToken } from '@/api/auth-token';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { resetUserState } from '@/platform/user-state';
import { renderApp } from '@/testing/render-app';
import { nodeFile, useNodeFormData } from '@/testing/upload-files';
import {
  ALBUM_NAME_REQUIRED,
  ALBUM_SAVE_FAILED,
  albumCreated,
  notAnImage,
  photosAdded,
  tooHeavy,
  uploadFailed,
} from './photos-admin-messages';

// Cross départemental, the newest album of the seed.
const CROSS = 2;

beforeEach(async () => {
  let count = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(count += 1)}`) }),
  );
  await useNodeFormData();
});
afterEach(() => vi.unstubAllGlobals());

/** The name of each file the backend received, in order. */
function recordUploads() {
  const sent: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && /\/albums\/\d+\/photos$/.test(request.url)) {
      const file = (await request.clone().formData()).get('file');
      sent.push(file && typeof file !== 'string' ? file.name : String(file));
    }
  });
  return sent;
}

async function openCross() {
  await renderApp({ as: 'commission', path: `/management/photos?album=${CROSS}` });
  return screen.findByRole('list', { name: 'Photos de Cross départemental' });
}

const input = () => screen.getByLabelText('Ajouter des photos');
const progress = (name: string) => screen.getByRole('progressbar', { name });

describe('Photos administration', () => {
  it('lists the albums newest first and creates one, which opens empty', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/albums')) {
        sent.push(await request.clone().json());
      }
    });
    await renderApp({ as: 'admin', path: '/management/photos' });
    const albums = await screen.findByRole('list', { name: 'Albums' });
    expect(
      within(albums)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Cross départemental', 'Arbre de Noël', 'Sainte-Barbe']);

    await user.click(screen.getByRole('button', { name: 'Nouvel album' }));
    await user.click(screen.getByRole('button', { name: "Créer l'album" }));
    expect(await screen.findByText(ALBUM_NAME_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Repas des anciens');
    const date = screen.getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, '14/03/2026{Escape}');
    await user.click(screen.getByRole('button', { name: "Créer l'album" }));
    expect(await screen.findByText(albumCreated('Repas des anciens'))).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Repas des anciens', date: '2026-03-14' }]);
    // The album opens (found, not held: the list's refresh may draw it again meanwhile).
    await screen.findByRole('heading', { level: 2, name: /Repas des anciens/ });
    expect(await screen.findByText('Cet album est vide.')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('uploads two photos with their progress, which a member then sees', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordUploads();
    await openCross();
    await user.upload(input(), [
      nodeFile('Remise des prix.jpg', 'image/jpeg', 2048),
      nodeFile('Le podium.png', 'image/png', 1024),
    ]);
    expect(await screen.findByText('2 / 2 photos envoyées')).toBeInTheDocument();
    expect(progress('Progression totale')).toHaveAttribute('aria-valuenow', '100');
    expect(progress('Envoi de Remise des prix.jpg')).toHaveAttribute('aria-valuenow', '100');
    expect(progress('Envoi de Le podium.png')).toHaveAttribute('aria-valuenow', '100');
    expect(sent).toEqual(['Remise des prix.jpg', 'Le podium.png']);
    expect(await screen.findByText(photosAdded(2, 'Cross départemental'))).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: 'Photos de Cross départemental' });
    expect(
      await within(photos).findByRole('button', { name: 'Supprimer la photo Le podium' }),
    ).toBeInTheDocument();
    const uploaded = db()
      .photos.filter((photo) => photo.albumId === CROSS)
      .slice(-2);
    expect(uploaded.map((photo) => photo.name)).toEqual(['Remise des prix', 'Le podium']);
    server.events.removeAllListeners();

    // A member sees it in the album at once, and the image is the bytes sent.
    cleanup();
    resetUserState();
    await renderApp({ as: 'member', path: `/photos?album=${CROSS}` });
    const members = await screen.findByRole('list', { name: 'Photos de Cross départemental' });
    expect(within(members).getByRole('button', { name: 'Agrandir Le podium' })).toBeVisible();
    // (Read with fetch: jsdom's XHR cannot hand a Blob through MSW here.)
    const image = await fetch(`${apiBaseUrl}/photos/${uploaded[1].id}/file`, {
      headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    });
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBe(1024);
  });

  it('names each refused file and why, and sends the others', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const sent = recordUploads();
    await openCross();
    await user.upload(input(), [
      nodeFile('Programme.pdf', 'application/pdf', 100),
      nodeFile('Panorama.jpg', 'image/jpeg', 11 * 1024 * 1024),
      nodeFile('Arrivée.webp', 'image/webp', 500),
    ]);
    const refused = await screen.findByRole('alert', { name: 'Fichiers non envoyés' });
    expect(within(refused).getByText(notAnImage('Programme.pdf'))).toBeInTheDocument();
    expect(within(refused).getByText(tooHeavy('Panorama.jpg', '11 Mo'))).toBeInTheDocument();
    expect(await screen.findByText('1 / 1 photo envoyée')).toBeInTheDocument();
    expect(sent).toEqual(['Arrivée.webp']);
    server.events.removeAllListeners();
  });

  it('says which upload failed while the others arrive', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${apiBaseUrl}/albums/:id/photos`, async ({ request }) => {
        const file = (await request.clone().formData()).get('file');
        if (file && typeof file !== 'string' && file.name === 'Flou.jpg') {
          return new HttpResponse(null, { status: 500 });
        }
        return undefined;
      }),
    );
    await openCross();
    await user.upload(input(), [
      nodeFile('Flou.jpg', 'image/jpeg', 300),
      nodeFile('Net.jpg', 'image/jpeg', 300),
    ]);
    expect(await screen.findByText(uploadFailed('Flou.jpg'))).toBeInTheDocument();
    expect(await screen.findByText('1 / 2 photos envoyées')).toBeInTheDocument();
    expect(screen.getByText('Échec')).toBeInTheDocument();
    expect(db().photos.map((photo) => photo.name)).toContain('Net');
    expect(db().photos.map((photo) => photo.name)).not.toContain('Flou');
    // The input comes back for another try.
    expect(input()).toBeEnabled();
  });

  it('deletes a photo once confirmed, not when cancelled, and then the album', async () => {
    const user = userEvent.setup({ delay: null });
    const photos = await openCross();
    await user.click(within(photos).getByRole('button', { name: 'Supprimer la photo Podium' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette photo ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().photos.some((photo) => photo.name === 'Podium')).toBe(true);

    await user.click(within(photos).getByRole('button', { name: 'Supprimer la photo Podium' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(
        within(photos).queryByRole('button', { name: 'Supprimer la photo Podium' }),
      ).not.toBeInTheDocument(),
    );
    expect(db().photos.some((photo) => photo.name === 'Podium')).toBe(false);

    await user.click(screen.getByRole('button', { name: "Supprimer l'album" }));
    const album = screen.getByRole('dialog', { name: 'Supprimer cet album ?' });
    await user.click(within(album).getByRole('button', { name: 'Supprimer' }));
    const albums = await screen.findByRole('list', { name: 'Albums' });
    await waitFor(() =>
      expect(within(albums).queryByText('Cross départemental')).not.toBeInTheDocument(),
    );
    expect(db().albums.some((entry) => entry.id === CROSS)).toBe(false);
    expect(db().photos.some((photo) => photo.albumId === CROSS)).toBe(false);
  });

  it('keeps the new album typed when creating it fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(`${apiBaseUrl}/albums`, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ as: 'admin', path: '/management/photos' });
    await screen.findByRole('list', { name: 'Albums' });
    await user.click(screen.getByRole('button', { name: 'Nouvel album' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Brouillon');
    await user.click(screen.getByRole('button', { name: "Créer l'album" }));
    expect(await screen.findByText(ALBUM_SAVE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Brouillon');
    expect(screen.getByRole('button', { name: "Créer l'album" })).toBeEnabled();
  });

  it('refuses a persons administrator, without asking for the albums', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/albums')) asked.push(request.url);
    });
    await renderApp({ as: 'persons', path: '/management/photos' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});
