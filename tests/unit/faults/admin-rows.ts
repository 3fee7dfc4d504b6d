import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { byFault, done, errorState, logged, message, quiet } from './outcomes';
import { type Action, pressing, pressingOneOf, saving, signedInAs } from './row-parts';
import { button, dialog, field, fillAll, press } from './ui';

/**
 * The fault matrix's rows of the administration: every call its screens make. The messages are
 * those of src/features/admin/*-messages.ts.
 */

const confirmIn = (name: string) => within(dialog(name)).getByRole('button', { name: 'Supprimer' });

/** A deletion asked with `opener`, then confirmed in its dialog `name`. */
function deleting(opener: string, name: string): Action {
  return {
    setup: async () => {
      await screen.findByRole('button', { name: opener });
    },
    act: async (user) => {
      await user.click(button(opener));
      await screen.findByRole('dialog', { name });
      await user.click(confirmIn(name));
    },
    control: () => confirmIn(name),
  };
}

/** Types at the end of a rich-text field (a contenteditable region). */
async function typeIn(user: UserEvent, label: string, text: string): Promise<void> {
  await user.click(await screen.findByRole('textbox', { name: label }));
  await user.keyboard(text);
}

// Seeded records (src/mocks/backend/seed.ts, seed-library.ts).
const WAITING = { id: 6, name: 'Sophie Moreau' };
const CROSS_ALBUM = 2;

