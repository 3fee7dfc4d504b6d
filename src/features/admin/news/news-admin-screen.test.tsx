import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import {
  NEWS_SAVE_FAILED,
  TEXT_REQUIRED,
  TITLE_REQUIRED,
  newsPublished,
  newsSaved,
} from './news-admin-messages';

const list = () => screen.findByRole('list', { name: 'Informations publiées' });

describe('Informations', () => {
  it('publishes a general news item written in rich text, with a preview as members see it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/news')) {
        sent.push(await request.clone().json());
      }
    });
    await renderApp({ as: 'admin', path: '/management/news' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Nouvelle information' }));
    // Both required fields say so before any submit (RGAA 11.10).
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeRequired();
    expect(await screen.findByRole('textbox', { name: 'Texte' })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TEXT_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Vide-grenier');
    const text = await screen.findByRole('textbox', { name: 'Texte' });
    await user.click(text);
    await user.keyboard('Dimanche au centre de secours.');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Gras' }));
    // The click leaves the focus in the text: the next key typed goes there.
    expect(text).toHaveFocus();
    // The link's address field, whose label is not drawn, shows it as its title (RGAA 11.1).
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(address).toHaveAttribute('title', 'Adresse du lien');
    await user.type(address, '{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Aperçu/ }));
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    expect(within(preview).getByText('Dimanche au centre de secours.').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(newsPublished('Vide-grenier'))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Vide-grenier',
        text: '<p><strong>Dimanche au centre de secours.</strong></p>',
        commission: null,
      },
    ]);
    expect(await within(await list()).findByText('Vide-grenier')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('publishes once when the backend answers 201 with only the address of the news', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${apiBaseUrl}/news`, async ({ request }) => {
        const { title, text, commission } = (await request.json()) as Record<string, string>;
        const id = Math.max(...db().news.map((item) => item.id)) + 1;
        db().news.push({ id, title, text, commission, date: '2026-11-28' });
        return new HttpResponse(null, {
          status: 201,
          headers: { Location: `${apiBaseUrl}/news/${id}` },
        });
      }),
    );
    await renderApp({ as: 'admin', path: '/management/news' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Nouvelle information' }));
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Loto du printemps');
    await user.click(await screen.findByRole('textbox', { name: 'Texte' }));
    await user.keyboard('Samedi soir.');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(newsPublished('Loto du printemps'))).toBeInTheDocument();
    expect(screen.queryByText(NEWS_SAVE_FAILED)).not.toBeInTheDocument();
    // The form is closed (nothing left to publish twice) and the list, read again, shows it.
    expect(screen.queryByRole('textbox', { name: 'Titre' })).not.toBeInTheDocument();
    expect(await within(await list()).findByText('Loto du printemps')).toBeInTheDocument();
    expect(db().news.filter((item) => item.title === 'Loto du printemps')).toHaveLength(1);
  });

  it('edits a news item and deletes one after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/news' });
    await user.click(
      within(await list()).getByRole('button', { name: 'Modifier Assemblée générale' }),
    );
    const title = screen.getByRole('textbox', { name: 'Titre' });
    expect(await screen.findByRole('textbox', { name: 'Texte' })).toHaveTextContent(
      'vendredi 12 décembre',
    );
    await user.clear(title);
    await user.type(title, 'Assemblée générale 2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(newsSaved('Assemblée générale 2026'))).toBeInTheDocument();
    expect(db().news.find((item) => item.id === 1)?.title).toBe('Assemblée générale 2026');

    await user.click(
      within(await list()).getByRole('button', { name: 'Supprimer Cross départemental' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette information ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().news.some((item) => item.id === 4)).toBe(true);

    await user.click(
      within(await list()).getByRole('button', { name: 'Supprimer Cross départemental' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    // (Its toast waits behind the previous one: toasts come one at a time.)
    await waitFor(() => expect(db().news.some((item) => item.id === 4)).toBe(false));
    await waitFor(async () =>
      expect(within(await list()).queryByText('Cross départemental')).not.toBeInTheDocument(),
    );
  });

  it('lets a commission administrator write only for their commission', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'commission', path: '/management/news' });
    const items = await list();
    expect(
      within(items).getByRole('button', { name: 'Modifier Cross départemental' }),
    ).toBeVisible();
    expect(
      within(items).queryByRole('button', { name: 'Modifier Assemblée générale' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle information' }));
    const commission = screen.getByRole('combobox', { name: 'Commission' });
    expect(
      within(commission)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sport']);
  });

  it('keeps what was written when publishing fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.post(`${apiBaseUrl}/news`, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ as: 'admin', path: '/management/news' });
    await list();
    await user.click(screen.getByRole('button', { name: 'Nouvelle information' }));
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Brouillon');
    await user.click(await screen.findByRole('textbox', { name: 'Texte' }));
    await user.keyboard('Texte du brouillon');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(NEWS_SAVE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Brouillon');
    expect(screen.getByRole('textbox', { name: 'Texte' })).toHaveTextContent('Texte du brouillon');
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
  });
});
