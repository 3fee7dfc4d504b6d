import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import { COMMISSION_SAVED, PRICE_INVALID, resourceCreated } from './commission-admin-messages';

const year = new Date().getFullYear();

afterEach(() => server.events.removeAllListeners());

describe('a commission’s administration', () => {
  it('changes the settings of the commission', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      as: 'commission',
      path: '/management/commissions/commissionWrapper/sport/2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport' })).toBeInTheDocument();
    for (const section of ['Paramètres', 'Ressources', 'Informations', 'Réservations']) {
      expect(screen.getByRole('tab', { name: section })).toBeInTheDocument();
    }
    const name = screen.getByRole('textbox', { name: /^Nom/ });
    await user.clear(name);
    await user.type(name, 'Sport et course');
    await user.click(screen.getByRole('checkbox', { name: 'UDSP' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COMMISSION_SAVED)).toBeInTheDocument();
    const sport = db().commissions.find((commission) => commission.id === 2);
    expect(sport).toMatchObject({ name: 'Sport et course' });
    expect(sport?.authorizedSubscribers).toContain('UDSP');
  });

  it('sends the settings it edits, and of the e-mail configuration the sender alone', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    await renderApp({
      as: 'calendar',
      path: '/management/commissions/commissionWrapper/calendrier/5',
    });
    const sender = await screen.findByRole('textbox', { name: /^E-mail d'envoi/ });
    await user.clear(sender);
    await user.type(sender, 'tournee@amicale.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COMMISSION_SAVED)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Calendrier',
        description: expect.any(String),
        active: true,
        authorizedSubscribers: ['AMICALE'],
        emailConfiguration: { sender: 'tournee@amicale.fr' },
      },
    ]);
    expect(db().commissions.find((commission) => commission.id === 5)?.emailConfiguration).toEqual({
      sender: 'tournee@amicale.fr',
      replyTo: 'bureau@amicale.fr',
    });
  });

  it('creates a resource that members can book at once', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      as: 'commission',
      path: '/management/commissions/commissionWrapper/sport/2',
    });
    await user.click(await screen.findByRole('tab', { name: 'Ressources' }));
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ressource' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle ressource' }));
    await user.type(form.getByRole('textbox', { name: /^Nom/ }), 'Gourde');
    await user.type(form.getByRole('textbox', { name: /^Prix/ }), 'douze');
    await user.selectOptions(
      form.getByRole('combobox', { name: /Période de facturation/ }),
      'par unité',
    );
    await user.click(form.getByRole('button', { name: 'Créer la ressource' }));
    expect(await form.findByText(PRICE_INVALID)).toBeInTheDocument();
    const price = form.getByRole('textbox', { name: /^Prix/ });
    await user.clear(price);
    await user.type(price, '12,50');
    await user.click(form.getByRole('button', { name: 'Créer la ressource' }));
    expect(await screen.findByText(resourceCreated('Gourde'))).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ressources de la commission' });
    expect(await within(table).findByText('Gourde')).toBeInTheDocument();
    expect(within(table).getByText('12,50 € par unité')).toBeInTheDocument();
    const created = db().resources.find((resource) => resource.name === 'Gourde');
    expect(created).toMatchObject({ price: 12.5, billingPeriod: 'ITEM', commission: 'sport' });
  });

  it('deletes a resource after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      as: 'commission',
      path: '/management/commissions/commissionWrapper/sport/2',
    });
    await user.click(await screen.findByRole('tab', { name: 'Ressources' }));
    const table = await screen.findByRole('table', { name: 'Ressources de la commission' });
    await user.click(
      await within(table).findByRole('button', { name: 'Supprimer Sweat de l’amicale' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Supprimer cette ressource ?' })).getByRole(
        'button',
        { name: 'Supprimer' },
      ),
    );
    await waitFor(() => expect(db().resources.some((resource) => resource.id === 12)).toBe(false));
  });

  it('refuses another commission’s administrator, and a name that does not match the id', async () => {
    await renderApp({
      as: 'commission',
      path: '/management/commissions/commissionWrapper/loisirs/7',
    });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});

describe('a commission’s reservations', () => {
  it('lists who booked what, and shows a month with its conflicts', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commissions/reservations/loisirs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservations Loisirs et locations' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Réservations, par date' });
    const rows = within(list).getAllByRole('row').slice(1);
    // By date: last June's tables first, then next July's stays.
    expect(rows[0]).toHaveTextContent('Luc BernardTables et bancs');
    const first = rows[1];
    expect(first).toHaveTextContent('Jeanne MartinMobil-home à Erquy');
    expect(first).toHaveTextContent(`05/07/${year + 1}`);
    expect(first).toHaveTextContent(`12/07/${year + 1}`);
    expect(screen.getByRole('heading', { name: `juillet ${year + 1}` })).toBeInTheDocument();
    expect(screen.getByText(/^Conflits :/)).toHaveTextContent(
      `10/07/${year + 1} (Mobil-home à Erquy)`,
    );
    // Where the grid has no room, the booked days one under the other, conflicts said in words.
    const days = screen.getByRole('list', {
      name: `Réservations de juillet ${year + 1}, jour par jour`,
    });
    const tenth = within(days)
      .getAllByRole('listitem')
      .find((day) => /^\S+ 10 juillet/.test(day.textContent ?? ''));
    expect(tenth).toHaveTextContent('Conflit');
    expect(tenth).toHaveTextContent('Mobil-home à Erquy · Jeanne Martin');
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByRole('heading', { name: `août ${year + 1}` })).toBeInTheDocument();
    expect(screen.getByText('Aucun conflit ce mois-ci.')).toBeInTheDocument();
  });
});
