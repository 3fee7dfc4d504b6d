import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAuthToken } from '@/api/auth-token';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import { nodeFile, useNodeFormData } from '@/testing/upload-files';
import {
  IMAGE_NOT_AN_IMAGE,
  imageTooHeavy,
  imageUploadFailed,
  resourceSaved,
} from './commission-admin-messages';

// The sweatshirt of the sport commission's seed.
const SWEAT = 12;

beforeEach(async () => {
  let count = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:image-${(count += 1)}`),
      revokeObjectURL: vi.fn(),
    }),
  );
  await useNodeFormData();
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

/** The image uploads the backend received: resource id and file name. */
function recordImageUploads() {
  const sent: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const match = /\/resources\/(\d+)\/file$/.exec(new URL(request.url).pathname);
    if (request.method === 'POST' && match) {
      const file = (await request.clone().formData()).get('file');
      sent.push(`${match[1]}: ${file && typeof file !== 'string' ? file.name : String(file)}`);
    }
  });
  return sent;
}

async function openResources() {
  const user = userEvent.setup({ delay: null });
  await renderApp({ as: 'commission', path: '/management/commissions/commissionWrapper/sport/2' });
  await user.click(await screen.findByRole('tab', { name: 'Ressources' }));
  return user;
}

describe('a resource’s image (Ressources)', () => {
  it('replaces the image of a resource, which members are then served', async () => {
    const sent = recordImageUploads();
    const user = await openResources();
    const table = await screen.findByRole('table', { name: 'Ressources de la commission' });
    await user.click(
      await within(table).findByRole('button', { name: 'Modifier Sweat de l’amicale' }),
    );
    const form = within(screen.getByRole('form', { name: 'Modifier Sweat de l’amicale' }));
    // Fetched with the bearer and shown from an object URL: no token in an address.
    const current = await form.findByRole('img', { name: 'Image actuelle' });
    const currentSrc = current.getAttribute('src');
    expect(currentSrc).toMatch(/^blob:/);
    await user.upload(form.getByLabelText('Image'), nodeFile('sweat.png', 'image/png', 2048));
    const preview = form.getByRole('img', { name: 'Aperçu de la nouvelle image' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(preview.getAttribute('src')).not.toBe(currentSrc);
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(resourceSaved('Sweat de l’amicale'))).toBeInTheDocument();
    expect(sent).toEqual([`${SWEAT}: sweat.png`]);
    const served = await fetch(`${apiBaseUrl}/resources/${SWEAT}/file`, {
      headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    });
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);
  });

  it('refuses a file that is not an image, or too heavy, before sending anything', async () => {
    const sent = recordImageUploads();
    const user = await openResources();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ressource' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle ressource' }));
    await user.type(form.getByRole('textbox', { name: /^Nom/ }), 'Gourde');
    await user.type(form.getByRole('textbox', { name: /^Prix/ }), '8');
    await user.selectOptions(form.getByRole('combobox', { name: /Période/ }), 'par unité');
    const image = form.getByLabelText('Image');
    // `accept` filters the picker; a file dropped or picked as "all files" still gets here.
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(image, nodeFile('tarifs.pdf', 'application/pdf'));
    expect(form.getByText(IMAGE_NOT_AN_IMAGE)).toBeInTheDocument();
    expect(image).toHaveAccessibleDescription(IMAGE_NOT_AN_IMAGE);
    expect(image).toHaveAttribute('aria-invalid', 'true');
    await user.upload(image, nodeFile('gourde.jpg', 'image/jpeg', 11 * 1024 * 1024));
    expect(form.getByText(imageTooHeavy('11 Mo'))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Créer la ressource' }));
    expect(db().resources.some((resource) => resource.name === 'Gourde')).toBe(false);
    expect(sent).toEqual([]);
    expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Gourde');
  });

  it('keeps the form when the image fails to go, and sends it again without a second resource', async () => {
    const sent = recordImageUploads();
    let failures = 1;
    server.use(
      http.post(`${apiBaseUrl}/resources/:id/file`, () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const user = await openResources();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ressource' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle ressource' }));
    await user.type(form.getByRole('textbox', { name: /^Nom/ }), 'Gourde');
    await user.type(form.getByRole('textbox', { name: /^Prix/ }), '8');
    await user.selectOptions(form.getByRole('combobox', { name: /Période/ }), 'par unité');
    await user.upload(form.getByLabelText('Image'), nodeFile('gourde.jpg', 'image/jpeg', 512));
    await user.click(form.getByRole('button', { name: 'Créer la ressource' }));
    expect(await screen.findByText(imageUploadFailed('Gourde'))).toBeInTheDocument();
    const button = form.getByRole('button', { name: 'Créer la ressource' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Gourde');
    await user.click(button);
    // The form closes on success (its toast waits behind the error's: one toast at a time).
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Nouvelle ressource' })).not.toBeInTheDocument(),
    );
    const table = screen.getByRole('table', { name: 'Ressources de la commission' });
    expect(await within(table).findByText('Gourde')).toBeInTheDocument();
    const created = db().resources.filter((resource) => resource.name === 'Gourde');
    expect(created).toHaveLength(1);
    expect(sent).toEqual([`${created[0].id}: gourde.jpg`, `${created[0].id}: gourde.jpg`]);
  });
});
