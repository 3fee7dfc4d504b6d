import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { server } from '@/mocks/backend/node';
import { useCart } from '@/stores/cart';
import { renderApp } from '@/testing/render-app';
import { App } from './app';
import { RouteBoundary } from './route-error';

const commissions = [
  {
    id: 1,
    name: 'Voyages',
    technicalName: 'voyages',
    active: true,
    authorizedSubscribers: ['HONORAIRE'],
  },
  {
    id: 2,
    name: 'Sport',
    technicalName: 'sport',
    active: true,
    authorizedSubscribers: ['AMICALE'],
  },
  {
    id: 3,
    name: 'Épicerie solidaire',
    technicalName: 'epicerie',
    active: true,
    authorizedSubscribers: ['AMICALE'],
  },
  {
    id: 4,
    name: 'Arbre de Noël',
    technicalName: 'enfants',
    subType: 'CHILDREN',
    active: true,
    authorizedSubscribers: ['AMICALE'],
  },
  {
    id: 5,
    name: 'École de JSP',
    technicalName: 'ecole',
    active: false,
    authorizedSubscribers: ['AMICALE'],
  },
];

beforeEach(() => {
  server.use(
    http.get(`${apiBaseUrl}/commissions`, () =>
      HttpResponse.json({
        _embedded: { data: commissions },
        page: { totalElements: commissions.length },
      }),
    ),
    http.get(`${apiBaseUrl}/news`, () =>
      HttpResponse.json({
        _embedded: {
          data: [{ id: 1, title: 'Loto', text: '<p>Samedi<img src=x onerror="alert(1)"></p>' }],
        },
      }),
    ),
  );
});

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

