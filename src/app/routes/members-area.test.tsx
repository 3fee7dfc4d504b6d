import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { useCart } from '@/stores/cart';
import { renderApp } from '@/testing/render-app';

const mobilHome = { id: 10, name: 'Mobil-home à Erquy', price: 45, billingPeriod: 'DAY' };
const sweat = { id: 12, name: 'Sweat de l’amicale', price: 28, billingPeriod: 'ITEM' };

function isoIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}
const french = (iso: string) => iso.split('-').reverse().join('/');

describe('a commission page', () => {
  it('shows the description, a card per resource with price and period, news, administrators', async () => {
    await renderApp({ as: 'member', path: '/commission/sport' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport' })).toBeInTheDocument();
    const resources = await screen.findByRole('list', { name: 'Ressources' });
    const sweatCard = within(resources).getByRole('heading', { name: 'Sweat de l’amicale' })
      .parentElement as HTMLElement;
    expect(within(sweatCard).getByText('28,00 €')).toBeInTheDocument();
    expect(within(sweatCard).getByText('par unité')).toBeInTheDocument();
    expect(within(sweatCard).getByText('Brodé, tailles S à XXL.')).toBeInTheDocument();
    expect(
      within(sweatCard).getByRole('link', { name: 'Réserver Sweat de l’amicale' }),
    ).toHaveAttribute('href', '#/reservation/12');
    expect(await screen.findByRole('heading', { name: 'Cross départemental' })).toBeInTheDocument();
    expect(screen.getByText('Luc Bernard')).toBeInTheDocument();
  });

  it("shows the resources' pictures from object URLs, the session's token in no address", async () => {
    const addresses: string[] = [];
    server.events.on('request:start', ({ request }) => addresses.push(request.url));
    await renderApp({ as: 'member', path: '/commission/sport' });
    const resources = await screen.findByRole('list', { name: 'Ressources' });
    await vi.waitFor(() => {
      const pictures = resources.querySelectorAll('img');
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture.getAttribute('src')).toMatch(/^blob:/);
    });
    expect(addresses.some((address) => /\/resources\/\d+\/file$/.test(address))).toBe(true);
    expect(addresses.filter((address) => address.includes('token='))).toEqual([]);
  });

  it('refuses a commission the member may not see, and requests nothing of it', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/resources|news\?|technicalName/.test(request.url)) asked.push(request.url);
    });
    await renderApp({ as: 'member', path: '/commission/anciens' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('opens a commission beyond the first 25 the list gives, read by its quoted technical name', async () => {
    const fillers = Array.from({ length: 25 }, (_, index) => ({
      ...db().commissions[1],
      id: 500 + index,
      name: `Section ${index}`,
      technicalName: `section-${index}`,
    }));
    const photo = {
      ...db().commissions[1],
      id: 600,
      name: 'Club photo',
      technicalName: 'club photo; argentique',
    };
    db().commissions.push(...fillers, photo);
    const searched: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const address = new URL(request.url);
      if (address.pathname.endsWith('/commissions')) {
        searched.push(address.searchParams.get('search'));
      }
    });
    await renderApp({
      as: 'member',
      path: `/commission/${encodeURIComponent(photo.technicalName)}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club photo' }),
    ).toBeInTheDocument();
    expect(searched).toContain('technicalName=="club photo; argentique"');
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).toBeNull();
  });

  it('refuses a commission the backend does not know', async () => {
    await renderApp({ as: 'member', path: '/commission/inconnue' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});

describe('booking, cart and orders', () => {
  it('refuses a start in the past and an end before the start, then adds with the live price', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/reservation/10' });
    expect(
      await screen.findByRole('heading', { level: 1, name: mobilHome.name }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Date de début' }), french(isoIn(-2)));
    await user.type(screen.getByRole('textbox', { name: 'Date de fin' }), french(isoIn(-3)));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // The submit's validation resolves after the click: wait for both messages, as a member would.
    expect(
      await screen.findByText('La date de fin doit suivre la date de début'),
    ).toBeInTheDocument();
    expect(screen.getByText('La date de début ne peut pas être passée')).toBeInTheDocument();
    expect(useCart.getState().reservations).toHaveLength(0);

    const start = screen.getByRole('textbox', { name: 'Date de début' });
    await user.clear(start);
    await user.type(start, french(isoIn(10)));
    const end = screen.getByRole('textbox', { name: 'Date de fin' });
    await user.clear(end);
    await user.type(end, french(isoIn(12)));
    await user.keyboard('{Escape}');
    expect(screen.getByText('135,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const recap = await screen.findByRole('dialog', { name: 'Dernier élément ajouté au panier' });
    expect(within(recap).getByText(mobilHome.name)).toBeInTheDocument();
    expect(useCart.getState().reservations).toEqual([
      expect.objectContaining({ quantity: 1, startDate: isoIn(10), endDate: isoIn(12) }),
    ]);
  });

  it('shows the lines and the total, removes one, and orders with POST /commands', async () => {
    const user = userEvent.setup({ delay: null });
    useCart.setState({
      reservations: [
        { resource: mobilHome, quantity: 1, startDate: isoIn(10), endDate: isoIn(11) },
        { resource: sweat, quantity: 2, startDate: null, endDate: null },
      ],
    });
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${apiBaseUrl}/commands`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ stripeSessionId: 'cs_cart' });
      }),
    );
    await renderApp({ as: 'member', path: '/cart' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panier' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('90,00 €')).toBeInTheDocument();
    expect(within(table).getByText('56,00 €')).toBeInTheDocument();
    expect(within(table).getByText('146,00 €')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Retirer ${mobilHome.name}` }));
    expect(within(table).getAllByText('56,00 €')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/demo/checkout/cs_cart'));
    expect(sent).toEqual({
      reservations: [{ resource: { id: 12 }, quantity: 2, startDate: null, endDate: null }],
      successURL: expect.stringMatching(/#\/commandvalidate\?payment=success$/),
      cancelURL: expect.stringMatching(/#\/commandvalidate\?payment=cancel$/),
    });
  });

  it("says 'La commande ne peut pas être effectuée' when the order fails, and keeps the cart", async () => {
    useCart.setState({ reservations: [{ resource: sweat, quantity: 1 }] });
    server.use(http.post(`${apiBaseUrl}/commands`, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ as: 'member', path: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'Commander' }));
    expect(await screen.findByText('La commande ne peut pas être effectuée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeEnabled();
    expect(useCart.getState().reservations).toHaveLength(1);
  });

  it('after payment says Paiement effectué and empties the cart; a cancel keeps it', async () => {
    useCart.setState({ reservations: [{ resource: sweat, quantity: 1 }] });
    await renderApp({ as: 'member', path: '/commandvalidate?payment=cancel' });
    expect(await screen.findByRole('heading', { name: 'Paiement annulé' })).toBeInTheDocument();
    expect(useCart.getState().reservations).toHaveLength(1);
    window.location.hash = '#/commandvalidate?payment=success';
    expect(await screen.findByRole('heading', { name: 'Paiement effectué' })).toBeInTheDocument();
    expect(useCart.getState().reservations).toHaveLength(0);
  });

  it('lists Mes commandes newest first, each opening its lines and total', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/myCommands/1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes commandes' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const links = within(table).getAllByRole('link', { name: /^n° \d+$/ });
    expect(links.map((link) => link.textContent)).toEqual(['n° 2', 'n° 1']);
    expect(screen.getAllByText('Payée').length).toBeGreaterThan(0);
    await user.click(links[0]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande n° 2' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Total')).length).toBeGreaterThan(0);
  });

  it("refuses another member's orders", async () => {
    await renderApp({ as: 'member', path: '/myCommands/2' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});

describe('news on the home screen', () => {
  it('opens a light news item in full with one call, never twice', async () => {
    let detailCalls = 0;
    server.use(
      http.get(`${apiBaseUrl}/news`, () =>
        HttpResponse.json({ _embedded: { data: [{ id: 7, title: 'Loto', date: '2026-11-01' }] } }),
      ),
      http.get(`${apiBaseUrl}/news/7`, () => {
        detailCalls += 1;
        return HttpResponse.json({ id: 7, title: 'Loto', text: '<p>Samedi à 20 h</p>' });
      }),
    );
    await renderApp({ as: 'member' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lire la suite : Loto' }));
    expect(await screen.findByText('Samedi à 20 h')).toBeInTheDocument();
    expect(detailCalls).toBe(1);
  });
});
