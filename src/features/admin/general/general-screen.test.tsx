import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import { RGPD_SAVED, RGPD_SAVE_FAILED } from './general-messages';

describe('Générale', () => {
  it('edits the data-protection text, which the footer shows at once', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/general' });
    const text = await screen.findByRole('textbox', { name: 'Données personnelles' });
    expect(text).toHaveTextContent('Protection de vos données personnelles');
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('Nouveau texte de protection');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(RGPD_SAVED)).toBeInTheDocument();
    expect(db().rgpd).toContain('Nouveau texte de protection');
    await user.click(screen.getByRole('button', { name: 'Données Personnelles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Données Personnelles' });
    expect(await within(dialog).findByText('Nouveau texte de protection')).toBeInTheDocument();
  });

  it('takes the stored text answered as HTML for a save done, and shows the text as stored', async () => {
    const user = userEvent.setup({ delay: null });
    // A backend that cleans the text it stores and answers it as `text/html`.
    server.use(
      http.put(`${apiBaseUrl}/siteconfiguration/rgpd`, async ({ request }) => {
        db().rgpd = `${await request.text()}<p>Texte relu par le serveur</p>`;
        return new HttpResponse(db().rgpd, {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }),
    );
    await renderApp({ as: 'admin', path: '/management/general' });
    const text = await screen.findByRole('textbox', { name: 'Données personnelles' });
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}Texte enregistré tel quel');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(RGPD_SAVED)).toBeInTheDocument();
    expect(screen.queryByText(RGPD_SAVE_FAILED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Données Personnelles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Données Personnelles' });
    // Read again after the save: the footer shows the text as the backend keeps it.
    expect(await within(dialog).findByText('Texte relu par le serveur')).toBeInTheDocument();
    expect(within(dialog).getByText('Texte enregistré tel quel')).toBeInTheDocument();
  });

  it('keeps the text and the button when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(
        `${apiBaseUrl}/siteconfiguration/rgpd`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await renderApp({ as: 'admin', path: '/management/general' });
    const text = await screen.findByRole('textbox', { name: 'Données personnelles' });
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}Brouillon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(RGPD_SAVE_FAILED)).toBeInTheDocument();
    expect(text).toHaveTextContent('Brouillon');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('refuses a commission administrator', async () => {
    await renderApp({ as: 'commission', path: '/management/general' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
