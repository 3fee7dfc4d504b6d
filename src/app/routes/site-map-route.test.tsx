import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';
import { COMMISSIONS_UNREAD } from './site-map-route';

type Account = keyof typeof DEMO_ACCOUNTS;

const entry = (link: HTMLElement) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`;

/** Every page the navigation bar offers: its links, then each of its menus opened in turn. */
async function pagesOfTheBar(): Promise<Set<string>> {
  const bar = await screen.findByRole('navigation');
  const found = new Set<string>();
  const collect = () =>
    within(bar)
      .queryAllByRole('link')
      .forEach((link) => found.add(entry(link)));
  collect();
  const menus = bar.querySelectorAll<HTMLElement>('.dropdown-toggle');
  for (const menu of menus) {
    await userEvent.click(menu);
    collect();
    await userEvent.keyboard('{Escape}');
  }
  // The logo (`accueil`) is Accueil again; the validation queue is Personnes with a filter.
  return new Set(
    [...found].filter((page) => !page.startsWith(' →') && !page.startsWith('Comptes à valider')),
  );
}

async function openSiteMap() {
  await userEvent.click(screen.getByRole('link', { name: 'Plan du site' }));
  return screen.findByRole('heading', { level: 1, name: 'Plan du site' });
}

const pagesOfTheMap = () =>
  new Set(within(screen.getByRole('main')).getAllByRole('link').map(entry));

describe('the site map (Plan du site)', () => {
  const accounts: Account[] = ['member', 'commission', 'persons', 'admin', 'calendar'];
  for (const account of accounts) {
    it(`offers ${account} every page of the navigation bar, and the association's own`, async () => {
      await renderApp({ as: account });
      // The commissions' menus fill once the list has come.
      await screen.findByRole('button', { name: 'Commissions' });
      const bar = await pagesOfTheBar();
      // The menus were opened: the user menu's pages are among the bar's.
      expect(bar).toContain('Ma carte de membre → #/carte');
      await openSiteMap();
      await waitFor(() => expect(screen.queryByText('Chargement des commissions…')).toBeNull());
      const map = pagesOfTheMap();
      expect([...bar].filter((page) => !map.has(page))).toEqual([]);
      // Beyond the bar: the cart (a panel there), the calendar purchase and the statement.
      expect([...map].filter((page) => !bar.has(page))).toEqual([
        'Panier → #/cart',
        'Acheter le calendrier → #/calendrier',
        "Déclaration d'accessibilité → #/accessibilite",
      ]);
    });
  }

  it('is offered in the footer once signed in: signed out, the app is the sign-in screen', async () => {
    await renderApp();
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Plan du site' })).toBeNull();
    expect(within(footer).getByRole('link', { name: /^Accessibilité/ })).toBeInTheDocument();
  });

  it('gives a plain member no administration, and names the parts as the bar does', async () => {
    await renderApp({ as: 'member', path: '/plan-du-site' });
    await screen.findByRole('heading', { level: 1, name: 'Plan du site' });
    const parts = await screen.findAllByRole('region');
    expect(
      parts.map((part) => within(part).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Espace membre', 'Commissions', 'Mon espace', "L'amicale"]);
    const commissions = screen.getByRole('region', { name: 'Commissions' });
    await waitFor(() => expect(within(commissions).getAllByRole('link').length).toBeGreaterThan(0));
  });

  it('says when the commissions cannot be read, and Réessayer lists them', async () => {
    let down = true;
    server.use(
      http.get(`${apiBaseUrl}/commissions`, () =>
        down ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    await renderApp({ as: 'member', path: '/plan-du-site' });
    const commissions = await screen.findByRole('region', { name: 'Commissions' });
    expect(await within(commissions).findByRole('alert')).toHaveTextContent(COMMISSIONS_UNREAD);
    down = false;
    await userEvent.click(within(commissions).getByRole('button', { name: 'Réessayer' }));
    expect(await within(commissions).findByRole('link', { name: 'Sport' })).toBeInTheDocument();
    expect(within(commissions).queryByRole('alert')).toBeNull();
  });

  it('opens the contact form from Nous contacter', async () => {
    await renderApp({ as: 'member', path: '/plan-du-site' });
    await screen.findByRole('heading', { level: 1, name: 'Plan du site' });
    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: 'Nous contacter' }));
    expect(await screen.findByRole('dialog', { name: 'Nous contacter' })).toBeInTheDocument();
  });
});