export const ADMIN_ROWS = signedInAs('admin', [
  // Personnes.
  {
    call: 'GET /users?sort=&page=&size=',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'persons administration',
    answer: 'list',
    path: '/management/persons',
    expect: byFault(errorState("La liste des personnes n'a pas pu être chargée.")),
  },
  {
    call: 'GET /users?search=&size=1 (counts)',
    request: { method: 'GET', path: '/users?size=1' },
    screen: 'persons administration (dashboard)',
    answer: 'list',
    path: '/management/persons',
    // The counts show '—' (titled with the failure); the table below works on.
    expect: byFault(logged('Compteur des personnes')),
  },
  {
    call: 'GET /commands?search=…commission=isnull=true',
    request: { method: 'GET', path: '/commands?search=status==PAID*' },
    screen: 'persons administration (dues collected)',
    answer: 'list',
    path: '/management/persons',
    expect: byFault(logged('Cotisations encaissées')),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'persons administration (validation queue)',
    answer: 'record',
    path: '/management/persons?etat=toValidate',
    // The last of the queue: the person page's row validates the first one.
    ...pressingOneOf(/^Valider le compte de /, 'last'),
    // Cut to its id, the answer still says the account was validated.
    ...saving(/n'a pas pu être validé/, /^Compte de .+ validé$/),
  },
  {
    call: 'GET /users?search=&sort= (CSV export)',
    request: { method: 'GET', path: '/users?size=500' },
    screen: 'persons administration (export)',
    answer: 'list',
    path: '/management/persons',
    ...pressing('Exporter en CSV'),
    expect: byFault(message("L'export n'a pas pu être préparé. Réessayez.")),
  },
  {
    call: 'GET /users?search=&sort= (Copier les e-mails)',
    request: { method: 'GET', path: '/users?size=500' },
    screen: 'persons administration (e-mails)',
    answer: 'list',
    path: '/management/persons',
    ...pressing('Copier les e-mails'),
    expect: byFault(message("Les adresses n'ont pas pu être lues. Réessayez.")),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'person',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    expect: byFault(errorState("Ce compte n'a pas pu être chargé.")),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'waiting person (validation, roles)',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    ...pressing('Valider le compte'),
    ...saving(
      `Le compte de ${WAITING.name} n'a pas pu être validé`,
      `Compte de ${WAITING.name} validé`,
    ),
  },
  {
    call: 'PATCH /users/{id} (roles)',
    request: { method: 'PATCH', path: '/users/:id' },
    screen: 'waiting person (roles)',
    answer: 'record',
    path: `/person/${WAITING.id}`,
    ...pressing('Enregistrer les rôles', async (user) => {
      await user.selectOptions(await screen.findByLabelText('Sport', { exact: true }), 'Membre');
    }),
    ...saving(/^Les rôles n’ont pas pu être enregistrés/, `Rôles de ${WAITING.name} enregistrés`),
    kept: () =>
      expect(
        within(field('Sport')).getByRole('option', { name: 'Membre' }) as HTMLOptionElement,
      ).toHaveProperty('selected', true),
  },
  {
    call: 'POST /users (by an administrator)',
    request: { method: 'POST', path: '/users' },
    screen: 'create a person',
    answer: 'record',
    path: '/createUser',
    ...pressing('Créer la personne', async (user) => {
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
    }),
    expect: byFault(message('Une erreur est survenue. Veuillez vérifier les champs renseignés'), {
      '403': message("L'e-mail choisi est déjà utilisé"),
      // Created all the same: the person's page opens.
      'missing-fields': done('Zoé Nouvelle'),
    }),
    kept: () => expect(field('Prénom')).toHaveValue('Zoé'),
    succeeds:
      'La fiche de Zoé Nouvelle est créée : un e-mail de validation a été envoyé à zoe.nouvelle@exemple.fr',
  },

  // Informations.
  {
    call: 'GET /news',
    request: { method: 'GET', path: '/news' },
    screen: 'news administration',
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
    answer: 'record',
    path: '/management/news',
    ...pressing('Publier', async (user) => {
      await press(user, 'Nouvelle information');
      await fillAll(user, [['Titre', 'Vide-grenier']]);
      await typeIn(user, 'Texte', 'Dimanche à la caserne.');
    }),
    ...saving(
      "L'information n'a pas pu être enregistrée. Réessayez.",
      'Information « Vide-grenier » publiée',
    ),
    kept: () => expect(field('Titre')).toHaveValue('Vide-grenier'),
    // The news item itself shows too, its title alone.
    succeeds: ['Information « Vide-grenier » publiée', /^Vide-grenier$/],
  },
  {
    call: 'DELETE /news/{id}',
    request: { method: 'DELETE', path: '/news/:id' },
    screen: 'news deletion confirmation',
    answer: 'unread',
    path: '/management/news',
    ...deleting('Supprimer Assemblée générale', 'Supprimer cette information ?'),
    expect: byFault(message("L'information n'a pas pu être supprimée. Réessayez.")),
    succeeds: 'Information « Assemblée générale » supprimée',
  },

  // Générale.
  {
    call: 'GET /siteconfiguration/rgpd',
    request: { method: 'GET', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    answer: 'html',
    path: '/management/general',
    expect: byFault(errorState("Le texte de protection des données n'a pas pu être chargé.")),
  },
  {
    call: 'PUT /siteconfiguration/rgpd',
    request: { method: 'PUT', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    // The stored text as `text/html` is one of its answers: HTML is no proxy's page here.
    answer: 'html',
    path: '/management/general',
    ...pressing('Enregistrer', (user) => typeIn(user, 'Données personnelles', ' Mise à jour.')),
    expect: byFault(message("Le texte n'a pas pu être enregistré. Réessayez.")),
    kept: () =>
      expect(screen.getByRole('textbox', { name: 'Données personnelles' })).toHaveTextContent(
        'Mise à jour.',
      ),
    succeeds: 'Texte de protection des données enregistré',
  },
  {
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'general administration',
    answer: 'list',
    path: '/management/general',
    expect: byFault(errorState("Les documents n'ont pas pu être chargés.")),
  },
  {
    call: 'DELETE /documents/{id}',
    request: { method: 'DELETE', path: '/documents/:id' },
    screen: 'document deletion confirmation',
    answer: 'unread',
    path: '/management/general',
    ...deleting("Supprimer Statuts de l'amicale.pdf", 'Supprimer ce document ?'),
    expect: byFault(message("Le document n'a pas pu être supprimé. Réessayez.")),
    succeeds: /^Document « Statuts de l'amicale(\.pdf)? » supprimé$/,
  },
  {
    call: 'GET /partners',
    request: { method: 'GET', path: '/partners' },
    screen: 'general administration',
    answer: 'list',
    path: '/management/general',
    expect: byFault(errorState("Les partenaires n'ont pas pu être chargés.")),
  },

  // Photos.
  {
    call: 'GET /albums',
    request: { method: 'GET', path: '/albums' },
    screen: 'photos administration',
    answer: 'list',
    path: '/management/photos',
    expect: byFault(errorState("Les albums n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /albums/{id}/photos',
    request: { method: 'GET', path: '/albums/:id/photos' },
    screen: 'photos administration, an album open',
    answer: 'list',
    path: `/management/photos?album=${CROSS_ALBUM}`,
    expect: byFault(errorState("Les photos de cet album n'ont pas pu être chargées.")),
  },
  {
    call: 'DELETE /photos/{id}',
    request: { method: 'DELETE', path: '/photos/:id' },
    screen: 'photo deletion confirmation',
    answer: 'unread',
    path: `/management/photos?album=${CROSS_ALBUM}`,
    ...deleting('Supprimer la photo Podium', 'Supprimer cette photo ?'),
    expect: byFault(message("La photo n'a pas pu être supprimée. Réessayez.")),
    succeeds: 'Photo « Podium » supprimée',
  },

  // A commission's administration. The commission itself comes from the menus' list: no call
  // of its own.
  {
    call: 'PATCH /commissions/{id}',
    request: { method: 'PATCH', path: '/commissions/:id' },
    screen: 'commission administration',
    answer: 'record',
    path: '/management/commissions/commissionWrapper/sport/2',
    ...pressing('Enregistrer', async (user) => {
      await screen.findByRole('button', { name: 'Enregistrer' });
      await fillAll(user, [['Nom', 'Sport et course']]);
    }),
    ...saving(
      "Les paramètres n'ont pas pu être enregistrés. Réessayez.",
      'Paramètres de la commission enregistrés',
    ),
    kept: () => expect(field('Nom')).toHaveValue('Sport et course'),
  },
  {
    call: 'GET /reservations?search=resource.commission==',
    request: { method: 'GET', path: '/reservations?search=resource.commission*' },
    screen: 'commission reservations',
    answer: 'list',
    path: '/management/commissions/reservations/sport',
    expect: byFault(errorState("Les réservations n'ont pas pu être chargées.")),
  },

  // Commandes, Enfants.
  {
    call: 'GET /commands?sort=date,desc',
    request: { method: 'GET', path: '/commands?sort=date*' },
    screen: 'orders administration',
    answer: 'list',
    path: '/management/commands',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /users (children)',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'children',
    answer: 'list',
    path: '/management/commissions/children',
    expect: byFault(errorState("La liste des enfants n'a pas pu être chargée.")),
  },
]);
