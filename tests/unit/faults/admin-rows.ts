import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { UnitRow } from './cells';
import { byFault, done, errorState, logged, message, quiet } from './outcomes';
import { button, dialog, field, fillAll, press } from './ui';

/**
 * The fault matrix's rows of the administration: every call its screens make. The messages are
 * those of src/features/admin/*-messages.ts.
 */

const confirmIn = (name: string) => within(dialog(name)).getByRole('button', { name: 'Supprimer' });

/** A deletion asked from `opener`, then confirmed in its dialog. */
async function confirmDeletion(user: UserEvent, opener: string, name: string): Promise<void> {
  await user.click(button(opener));
  await screen.findByRole('dialog', { name });
  await user.click(confirmIn(name));
}

/** Types at the end of a rich-text field (a contenteditable region). */
async function typeIn(user: UserEvent, label: string, text: string): Promise<void> {
  await user.click(await screen.findByRole('textbox', { name: label }));
  await user.keyboard(text);
}

const VALIDATE_ROW = /^Valider le compte de /;
const lastValidate = (): HTMLElement => {
  const all = screen.getAllByRole('button', { name: VALIDATE_ROW });
  return all[all.length - 1];
};

// Seeded records (src/mocks/backend/seed.ts, seed-library.ts).
const WAITING = { id: 6, name: 'Sophie Moreau' };
const CROSS_ALBUM = 2;

