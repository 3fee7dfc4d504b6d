import { type Page, expect } from '@playwright/test';
import {
  type CallRow,
  byFault,
  done,
  errorState,
  logged,
  message,
  quiet,
} from './pages/fault-matrix';

/**
 * The administration's rows of the fault matrix (issue 10): every call its screens make, as
 * tests/e2e/fault-rows.ts does for the public screens and the members' area. The messages are
 * those of src/features/admin/*-messages.ts.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const confirmIn = (page: Page, dialog: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: 'Supprimer' });

/**
 * A deletion confirmed: the dialog opened from `opener`, or the one a failed attempt left open
 * (it stays, so that `Supprimer` can be tried again).
 */
async function confirmDeletion(page: Page, opener: string, dialog: string): Promise<void> {
  const open = page.getByRole('dialog', { name: dialog });
  if (!(await open.isVisible())) await button(page, opener).click();
  await confirmIn(page, dialog).click();
}

// Seeded records (src/mocks/seed.ts, seed-library.ts).
const WAITING = { id: 6, name: 'Sophie Moreau' };
const CROSS_ALBUM = 2;

export const ADMIN_FAULT_ROWS: CallRow[] = [
  // Personnes.
  {
    call: 'GET /users?sort=&page=&size=',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'persons administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/persons',
    expect: byFault(errorState("La liste des personnes n'a pas pu être chargée.")),
  },
  {
    call: 'GET /users?search=&size=1 (counts)',
    request: { method: 'GET', path: '/users?size=1' },
    screen: 'persons administration (dashboard)',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/persons',
    // The counts show '—' (titled with the failure); the table below works on.
    expect: byFault(logged('Compteur des personnes')),
  },
  {
    call: 'GET /commands?search=…commission=isnull=true',
    request: { method: 'GET', path: '/commands?search=status==PAID*' },
    screen: 'persons administration (dues collected)',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/persons',
    expect: byFault(logged('Cotisations encaissées')),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'persons administration (validation queue)',
    as: 'superAdmin',
    answer: 'record',
    address: '/#/management/persons?etat=toValidate',
    // The last of the queue: the person page's row validates the first one.
    setup: (page) => page.getByRole('button', { name: 'Valider le compte' }).last().waitFor(),
    act: (page) => page.getByRole('button', { name: 'Valider le compte' }).last().click(),
    // Cut to its id, the answer still says the account was validated.
    expect: byFault(message(/n'a pas pu être validé/), {
      'missing-fields': done(/^Compte de .+ validé$/),
    }),
    control: (page) => page.getByRole('button', { name: 'Valider le compte' }).last(),
  },
  {
    call: 'GET /users?search=&sort= (CSV export)',
    request: { method: 'GET', path: '/users?size=500' },
    screen: 'persons administration (export)',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/persons',
    setup: (page) => button(page, 'Exporter en CSV').waitFor(),
    act: (page) => button(page, 'Exporter en CSV').click(),
    expect: byFault(message("L'export n'a pas pu être préparé. Réessayez.")),
    control: (page) => button(page, 'Exporter en CSV'),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'person',
    as: 'superAdmin',
    answer: 'record',
    address: `/#/person/${WAITING.id}`,
    expect: byFault(errorState("Ce compte n'a pas pu être chargé.")),
  },
  {
    call: 'POST /users/{id}/validate',
    request: { method: 'POST', path: '/users/:id/validate' },
    screen: 'waiting person (validation, roles)',
    as: 'superAdmin',
    answer: 'record',
    address: `/#/person/${WAITING.id}`,
    setup: (page) => button(page, 'Valider le compte').waitFor(),
    act: (page) => button(page, 'Valider le compte').click(),
    expect: byFault(message(`Le compte de ${WAITING.name} n'a pas pu être validé`), {
      'missing-fields': done(`Compte de ${WAITING.name} validé`),
    }),
    control: (page) => button(page, 'Valider le compte'),
  },
  {
    call: 'PATCH /users/{id} (roles)',
    request: { method: 'PATCH', path: '/users/:id' },
    screen: 'waiting person (roles)',
    as: 'superAdmin',
    answer: 'record',
    address: `/#/person/${WAITING.id}`,
    setup: async (page) => {
      await field(page, 'Sport').selectOption({ label: 'Membre' });
    },
    act: (page) => button(page, 'Enregistrer les rôles').click(),
    expect: byFault(message(/^Les rôles n’ont pas pu être enregistrés/), {
      'missing-fields': done(`Rôles de ${WAITING.name} enregistrés`),
    }),
    kept: (page) =>
      expect(field(page, 'Sport').locator('option:checked')).toHaveText('Membre', {
        timeout: 1_000,
      }),
    control: (page) => button(page, 'Enregistrer les rôles'),
  },
  {
    call: 'POST /users (by an administrator)',
    request: { method: 'POST', path: '/users' },
    screen: 'create a person',
    as: 'superAdmin',
    answer: 'record',
    address: '/#/createUser',
    setup: async (page) => {
      await field(page, 'Prénom').fill('Zoé');
      await field(page, 'Nom').fill('Nouvelle');
      await field(page, 'E-mail').fill('zoe.nouvelle@exemple.fr');
      await field(page, 'Téléphone').fill('0601020304');
      await field(page, 'Jour').selectOption('14');
      await field(page, 'Mois').selectOption({ label: 'juillet' });
      await field(page, 'Année').selectOption('1992');
      await page.getByLabel('Centre de secours (CIS)').selectOption('Beauregard');
      await field(page, 'Statut').selectOption('SPV');
    },
    act: (page) => button(page, 'Créer la personne').click(),
    expect: byFault(message('Une erreur est survenue. Veuillez vérifier les champs renseignés'), {
      '403': message("L'e-mail choisi est déjà utilisé"),
      // Created all the same: the person's page opens.
      'missing-fields': done('Zoé Nouvelle'),
    }),
    kept: (page) => expect(field(page, 'Prénom')).toHaveValue('Zoé', { timeout: 1_000 }),
    control: (page) => button(page, 'Créer la personne'),
  },

  // Informations.
  {
    call: 'GET /news',
    request: { method: 'GET', path: '/news' },
    screen: 'news administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/news',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      'missing-fields': quiet('Informations'),
    }),
  },
  {
    call: 'POST /news',
    request: { method: 'POST', path: '/news' },
    screen: 'news editor (rich text)',
    as: 'superAdmin',
    answer: 'record',
    address: '/#/management/news',
    setup: async (page) => {
      await button(page, 'Nouvelle information').click();
      await field(page, 'Titre').fill('Vide-grenier');
      await page.getByRole('textbox', { name: 'Texte' }).fill('Dimanche à la caserne.');
    },
    act: (page) => button(page, 'Publier').click(),
    expect: byFault(message("L'information n'a pas pu être enregistrée. Réessayez."), {
      'missing-fields': done('Information « Vide-grenier » publiée'),
    }),
    kept: (page) => expect(field(page, 'Titre')).toHaveValue('Vide-grenier', { timeout: 1_000 }),
    control: (page) => button(page, 'Publier'),
  },
  {
    call: 'DELETE /news/{id}',
    request: { method: 'DELETE', path: '/news/:id' },
    screen: 'news deletion confirmation',
    as: 'superAdmin',
    answer: 'unread',
    address: '/#/management/news',
    setup: (page) => button(page, 'Supprimer Assemblée générale').waitFor(),
    act: (page) =>
      confirmDeletion(page, 'Supprimer Assemblée générale', 'Supprimer cette information ?'),
    expect: byFault(message("L'information n'a pas pu être supprimée. Réessayez.")),
    control: (page) => confirmIn(page, 'Supprimer cette information ?'),
  },

  // Générale.
  {
    call: 'GET /siteconfiguration/rgpd',
    request: { method: 'GET', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    as: 'superAdmin',
    answer: 'html',
    address: '/#/management/general',
    expect: byFault(errorState("Le texte de protection des données n'a pas pu être chargé.")),
  },
  {
    call: 'PUT /siteconfiguration/rgpd',
    request: { method: 'PUT', path: '/siteconfiguration/rgpd' },
    screen: 'general administration',
    as: 'superAdmin',
    answer: 'unread',
    address: '/#/management/general',
    setup: async (page) => {
      const text = page.getByRole('textbox', { name: 'Données personnelles' });
      await text.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Mise à jour.');
    },
    act: (page) => button(page, 'Enregistrer').click(),
    expect: byFault(message("Le texte n'a pas pu être enregistré. Réessayez.")),
    kept: (page) =>
      expect(page.getByRole('textbox', { name: 'Données personnelles' })).toContainText(
        'Mise à jour.',
        { timeout: 1_000 },
      ),
    control: (page) => button(page, 'Enregistrer'),
  },
  {
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'general administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/general',
    expect: byFault(errorState("Les documents n'ont pas pu être chargés.")),
  },
  {
    call: 'DELETE /documents/{id}',
    request: { method: 'DELETE', path: '/documents/:id' },
    screen: 'document deletion confirmation',
    as: 'superAdmin',
    answer: 'unread',
    address: '/#/management/general',
    setup: (page) => button(page, "Supprimer Statuts de l'amicale.pdf").waitFor(),
    act: (page) =>
      confirmDeletion(page, "Supprimer Statuts de l'amicale.pdf", 'Supprimer ce document ?'),
    expect: byFault(message("Le document n'a pas pu être supprimé. Réessayez.")),
    control: (page) => confirmIn(page, 'Supprimer ce document ?'),
  },
  {
    call: 'GET /partners',
    request: { method: 'GET', path: '/partners' },
    screen: 'general administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/general',
    expect: byFault(errorState("Les partenaires n'ont pas pu être chargés.")),
  },

  // Photos.
  {
    call: 'GET /albums',
    request: { method: 'GET', path: '/albums' },
    screen: 'photos administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/photos',
    expect: byFault(errorState("Les albums n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /albums/{id}/photos',
    request: { method: 'GET', path: '/albums/:id/photos' },
    screen: 'photos administration, an album open',
    as: 'superAdmin',
    answer: 'list',
    address: `/#/management/photos?album=${CROSS_ALBUM}`,
    expect: byFault(errorState("Les photos de cet album n'ont pas pu être chargées.")),
  },
  {
    call: 'DELETE /photos/{id}',
    request: { method: 'DELETE', path: '/photos/:id' },
    screen: 'photo deletion confirmation',
    as: 'superAdmin',
    answer: 'unread',
    address: `/#/management/photos?album=${CROSS_ALBUM}`,
    setup: (page) => button(page, 'Supprimer la photo Podium').waitFor(),
    act: (page) => confirmDeletion(page, 'Supprimer la photo Podium', 'Supprimer cette photo ?'),
    expect: byFault(message("La photo n'a pas pu être supprimée. Réessayez.")),
    control: (page) => confirmIn(page, 'Supprimer cette photo ?'),
  },

  // A commission's administration.
  // The commission itself comes from the menus' list (SPEC §4 cache): no call of its own.
  {
    call: 'PATCH /commissions/{id}',
    request: { method: 'PATCH', path: '/commissions/:id' },
    screen: 'commission administration',
    as: 'superAdmin',
    answer: 'record',
    address: '/#/management/commissions/commissionWrapper/sport/2',
    setup: (page) => field(page, 'Nom').fill('Sport et course'),
    act: (page) => button(page, 'Enregistrer').click(),
    expect: byFault(message("Les paramètres n'ont pas pu être enregistrés. Réessayez."), {
      'missing-fields': done('Paramètres de la commission enregistrés'),
    }),
    kept: (page) => expect(field(page, 'Nom')).toHaveValue('Sport et course', { timeout: 1_000 }),
    control: (page) => button(page, 'Enregistrer'),
  },
  {
    call: 'GET /reservations?search=resource.commission==',
    request: { method: 'GET', path: '/reservations?search=resource.commission*' },
    screen: 'commission reservations',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/commissions/reservations/sport',
    expect: byFault(errorState("Les réservations n'ont pas pu être chargées.")),
  },

  // Commandes, Enfants.
  {
    call: 'GET /commands?sort=date,desc',
    request: { method: 'GET', path: '/commands?sort=date*' },
    screen: 'orders administration',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/commands',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /users (children)',
    request: { method: 'GET', path: '/users?sort' },
    screen: 'children',
    as: 'superAdmin',
    answer: 'list',
    address: '/#/management/commissions/children',
    expect: byFault(errorState("La liste des enfants n'a pas pu être chargée.")),
  },
];

/** The administration's screens and dialogs without rows of their own, and why. */
export const ADMIN_WITHOUT_ROWS: Record<string, string> = {
  'persons administration (persons admin)':
    "the calls of 'persons administration', for another role",
  'commission reservations, month with a conflict':
    "the call of 'commission reservations', another commission",
};
