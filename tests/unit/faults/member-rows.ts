import { screen, waitFor } from '@testing-library/react';
import type { UnitRow } from './cells';
import { byFault, errorState, logged, message, quiet } from './outcomes';
import { ADDRESS_SAVED, pressing, pressingOneOf, saving, signedInAs } from './row-parts';
import { button, dialog, field, fill, inDialog, press, tickCaptcha } from './ui';

/** The fault matrix's rows of the members' area and the calendar team's screens. */

const ORDER_FAILED = 'La commande ne peut pas être effectuée';
const MY_DATA_FAILED = "Vos données n'ont pas pu être préparées. Réessayez.";
// The seed numbers the calendar orders of the current year (src/mocks/backend/seed.ts).
const calendarOrder = `cal-${new Date().getFullYear()}-0001`;
// Seeded records the member reaches (src/mocks/backend/seed.ts, seed-library.ts).
const SWEAT = { id: 12, name: 'Sweat de l’amicale' };
const CROSS_ALBUM = 2;

/** The sweat-shirt in the cart, and the cart open. */
async function sweatInCart(user: Parameters<NonNullable<UnitRow['setup']>>[0]): Promise<void> {
  await press(user, 'Ajouter au panier');
  await screen.findByRole('dialog', { name: 'Dernier élément ajouté au panier' });
  await user.click(screen.getByRole('button', { name: 'Aller au panier' }));
  // Held while the cart is read again: a click before that would order nothing.
  const order = await screen.findByRole('button', { name: 'Commander' });
  await waitFor(() => expect(order).toBeEnabled());
}