export const ADMIN_ROWS: UnitRow[] = [
  // Personnes.
  {
    call: 'GET /users?sort=&page=&size=',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'persons administration',
    as: 'admin',
    answer: 'list',
    path: '/management/persons',
    expect: byFault(errorState("La liste des personnes n'a pas pu être chargée.")),
  },
  {
    call: 'GET /users?search=&size=1 (counts)',
    request: { method: 'GET', path: '/users?size=1' },
    screen: 'persons administration (dashboard)',
    as: 'admin',
    answer: 'list',
    path: '/management/persons',
    // The counts show '—' (titled with the failure); the table below works on.
    expect: byFault(logged('Compteur des personnes')),
  },
  {
    call: 'GET /commands?search=…commission=isnull=true',
    request: { method: 'GET', path: '/commands?search=status==PAID*' },
    screen: 'persons administration (dues collected)',
    as: 'admin',
    answer: 'list',
    path: '/management/persons',
    expect: byFault(logged('Cotisations encaissées')),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'persons administration (validation queue)',
    as: 'admin',
    answer: 'record',
    path: '/management/persons?etat=toValidate',
    // The last of the queue: the person page's row validates the first one.
    setup: async () => {
      await screen.findAllByRole('button', { name: VALIDATE_ROW });
    },
    act: (user) => user.click(lastValidate()),
    // Cut to its id, the answer still says the account was validated.
    expect: byFault(message(/n'a pas pu être validé/), {
      'missing-fields': done(/^Compte de .+ validé$/),
    }),
    control: lastValidate,
    succeeds: /^Compte de .+ validé$/,
  },
  {
    call: 'GET /users?search=&sort= (CSV export)',
    request: { method: 'GET', path: '/users?size=500' },
    screen: 'persons administration (export)',
    as: 'admin',
    answer: 'list',
    path: '/management/persons',
    setup: async () => {
      await screen.findByRole('button', { name: 'Exporter en CSV' });
    },
    act: (user) => user.click(button('Exporter en CSV')),
    expect: byFault(message("L'export n'a pas pu être préparé. Réessayez.")),
    control: () => button('Exporter en CSV'),
  },
  {
    call: 'GET /users?search=&sort= (Copier les e-mails)',
    request: { method: 'GET', path: '/users?size=500' },
    screen: 'persons administration (e-mails)',
    as: 'admin',
    answer: 'list',
    path: '/management/persons',
    setup: async () => {
      await screen.findByRole('button', { name: 'Copier les e-mails' });
    },
    act: (user) => user.click(button('Copier les e-mails')),
    expect: byFault(message("Les adresses n'ont pas pu être lues. Réessayez.")),
    control: () => button('Copier les e-mails'),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'person',
    as: 'admin',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    expect: byFault(errorState("Ce compte n'a pas pu être chargé.")),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'waiting person (validation, roles)',
    as: 'admin',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    setup: async () => {
      await screen.findByRole('button', { name: 'Valider le compte' });
    },
    act: (user) => user.click(button('Valider le compte')),
    expect: byFault(message(`Le compte de ${WAITING.name} n'a pas pu être validé`), {
      'missing-fields': done(`Compte de ${WAITING.name} validé`),
    }),
    control: () => button('Valider le compte'),
    succeeds: `Compte de ${WAITING.name} validé`,
  },
  {
    call: 'PATCH /users/{id} (roles)',
    request: { method: 'PATCH', path: '/users/:id' },
    screen: 'waiting person (roles)',
    as: 'admin',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    setup: async (user) => {
      await user.selectOptions(await screen.findByLabelText('Sport', { exact: true }), 'Membre');
    },
    act: (user) => user.click(button('Enregistrer les rôles')),
    expect: byFault(message(/^Les rôles n’ont pas pu être enregistrés/), {
      'missing-fields': done(`Rôles de ${WAITING.name} enregistrés`),
    }),
    kept: () =>
      expect(
        within(field('Sport')).getByRole('option', { name: 'Membre' }) as HTMLOptionElement,
      ).toHaveProperty('selected', true),
    control: () => button('Enregistrer les rôles'),
    succeeds: `Rôles de ${WAITING.name} enregistrés`,
  },
  {
    call: 'POST /users (by an administrator)',
    request: { method: 'POST', path: '/users' },
    screen: 'create a person',
    as: 'admin',
    answer: 'record',
    path: '/createUser',
    setup: async (user) => {
      await screen.findByLabelText('Prénom', { exact: true });
      await fillAll(user, [
        ['Prénom', 'Zoé'],
        ['Nom', 'Nouvelle'],
        ['E-mail', 'zoe.nouvelle@exemple.fr'],
        ['Téléphone', '0601020304'],
      ]);
      await user.selectOptions(field('Jour'), '14');
      await user.selectOptions(field('Mois'), 'juillet');
      await user.selectOptions(field('Année'), '1992');
      await user.selectOptions(screen.getByLabelText('Centre de secours (CIS)'), 'Beauregard');
      await user.selectOptions(field('Statut'), 'SPV');
    },
    act: (user) => user.click(button('Créer la personne')),
    expect: byFault(message('Une erreur est survenue. Veuillez vérifier les champs renseignés'), {
      '403': message("L'e-mail choisi est déjà utilisé"),
      // Created all the same: the person's page opens.
      'missing-fields': done('Zoé Nouvelle'),
    }),
    kept: () => expect(field('Prénom')).toHaveValue('Zoé'),
    control: () => button('Créer la personne'),
    succeeds:
      'La fiche de Zoé Nouvelle est créée : un e-mail de validation a été envoyé à zoe.nouvelle@exemple.fr',
  },

  // Informations.
  {
    call: 'GET /news',
    request: { method: 'GET', path: '/news' },
    screen: 'news administration',
    as: 'admin',
    answer: 'list',
    path: '/management/news',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      'missing-fields': quiet('Informations'),
    }),
  },
  {
    call: 'POST /news',
    request: { method: 'POST', path: '/news' },
    screen: 'news editor (rich text)',
    as: 'admin',
    answer: 'record',
    path: '/management/news',
    setup: async (user) => {
      await press(user, 'Nouvelle information');
      await fillAll(user, [['Titre', 'Vide-grenier']]);
      await typeIn(user, 'Texte', 'Dimanche à la caserne.');
    },
    act: (user) => user.click(button('Publier')),
    expect: byFault(message("L'information n'a pas pu être enregistrée. Réessayez."), {
      'missing-fields': done('Information « Vide-grenier » publiée'),
    }),
    kept: () => expect(field('Titre')).toHaveValue('Vide-grenier'),
    control: () => button('Publier'),
    succeeds: ['Information « Vide-grenier » publiée', /^Vide-grenier$/],
  },
  {
    call: 'DELETE /news/{id}',
    request: { method: 'DELETE', path: '/news/:id' },
    screen: 'news deletion confirmation',
    as: 'admin',
    answer: 'unread',
    path: '/management/news',
    setup: async () => {
      await screen.findByRole('button', { name: 'Supprimer Assemblée générale' });
    },
    act: (user) =>
      confirmDeletion(user, 'Supprimer Assemblée générale', 'Supprimer cette information ?'),
    expect: byFault(message("L'information n'a pas pu être supprimée. Réessayez.")),
    control: () => confirmIn('Supprimer cette information ?'),
    succeeds: 'Information « Assemblée générale » supprimée',
  },

  // Générale.
  {
    call: 'GET /siteconfiguration/rgpd',
    request: { method: 'GET', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    as: 'admin',
    answer: 'html',
    path: '/management/general',
    expect: byFault(errorState("Le texte de protection des données n'a pas pu être chargé.")),
  },
  {
    call: 'PUT /siteconfiguration/rgpd',
    request: { method: 'PUT', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    as: 'admin',
    // The stored text as `text/html` is one of its answers: HTML is no proxy's page here.
    answer: 'html',
    path: '/management/general',
    setup: (user) => typeIn(user, 'Données personnelles', ' Mise à jour.'),
    act: (user) => user.click(button('Enregistrer')),
    expect: byFault(message("Le texte n'a pas pu être enregistré. Réessayez.")),
    kept: () =>
      expect(screen.getByRole('textbox', { name: 'Données personnelles' })).toHaveTextContent(
        'Mise à jour.',
      ),
    control: () => button('Enregistrer'),
    succeeds: 'Texte de protection des données enregistré',
  },
  {
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'general administration',
    as: 'admin',
    answer: 'list',
    path: '/management/general',
    expect: byFault(errorState("Les documents n'ont pas pu être chargés.")),
  },
  {
    call: 'DELETE /documents/{id}',
    request: { method: 'DELETE', path: '/documents/:id' },
    screen: 'document deletion confirmation',
    as: 'admin',
    answer: 'unread',
    path: '/management/general',
    setup: async () => {
      await screen.findByRole('button', { name: "Supprimer Statuts de l'amicale.pdf" });
    },
    act: (user) =>
      confirmDeletion(user, "Supprimer Statuts de l'amicale.pdf", 'Supprimer ce document ?'),
    expect: byFault(message("Le document n'a pas pu être supprimé. Réessayez.")),
    control: () => confirmIn('Supprimer ce document ?'),
    succeeds: /^Document « Statuts de l'amicale(\.pdf)? » supprimé$/,
  },
  {
    call: 'GET /partners',
    request: { method: 'GET', path: '/partners' },
    screen: 'general administration',
    as: 'admin',
    answer: 'list',
    path: '/management/general',
    expect: byFault(errorState("Les partenaires n'ont pas pu être chargés.")),
  },

  // Photos.
  {
    call: 'GET /albums',
    request: { method: 'GET', path: '/albums' },
    screen: 'photos administration',
    as: 'admin',
    answer: 'list',
    path: '/management/photos',
    expect: byFault(errorState("Les albums n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /albums/{id}/photos',
    request: { method: 'GET', path: '/albums/:id/photos' },
    screen: 'photos administration, an album open',
    as: 'admin',
    answer: 'list',
    path: `/management/photos?album=${CROSS_ALBUM}`,
    expect: byFault(errorState("Les photos de cet album n'ont pas pu être chargées.")),
  },
  {
    call: 'DELETE /photos/{id}',
    request: { method: 'DELETE', path: '/photos/:id' },
    screen: 'photo deletion confirmation',
    as: 'admin',
    answer: 'unread',
    path: `/management/photos?album=${CROSS_ALBUM}`,
    setup: async () => {
      await screen.findByRole('button', { name: 'Supprimer la photo Podium' });
    },
    act: (user) => confirmDeletion(user, 'Supprimer la photo Podium', 'Supprimer cette photo ?'),
    expect: byFault(message("La photo n'a pas pu être supprimée. Réessayez.")),
    control: () => confirmIn('Supprimer cette photo ?'),
    succeeds: 'Photo « Podium » supprimée',
  },

  // A commission's administration. The commission itself comes from the menus' list: no call
  // of its own.
  {
    call: 'PATCH /commissions/{id}',
    request: { method: 'PATCH', path: '/commissions/:id' },
    screen: 'commission administration',
    as: 'admin',
    answer: 'record',
    path: '/management/commissions/commissionWrapper/sport/2',
    setup: async (user) => {
      await screen.findByRole('button', { name: 'Enregistrer' });
      await fillAll(user, [['Nom', 'Sport et course']]);
    },
    act: (user) => user.click(button('Enregistrer')),
    expect: byFault(message("Les paramètres n'ont pas pu être enregistrés. Réessayez."), {
      'missing-fields': done('Paramètres de la commission enregistrés'),
    }),
    kept: () => expect(field('Nom')).toHaveValue('Sport et course'),
    control: () => button('Enregistrer'),
    succeeds: 'Paramètres de la commission enregistrés',
  },
  {
    call: 'GET /reservations?search=resource.commission==',
    request: { method: 'GET', path: '/reservations?search=resource.commission*' },
    screen: 'commission reservations',
    as: 'admin',
    answer: 'list',
    path: '/management/commissions/reservations/sport',
    expect: byFault(errorState("Les réservations n'ont pas pu être chargées.")),
  },

  // Commandes, Enfants.
  {
    call: 'GET /commands?sort=date,desc',
    request: { method: 'GET', path: '/commands?sort=date*' },
    screen: 'orders administration',
    as: 'admin',
    answer: 'list',
    path: '/management/commands',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /users (children)',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'children',
    as: 'admin',
    answer: 'list',
    path: '/management/commissions/children',
    expect: byFault(errorState("La liste des enfants n'a pas pu être chargée.")),
  },
];