function menuItems(): string[] {
  const menu = document.querySelector('.dropdown-menu.show');
  return menu
    ? within(menu as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

describe('the cart recap panel and the menus', () => {
  it('closes when a menu opens, so that Déconnexion and Mon Compte are never covered', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member' });
    useCart.setState({
      reservations: [
        {
          resource: { id: 10, name: 'Mobil-home à Erquy', price: 45, billingPeriod: 'DAY' },
          quantity: 1,
        },
      ],
      recapOpen: true,
    });
    expect(
      await screen.findByRole('dialog', { name: 'Dernier élément ajouté au panier' }),
    ).toBeInTheDocument();
    const userMenu = await screen.findByRole('button', {
      name: /Jeanne Martin|membre@amicale\.fr/,
    });
    await user.click(userMenu);
    expect(screen.queryByRole('dialog', { name: 'Dernier élément ajouté au panier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(useCart.getState().reservations).toHaveLength(1);

    // The cart's count, drawn in a badge, is said in the button's name (RGAA 10.8).
    await user.click(screen.getByRole('button', { name: 'Panier, 1 réservation' }));
    expect(
      screen.getByRole('dialog', { name: 'Dernier élément ajouté au panier' }),
    ).toBeInTheDocument();
    await openMenu('Commissions');
    expect(screen.queryByRole('dialog', { name: 'Dernier élément ajouté au panier' })).toBeNull();

    // Escape closes it, the focus left where it was (on the cart's button).
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Panier, 1 réservation' }));
    expect(
      screen.getByRole('dialog', { name: 'Dernier élément ajouté au panier' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dernier élément ajouté au panier' })).toBeNull();
  });
});

describe('navigation bar by role', () => {
  it('shows a plain member the commissions open to them, sorted, and no administration', async () => {
    await renderApp({ as: 'member' });
    expect(await screen.findByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    await openMenu('Commissions');
    expect(menuItems()).toEqual(['Épicerie solidaire', 'Sport']);
    expect(screen.queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Administration de Commission' }),
    ).not.toBeInTheDocument();
    for (const name of ['Photos', 'Documents', 'Partenaires']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Panier' })).toBeInTheDocument();
  });

  it('says whether the folded bar is open on its Ouvrir le menu button', async () => {
    const user = userEvent.setup();
    await renderApp({ as: 'member' });
    const toggle = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a commission admin their commission, Informations, Photos and Commandes', async () => {
    await renderApp({ as: 'commission' });
    await openMenu('Administration de Commission');
    expect(menuItems()).toEqual(['Sport']);
    await openMenu('Administration');
    expect(menuItems()).toEqual(['Informations', 'Photos', 'Commandes']);
    await openMenu('Commissions');
    expect(menuItems()).toEqual(['Épicerie solidaire', 'Sport']);
  });

  it('shows a general ADMIN-PERSON only Personnes, the validation queue with its count, and Enfants', async () => {
    const counts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/users\?.*size=1/.test(request.url)) counts.push(request.url);
    });
    await renderApp({ as: 'persons' });
    await screen.findByRole('button', { name: 'Administration' });
    // The count is asked when the menu opens, not on every page.
    expect(counts).toEqual([]);
    await openMenu('Administration');
    const today = new Date().toISOString().slice(0, 10);
    const waiting = db().persons.filter(
      (person) => person.emailValidated && !person.validated && person.accountValidity >= today,
    ).length;
    const queue = screen.getByRole('link', { name: /^Comptes à valider/ });
    await waitFor(() => expect(queue).toHaveTextContent(`Comptes à valider${waiting}`));
    expect(menuItems()).toEqual(['Personnes', `Comptes à valider${waiting}`, 'Enfants']);
    expect(counts).toHaveLength(1);
    await userEvent.click(queue);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personnes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveDisplayValue('À valider');
    expect(
      screen.queryByRole('button', { name: 'Administration de Commission' }),
    ).not.toBeInTheDocument();
  });

  it('shows a SUPER-ADMIN every administration item and every administrable commission', async () => {
    await renderApp({ as: 'admin' });
    await openMenu('Administration');
    expect(menuItems()).toEqual([
      'Générale',
      'Informations',
      'Personnes',
      expect.stringMatching(/^Comptes à valider\d*$/),
      'Photos',
      'Commandes',
      'Enfants',
    ]);
    await openMenu('Administration de Commission');
    expect(menuItems()).toEqual([
      'Arbre de Noël',
      'École de JSP',
      'Épicerie solidaire',
      'Sport',
      'Voyages',
    ]);
  });

  it('names the user menu after the person: the e-mail until the name comes, then the name', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${apiBaseUrl}/users/:id`, async () => {
        await held;
        return undefined;
      }),
    );
    await renderApp({ as: 'member' });
    expect(await screen.findByRole('button', { name: 'membre@amicale.fr' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Jeanne Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'membre@amicale.fr' })).not.toBeInTheDocument();
  });

  it('renames the user menu as soon as one saves one’s own name', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    // The person's own first name comes before their children's.
    const [first] = await screen.findAllByRole('textbox', { name: /^Prénom/ });
    await user.clear(first);
    await user.type(first, 'Jeanne-Marie');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Jeanne-Marie Martin' })).toBeInTheDocument();
  });

  it('signs out from the user menu back to the login screen, cart and caches cleared', async () => {
    await renderApp({ as: 'member' });
    localStorage.setItem('cart', JSON.stringify({ state: { reservations: [] }, version: 1 }));
    await openMenu('Jeanne Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
  });

  it('links Mon Compte to the account page of the user', async () => {
    await renderApp({ as: 'member' });
    await openMenu('Jeanne Martin');
    expect(screen.getByRole('link', { name: 'Mon Compte' })).toHaveAttribute(
      'href',
      '#/accountWrapper/1',
    );
  });
});

describe('the shell picks the screen from the address', () => {
  it('shows the login screen signed out, with the footer', async () => {
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Données Personnelles' })).toBeInTheDocument();
  });

  it('starts signed out with garbage in storage', async () => {
    localStorage.setItem('jwtToken', 'garbage');
    localStorage.setItem('userName', '{');
    localStorage.setItem('expirationDate', 'NaN');
    localStorage.setItem('roles', '[[[');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('shows Accès refusé to a member opening an administration address', async () => {
    await renderApp({ as: 'member', path: '/management/general' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('shows another member account as refused, and the own account', async () => {
    await renderApp({ as: 'member', path: '/accountWrapper/7' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    window.location.hash = '#/accountWrapper/1';
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor of a members page to sign in first', async () => {
    window.location.hash = '#/documents';
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('shows the login screen to a signed-out visitor of an unknown address', async () => {
    await renderApp({ path: '/nulle-part' });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page introuvable' })).not.toBeInTheDocument();
  });

  it('shows a signed-in person a French page introuvable with a way home', async () => {
    await renderApp({ as: 'member', path: '/nulle-part' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '#/');
  });

  it('shows the calendar screen without signing in and without the navigation bar', async () => {
    window.location.hash = '#/calendrier';
    render(<App />);
    expect(
      await screen.findByRole('heading', { name: /Achat du Calendrier \d{4}/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
  });

  it('hides the navigation bar in the e-mail validation flow even when signed in', async () => {
    await renderApp({ as: 'member', path: '/validateorsubscribe?token=abc' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
  });

  it('gives the calendar team a way to the calendar orders from the home screen', async () => {
    await renderApp({ as: 'calendar' });
    expect(await screen.findByRole('link', { name: 'Commandes de calendriers' })).toHaveAttribute(
      'href',
      '#/management/commissions/calendars',
    );
  });

  it('shows server news sanitized on the home screen', async () => {
    await renderApp({ as: 'member' });
    expect(await screen.findByText('Samedi')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});

describe('route error boundary', () => {
  it('shows a French error panel with a way back instead of a blank page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <MemoryRouter>
        <RouteBoundary>
          <Broken />
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
    spy.mockRestore();
  });
});
