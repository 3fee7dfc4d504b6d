import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { useCart } from '@/stores/cart';
import { mobilHome, sweat } from '@/testing/cart-resources';
import { renderApp } from '@/testing/render-app';

const next = new Date().getFullYear() + 1;
const french = (iso: string) => iso.split('-').reverse().join('/');
const stay = (startDate: string, endDate: string) => ({
  resource: mobilHome,
  quantity: 1,
  startDate,
  endDate,
});

async function typeDates(start: string, end: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: 'Date de début' }), french(start));
  await user.type(screen.getByRole('textbox', { name: 'Date de fin' }), french(end));
  await user.keyboard('{Escape}');
  return user;
}

// The lines are drawn twice, as a table and as a phone's cards (CSS shows one): the table is read.
const cartTable = () => screen.getByRole('table', { name: 'Réservations du panier' });
const cartRows = () => within(cartTable()).getAllByRole('row').slice(1, -1);

describe('booking a resource that counts its units', () => {
  it('asks no Quantité for a DAY resource and books one unit', async () => {
    await renderApp({ as: 'member', path: '/reservation/10' });
    await screen.findByRole('heading', { level: 1, name: mobilHome.name });
    expect(screen.queryByRole('textbox', { name: 'Quantité' })).not.toBeInTheDocument();
    const user = await typeDates(`${next}-09-01`, `${next}-09-03`);
    expect(screen.getByText('135,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Dernier élément ajouté au panier' });
    expect(useCart.getState().reservations).toEqual([
      expect.objectContaining({ quantity: 1, startDate: `${next}-09-01` }),
    ]);
    // Said to a screen reader too, each time (RGAA 7.5).
    const status = screen.getByText(/^Ajouté au panier/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(
      `Ajouté au panier : ${mobilHome.name}. Le panier compte 1 réservation.`,
    );
  });

  it('refuses dates that touch a day already booked, reading the reservations of the resource', async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/reservations'))
        searches.push(url.searchParams.get('search') ?? '');
    });
    await renderApp({ as: 'member', path: '/reservation/10' });
    await screen.findByRole('heading', { level: 1, name: mobilHome.name });
    // Booked from 5 to 14 July (seeded stays): a full day cannot even be typed, a stay around them is refused.
    const user = await typeDates(`${next}-07-03`, `${next}-07-16`);
    expect(
      await screen.findByText('Ces dates ne sont plus disponibles pour Mobil-home à Erquy'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(useCart.getState().reservations).toEqual([]);
    expect(searches).toContain('resource.id==10');
  });

  it('keeps a full day typed as jj/mm/aaaa and refuses it, instead of dropping it', async () => {
    await renderApp({ as: 'member', path: '/reservation/10' });
    await screen.findByRole('heading', { level: 1, name: mobilHome.name });
    // 7 July is inside the seeded stay (5 to 14 July), and the mobil-home has one unit.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Date de début' }), `07/07/${next}`);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('heading', { level: 1, name: mobilHome.name }));
    // Refused at once, the typed day kept, and no word yet about the end date still to come.
    expect(
      await screen.findByText('Ces dates ne sont plus disponibles pour Mobil-home à Erquy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date de début' })).toHaveValue(`07/07/${next}`);
    expect(screen.queryByText('Choisissez la date de fin')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Date de fin' }), `08/07/${next}`);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('heading', { level: 1, name: mobilHome.name }));
    expect(screen.getByRole('textbox', { name: 'Date de début' })).toHaveValue(`07/07/${next}`);
    expect(screen.getByRole('textbox', { name: 'Date de fin' })).toHaveValue(`08/07/${next}`);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.queryByText('Choisissez la date de début')).not.toBeInTheDocument();
    expect(
      screen.getByText('Ces dates ne sont plus disponibles pour Mobil-home à Erquy'),
    ).toBeInTheDocument();
    expect(useCart.getState().reservations).toEqual([]);
  });

  it('keeps Quantité within the units free on every day asked', async () => {
    const tables = db().resources.find((resource) => resource.id === 11);
    server.use(
      http.get(`${apiBaseUrl}/reservations`, () =>
        HttpResponse.json({
          _embedded: {
            data: [
              {
                id: 1,
                resource: tables,
                quantity: 18,
                startDate: `${next}-05-02`,
                endDate: `${next}-05-02`,
                status: 'PAID',
              },
            ],
          },
          // A whole list says so: a page-less answer repeated for every page is refused.
          page: { size: 500, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
    );
    await renderApp({ as: 'member', path: '/reservation/11' });
    await screen.findByRole('heading', { level: 1, name: 'Tables et bancs' });
    const user = await typeDates(`${next}-05-01`, `${next}-05-03`);
    const quantity = screen.getByRole('textbox', { name: 'Quantité' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(
      await screen.findByText('Il ne reste que 2 unités disponibles sur ces dates'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(useCart.getState().reservations).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(useCart.getState().reservations).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('says so when the days cannot be read, and adds nothing until they are', async () => {
    server.use(
      http.get(`${apiBaseUrl}/reservations`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp({ as: 'member', path: '/reservation/10' });
    expect(
      await screen.findByText(/Les disponibilités n'ont pas pu être chargées/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('a deactivated commission', () => {
  it('is closed to members: its page and its resources’ booking pages', async () => {
    const loisirs = db().commissions.find((commission) => commission.technicalName === 'loisirs');
    if (loisirs) loisirs.active = false;
    await renderApp({ as: 'member', path: '/commission/loisirs' });
    expect(await screen.findByText(/Cette commission n'est pas ouverte/)).toBeInTheDocument();
    window.location.hash = '#/reservation/10';
    expect(await screen.findByText(/Cette commission n'est pas ouverte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();
  });

  it('holds a cart line of it, read afresh by its name, beyond the first 25 commissions too', async () => {
    const loisirs = db().commissions.find((commission) => commission.technicalName === 'loisirs');
    if (loisirs) loisirs.active = false;
    // The list of the menus (the first 25) does not hold it: the cart reads it by its name.
    server.use(
      http.get(`${apiBaseUrl}/commissions`, ({ request }) =>
        new URL(request.url).searchParams.get('search')
          ? undefined
          : HttpResponse.json({ _embedded: { data: [] }, page: { totalElements: 40 } }),
      ),
    );
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [stay(`${next}-10-20`, `${next}-10-21`)],
    });
    await waitFor(() => expect(within(cartTable()).getAllByText('Indisponible')).toHaveLength(1));
    expect(within(cartRows()[0]).getByText(/Cette commission n'est pas ouverte/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
  });
});

describe('the cart, read again', () => {
  it('puts a new price in place and says so; the total is the one charged', async () => {
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [{ resource: { ...sweat, price: 20 }, quantity: 2 }],
    });
    expect(await screen.findByText(/Le prix de Sweat de l’amicale a changé/)).toBeInTheDocument();
    await waitFor(() => expect(within(cartTable()).getAllByText('56,00 €')).toHaveLength(2));
    expect(useCart.getState().reservations[0].resource.price).toBe(28);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commander' })).toBeEnabled());
  });

  it('sends quantity 1 for a line billed by the day, whatever quantity the cart kept', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${apiBaseUrl}/commands`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: 500, message: 'Arrêt du test' }, { status: 500 });
      }),
    );
    // A cart kept from before, its day-billed line with 3 units.
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [{ ...stay(`${next}-10-05`, `${next}-10-06`), quantity: 3 }],
    });
    const order = await screen.findByRole('button', { name: 'Commander' });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ reservations: [{ resource: { id: 10 }, quantity: 1 }] });
  });

  it('marks Indisponible a line whose resource is gone, whose days are taken or whose start is past, and waits for them to go', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [
        { resource: { ...sweat, id: 999, name: 'Ancien t-shirt' }, quantity: 1 },
        stay(`${next}-07-06`, `${next}-07-08`),
        stay('2020-01-01', '2020-01-02'),
        { resource: sweat, quantity: 1 },
      ],
    });
    await waitFor(() => expect(within(cartTable()).getAllByText('Indisponible')).toHaveLength(3));
    expect(within(cartRows()[0]).getByText("Cette ressource n'est plus proposée")).toBeVisible();
    expect(
      within(cartRows()[1]).getByText('Ces dates ne sont plus disponibles pour Mobil-home à Erquy'),
    ).toBeVisible();
    expect(within(cartRows()[2]).getByText('La date de début est passée')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
    expect(screen.getByText('Retirez les lignes indisponibles pour commander.')).toBeVisible();
    for (let left = 3; left > 0; left -= 1) {
      await user.click(within(cartRows()[0]).getByRole('button', { name: /^Retirer/ }));
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commander' })).toBeEnabled());
    expect(useCart.getState().reservations).toEqual([expect.objectContaining({ resource: sweat })]);
  });

  it('books nothing twice within one cart', async () => {
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [stay(`${next}-09-10`, `${next}-09-12`), stay(`${next}-09-12`, `${next}-09-13`)],
    });
    await waitFor(() => expect(within(cartTable()).getAllByText('Indisponible')).toHaveLength(1));
    expect(within(cartRows()[1]).getByText(/Ces dates ne sont plus disponibles/)).toBeVisible();
  });

  it('cannot order while the cart cannot be read again, and offers Réessayer', async () => {
    server.use(
      http.get(`${apiBaseUrl}/resources/12`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp({ as: 'member', path: '/cart', cart: [{ resource: sweat, quantity: 1 }] });
    expect(await screen.findByText(/Le panier n'a pas pu être vérifié/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('explains an order refused because the days were taken meanwhile', async () => {
    server.use(
      http.post(`${apiBaseUrl}/commands`, () =>
        HttpResponse.json(
          { status: 409, message: 'Ces dates ne sont plus disponibles pour Mobil-home à Erquy' },
          { status: 409 },
        ),
      ),
    );
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [stay(`${next}-09-20`, `${next}-09-21`)],
    });
    const order = await screen.findByRole('button', { name: 'Commander' });
    await waitFor(() => expect(order).toBeEnabled());
    await userEvent.click(order);
    expect(
      await screen.findByText(
        'La commande ne peut pas être effectuée : Ces dates ne sont plus disponibles pour Mobil-home à Erquy',
      ),
    ).toBeInTheDocument();
    expect(useCart.getState().reservations).toHaveLength(1);
  });

  it('asks before emptying the cart', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({
      as: 'member',
      path: '/cart',
      cart: [
        { resource: sweat, quantity: 1 },
        { resource: sweat, quantity: 2 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vider le panier ?' });
    expect(dialog).toHaveTextContent('Les 2 réservations du panier en seront retirées.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(useCart.getState().reservations).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vider le panier ?' })).getByRole('button', {
        name: 'Vider le panier',
      }),
    );
    expect(useCart.getState().reservations).toEqual([]);
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
  });
});