export const MEMBER_ROWS = signedInAs('member', [
  {
    call: 'GET /commissions?size=25',
    request: { method: 'GET', path: '/commissions?size=25' },
    screen: 'home (menus)',
    answer: 'list',
    path: '/',
    expect: byFault(logged('Chargement des commissions impossible')),
  },
  {
    call: 'GET /commissions?size=25',
    request: { method: 'GET', path: '/commissions?size=25' },
    screen: 'site map',
    answer: 'list',
    path: '/plan-du-site',
    // The map's part Commissions says it; the bar's menus, fed by the same answer, only log.
    expect: byFault(errorState("La liste des commissions n'a pas pu être chargée.")),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'home (user menu)',
    answer: 'record',
    path: '/',
    // The user menu keeps the e-mail.
    expect: byFault(logged('Chargement du nom de la personne impossible')),
    shows: 'Jeanne Martin',
  },
  {
    call: 'GET /news',
    request: { method: 'GET', path: '/news' },
    screen: 'home',
    answer: 'list',
    path: '/',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      // Light items: each opens with Lire la suite.
      'missing-fields': quiet('Lire la suite'),
    }),
  },
  {
    call: 'GET /news/{id}',
    request: { method: 'GET', path: '/news/:id' },
    screen: 'home (Lire la suite)',
    answer: 'record',
    path: '/',
    // The list comes light (without texts), as the backend may send it.
    given: [{ method: 'GET', path: '/news', fault: 'missing-fields' }],
    ...pressingOneOf(/^Lire la suite/, 'first'),
    // A failed detail stays a bare record in the cache; Lire la suite stays.
    expect: byFault(logged(/Chargement de l'élément \d+ impossible/), {
      'missing-fields': quiet('Lire la suite'),
    }),
  },
  {
    call: 'GET /resources?search=commission==',
    request: { method: 'GET', path: '/resources?search=commission*' },
    screen: 'commission',
    answer: 'list',
    path: '/commission/sport',
    expect: byFault(errorState("Les ressources n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /news?search=commission==',
    request: { method: 'GET', path: '/news?search=commission*' },
    screen: 'commission',
    answer: 'list',
    path: '/commission/sport',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      'missing-fields': quiet('Lire la suite'),
    }),
  },
  {
    call: 'GET /resources/{id}/file',
    request: { method: 'GET', path: '/resources/:id/file' },
    screen: 'commission',
    answer: 'file',
    path: '/commission/sport',
    expect: byFault(quiet(SWEAT.name)),
  },
  {
    call: 'GET /resources/{id}',
    request: { method: 'GET', path: '/resources/:id' },
    screen: 'reservation',
    answer: 'record',
    path: `/reservation/${SWEAT.id}`,
    expect: byFault(errorState("Cette ressource n'a pas pu être chargée.")),
  },
  {
    call: 'GET /reservations?search=resource.id==',
    request: { method: 'GET', path: '/reservations?search=resource.id*' },
    screen: 'reservation',
    answer: 'list',
    // The mobil-home counts its units: its days are read before anything is booked.
    path: '/reservation/10',
    // Without `_embedded`, a page that announces bookings is malformed: it cannot count them.
    expect: byFault(errorState(/Les disponibilités n'ont pas pu être chargées/)),
    shows: 'Ajouter au panier',
  },
  {
    call: 'GET /resources/{id} (cart read again)',
    request: { method: 'GET', path: '/resources/:id' },
    screen: 'cart',
    answer: 'record',
    path: `/reservation/${SWEAT.id}`,
    setup: sweatInCart,
    // The cart reads its resources again each time it is opened.
    act: async (user) => {
      await user.click(screen.getByRole('link', { name: /^Accueil/ }));
      window.location.hash = '#/cart';
    },
    expect: byFault(errorState(/Le panier n'a pas pu être vérifié/), {
      '404': quiet("Cette ressource n'est plus proposée"),
    }),
  },
  {
    call: 'POST /commands',
    request: { method: 'POST', path: '/commands' },
    screen: 'cart',
    answer: 'record',
    path: `/reservation/${SWEAT.id}`,
    ...pressing('Commander', sweatInCart),
    expect: byFault(message(ORDER_FAILED)),
    kept: () => expect(screen.getAllByRole('cell', { name: SWEAT.name })[0]).toBeInTheDocument(),
  },
  {
    call: 'GET /commands?search=person.id==',
    request: { method: 'GET', path: '/commands?search=person.id*' },
    screen: 'own orders',
    answer: 'list',
    path: '/myCommands/1',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
    shows: 'Payée',
  },
  {
    call: 'GET /commands/{id}',
    request: { method: 'GET', path: '/commands/:id' },
    screen: 'order',
    answer: 'record',
    path: '/command/1',
    // The backend refuses an order that is not the member's: the screen says so, nothing to retry.
    expect: byFault(errorState("Cette commande n'a pas pu être chargée."), {
      '403': quiet('Accès refusé'),
    }),
    // An order that names no owner (left out, or null) is its owner's to no one: persons
    // administrators' only.
    shows: (shape) =>
      shape === 'minimal' || shape === 'nulls' ? 'Accès refusé' : 'Cotisation SPV',
  },
  {
    call: 'GET /albums',
    request: { method: 'GET', path: '/albums' },
    screen: 'photos',
    answer: 'list',
    path: '/photos',
    expect: byFault(errorState("Les albums n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /albums/{id}/photos',
    request: { method: 'GET', path: '/albums/:id/photos' },
    screen: 'photos (album)',
    answer: 'list',
    path: `/photos?album=${CROSS_ALBUM}`,
    expect: byFault(errorState("Les photos de cet album n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /photos/{id}/file',
    request: { method: 'GET', path: '/photos/:id/file' },
    screen: 'photos (album)',
    answer: 'file',
    path: `/photos?album=${CROSS_ALBUM}`,
    expect: byFault(quiet('Image indisponible')),
  },
  {
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'documents',
    answer: 'list',
    path: '/documents',
    expect: byFault(errorState("Les documents n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /partners',
    request: { method: 'GET', path: '/partners' },
    screen: 'partners',
    answer: 'list',
    path: '/partners',
    expect: byFault(errorState("Les partenaires n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'own account',
    answer: 'record',
    path: '/accountWrapper/1',
    expect: byFault(errorState("Ce compte n'a pas pu être chargé.")),
    shows: /^Cotisation valable jusqu'au \d{2}\/\d{2}\/\d{4}$/,
  },
  {
    call: 'PATCH /users/{id}',
    request: { method: 'PATCH', path: '/users/:id' },
    screen: 'own account',
    answer: 'record',
    path: '/accountWrapper/1',
    ...pressing('Enregistrer', async (user) => {
      await fill(user, await screen.findByLabelText('Téléphone', { exact: true }), '0699887766');
    }),
    // Every failure of a profile update says this (docs/rules.md#messages).
    ...saving(
      "L'e-mail choisi est déjà utilisé",
      'Utilisateur Jeanne Martin correctement mis à jour',
    ),
    kept: () => expect(field('Téléphone')).toHaveValue('0699887766'),
  },
  {
    call: 'GET /users/{id}/address',
    request: { method: 'GET', path: '/users/:id/address' },
    screen: 'own account',
    answer: 'record',
    path: '/accountWrapper/1',
    expect: byFault(errorState("L'adresse n'a pas pu être chargée."), {
      // No address yet: the member types it.
      '404': quiet("Enregistrer l'adresse"),
    }),
  },
  {
    call: 'POST /addresses',
    request: { method: 'POST', path: '/addresses' },
    screen: 'own account',
    answer: 'record',
    path: '/accountWrapper/1',
    ...ADDRESS_SAVED,
  },
  {
    call: 'GET /commands?search=person.id== (Mes données)',
    request: { method: 'GET', path: '/commands?search=person.id*' },
    screen: 'own account (my data)',
    answer: 'list',
    path: '/accountWrapper/1',
    ...pressing('Télécharger mes données'),
    expect: byFault(message(MY_DATA_FAILED)),
  },
  {
    call: 'POST /mails/sendinternalmail (erasure request)',
    request: { method: 'POST', path: '/mails/sendinternalmail' },
    screen: 'own account (erasure request)',
    answer: 'unread',
    path: '/accountWrapper/1',
    setup: async (user) => {
      await press(user, 'Demander la suppression de mon compte');
      await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(
        inDialog('Supprimer mon compte').getByRole('button', { name: 'Envoyer la demande' }),
      );
    },
    // The dialog stays open with its message (docs/rules.md#my-data).
    expect: byFault(message("Votre demande n'a pas pu être envoyée. Réessayez.")),
    kept: () => expect(dialog('Supprimer mon compte')).toBeInTheDocument(),
    control: () => inDialog('Supprimer mon compte').getByRole('button', { name: 'Annuler' }),
    succeeds: "Votre demande a été transmise à l'amicale",
  },

  {
    call: 'POST /mails/sendinternalmail (round sheet)',
    request: { method: 'POST', path: '/mails/sendinternalmail' },
    screen: 'calendar tour (round closing)',
    as: 'seller',
    answer: 'unread',
    path: '/tournee?souche=101',
    setup: async (user) => {
      await press(user, 'Clôturer la tournée');
      await fill(user, await screen.findByLabelText('Calendriers remis'), '12');
    },
    act: async (user) => {
      await tickCaptcha(user);
      await user.click(button('Envoyer au trésorier'));
    },
    // The count stays on the phone (docs/rules.md#closing-a-round).
    expect: byFault(
      message(
        "Le bordereau n'a pas pu être envoyé : votre comptage reste sur ce téléphone. Réessayez dès que le réseau répond.",
      ),
    ),
    kept: () => expect(field('Calendriers remis')).toHaveValue('12'),
    control: () => button('Envoyer au trésorier'),
    succeeds: 'Bordereau envoyé au trésorier',
  },

  // Signed in: the calendar team.
  {
    call: 'GET /commands/calendar?search=date==',
    request: { method: 'GET', path: '/commands/calendar?search=date*' },
    screen: 'calendar ledger',
    as: 'calendar',
    answer: 'list',
    path: '/management/commissions/calendars',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    // The ledger's call, for this year and for last year: either failing fails the screen.
    call: 'GET /commands/calendar?search=date==',
    request: { method: 'GET', path: '/commands/calendar?search=date*' },
    screen: 'calendar campaign',
    as: 'calendar',
    answer: 'list',
    path: '/management/commissions/calendars/campagne',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /commands/calendar/{externalIdentifier}',
    request: { method: 'GET', path: '/commands/calendar/:externalIdentifier' },
    screen: 'calendar order details',
    as: 'calendar',
    answer: 'record',
    path: `/management/commissions/calendarCommandDetails/${calendarOrder}`,
    expect: byFault(errorState("La commande n'a pas pu être chargée."), {
      '404': errorState('Commande introuvable'),
    }),
  },
  {
    call: 'GET /users/{id}/card',
    request: { method: 'GET', path: '/users/:id/card' },
    screen: 'member card',
    answer: 'record',
    path: '/carte',
    // Never shown on this device before: no kept copy to fall back on.
    expect: byFault(errorState("Votre carte n'a pas pu être chargée.")),
    shows: /^Valide jusqu'au \d{2}\/\d{2}\/\d{4}$/,
  },
  {
    call: 'GET /commands/calendar?search=stubNumber==',
    request: { method: 'GET', path: '/commands/calendar?search=stubNumber*' },
    screen: 'calendar tour',
    as: 'seller',
    answer: 'list',
    path: '/tournee?souche=101',
    expect: byFault(errorState("Les commandes de cette souche n'ont pas pu être chargées.")),
    shows: /^\d+ payées? : /,
  },
]);
