import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { DOCUMENT_TYPE_REFUSED } from '@/lib/documents';
import { renderApp } from '@/testing/render-app';
import { nodeFile, useNodeFormData } from '@/testing/upload-files';
import {
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_SAVE_FAILED,
  DOCUMENT_TOO_HEAVY,
  PARTNER_SAVE_FAILED,
  PARTNER_URL_INVALID,
  documentAdded,
  partnerCreated,
  partnerSaved,
} from './library-messages';

beforeEach(() => useNodeFormData());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATUTES = "Statuts de l'amicale.pdf";

const documentsSection = () => screen.findByRole('region', { name: 'Documents' });
const partnersSection = () => screen.findByRole('region', { name: 'Partenaires' });

/** The members' screen at `path`, in the same session (the query cache is kept). */
function visit(path: string) {
  window.location.hash = `#${path}`;
}

async function openGeneral() {
  await renderApp({ as: 'admin', path: '/management/general' });
  return within(await documentsSection()).findByRole('list', { name: 'Documents publiés' });
}

describe('Générale: documents', () => {
  it('publishes, renames and removes a document, which the members see at once', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: { name: unknown; file: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/documents')) {
        const form = await request.clone().formData();
        const file = form.get('file');
        sent.push({
          name: form.get('name'),
          file: file && typeof file !== 'string' ? [file.name, file.type, file.size] : file,
        });
      }
    });
    const list = await openGeneral();
    const section = await documentsSection();
    await user.upload(
      within(section).getByLabelText('Fichier'),
      nodeFile('calendrier-2026.pdf', 'application/pdf', 4096),
    );
    const name = within(section).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveValue('calendrier-2026.pdf');
    await user.clear(name);
    await user.type(name, 'Calendrier des manœuvres');
    await user.click(within(section).getByRole('button', { name: 'Ajouter le document' }));
    expect(await screen.findByText(documentAdded('Calendrier des manœuvres'))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Calendrier des manœuvres',
        file: ['calendrier-2026.pdf', 'application/pdf', 4096],
      },
    ]);
    expect(await within(list).findByText('Calendrier des manœuvres')).toBeInTheDocument();
    expect(name).toHaveValue('');
    server.events.removeAllListeners();

    // Renamed.
    await user.click(within(list).getByRole('button', { name: `Renommer ${STATUTES}` }));
    const rename = within(list).getByRole('form', { name: `Renommer ${STATUTES}` });
    const newName = within(rename).getByRole('textbox', { name: 'Nouveau nom' });
    await user.clear(newName);
    await user.type(newName, 'Statuts 2026.pdf');
    await user.click(within(rename).getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await within(list).findByText('Statuts 2026.pdf')).toBeInTheDocument();
    expect(db().documents.find((document) => document.id === 1)?.name).toBe('Statuts 2026.pdf');

    // Removed, once confirmed only.
    const target = 'Règlement du mobil-home.pdf';
    await user.click(within(list).getByRole('button', { name: `Supprimer ${target}` }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().documents.some((document) => document.name === target)).toBe(true);
    await user.click(within(list).getByRole('button', { name: `Supprimer ${target}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(list).queryByText(target)).not.toBeInTheDocument());

    // The members' Documents shows all three changes.
    visit('/documents');
    const members = await screen.findByRole('list', { name: 'Documents' });
    expect(
      within(members).getByRole('button', { name: 'Télécharger Calendrier des manœuvres' }),
    ).toBeVisible();
    expect(within(members).getByText('Statuts 2026.pdf')).toBeInTheDocument();
    expect(within(members).queryByText(target)).not.toBeInTheDocument();
  });

  it('asks for a file, refuses one over 10 Mo, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/documents')) posts.push(request.url);
    });
    await openGeneral();
    const section = await documentsSection();
    const add = within(section).getByRole('button', { name: 'Ajouter le document' });
    await user.click(add);
    expect(await within(section).findByText(DOCUMENT_FILE_REQUIRED)).toBeInTheDocument();
    await user.upload(
      within(section).getByLabelText('Fichier'),
      nodeFile('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
    );
    await user.click(add);
    expect(within(section).getByText(DOCUMENT_TOO_HEAVY)).toBeInTheDocument();
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('refuses a file of a type the association does not publish, before sending it', async () => {
    // A picker set to "all files" lets anything through: the form still says no.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/documents')) posts.push(request.url);
    });
    await openGeneral();
    const section = await documentsSection();
    expect(within(section).getByLabelText('Fichier')).toHaveAttribute(
      'accept',
      expect.stringContaining('.pdf'),
    );
    await user.upload(
      within(section).getByLabelText('Fichier'),
      nodeFile('facture.exe', 'application/x-msdownload', 2048),
    );
    await user.click(within(section).getByRole('button', { name: 'Ajouter le document' }));
    expect(within(section).getByText(DOCUMENT_TYPE_REFUSED)).toBeInTheDocument();
    // A screen reader says the error while on the field.
    const file = within(section).getByLabelText('Fichier');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(DOCUMENT_TYPE_REFUSED);
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('downloads a renamed document with the extension of its type', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const statutes = db().documents.find((document) => document.name === STATUTES);
    if (statutes) statutes.name = 'Statuts';
    await renderApp({ as: 'member', path: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Télécharger Statuts' }));
    await waitFor(() => expect(saved).toEqual(['Statuts.pdf']));
  });

  it('keeps the file and its name, and gives the button back, when publishing fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(`${apiBaseUrl}/documents`, () => new HttpResponse(null, { status: 500 })));
    await openGeneral();
    const section = await documentsSection();
    await user.upload(
      within(section).getByLabelText('Fichier'),
      nodeFile('ordre-du-jour.pdf', 'application/pdf', 100),
    );
    await user.click(within(section).getByRole('button', { name: 'Ajouter le document' }));
    expect(await screen.findByText(DOCUMENT_SAVE_FAILED)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Nom' })).toHaveValue('ordre-du-jour.pdf');
    expect(within(section).getByRole('button', { name: 'Ajouter le document' })).toBeEnabled();
    // The same file goes at the second try (its toast waits behind the first: one at a time).
    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Ajouter le document' }));
    await waitFor(() =>
      expect(db().documents.map((document) => document.name)).toContain('ordre-du-jour.pdf'),
    );
  });
});

describe('Générale: partners', () => {
  it('adds, edits and removes a partner, which the members see at once', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (['POST', 'PATCH'].includes(request.method) && request.url.includes('/partners')) {
        sent.push([request.method, await request.clone().json()]);
      }
    });
    await renderApp({ as: 'admin', path: '/management/general' });
    const section = await partnersSection();
    const list = await within(section).findByRole('list', { name: "Partenaires de l'amicale" });
    await user.click(within(section).getByRole('button', { name: 'Nouveau partenaire' }));
    const form = within(section).getByRole('form', { name: 'Nouveau partenaire' });
    await user.type(within(form).getByRole('textbox', { name: 'Nom' }), 'Boulangerie Morin');
    await user.click(within(form).getByRole('textbox', { name: 'Description' }));
    await user.keyboard('Une viennoiserie offerte le dimanche.');
    await user.type(within(form).getByRole('textbox', { name: 'Lien' }), 'http://morin.fr');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le partenaire' }));
    expect(await within(form).findByText(PARTNER_URL_INVALID)).toBeInTheDocument();
    expect(sent).toEqual([]);
    const link = within(form).getByRole('textbox', { name: 'Lien' });
    await user.clear(link);
    await user.type(link, 'https://morin.fr');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le partenaire' }));
    expect(await screen.findByText(partnerCreated('Boulangerie Morin'))).toBeInTheDocument();
    expect(await within(list).findByText('Boulangerie Morin')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Modifier Garage du Blosne' }));
    const edit = within(section).getByRole('form', { name: 'Modifier Garage du Blosne' });
    const name = within(edit).getByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.type(name, 'Garage du Blosne et fils');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer le partenaire' }));
    expect(await within(list).findByText('Garage du Blosne et fils')).toBeInTheDocument();
    expect(sent).toEqual([
      [
        'POST',
        {
          name: 'Boulangerie Morin',
          description: '<p>Une viennoiserie offerte le dimanche.</p>',
          url: 'https://morin.fr',
        },
      ],
      [
        'PATCH',
        {
          name: 'Garage du Blosne et fils',
          description:
            '<p>Révision à <strong>-15 %</strong> pour les membres sur présentation de la carte.</p>',
          url: 'https://garage-du-blosne.example.fr',
        },
      ],
    ]);
    server.events.removeAllListeners();

    await user.click(within(list).getByRole('button', { name: 'Supprimer Piscine de Bréquigny' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce partenaire ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().partners.some((partner) => partner.id === 3)).toBe(true);
    await user.click(within(list).getByRole('button', { name: 'Supprimer Piscine de Bréquigny' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(within(list).queryByText('Piscine de Bréquigny')).not.toBeInTheDocument(),
    );

    visit('/partners');
    const cards = await screen.findByRole('list', { name: 'Partenaires' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Boulangerie Morin', 'Garage du Blosne et fils', 'Librairie Le Failler']);
    expect(within(cards).getByText('Une viennoiserie offerte le dimanche.')).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: /Site de Boulangerie Morin/ })).toHaveAttribute(
      'href',
      'https://morin.fr/',
    );
  });

  it('keeps what was typed and gives the button back when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(`${apiBaseUrl}/partners`, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ as: 'admin', path: '/management/general' });
    const section = await partnersSection();
    await user.click(within(section).getByRole('button', { name: 'Nouveau partenaire' }));
    const form = within(section).getByRole('form', { name: 'Nouveau partenaire' });
    await user.type(within(form).getByRole('textbox', { name: 'Nom' }), 'Pizzeria');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le partenaire' }));
    expect(await screen.findByText(PARTNER_SAVE_FAILED)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Nom' })).toHaveValue('Pizzeria');
    expect(within(form).getByRole('button', { name: 'Ajouter le partenaire' })).toBeEnabled();
    expect(screen.queryByText(partnerSaved('Pizzeria'))).not.toBeInTheDocument();
  });
});
