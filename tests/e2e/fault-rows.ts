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
import { ADMIN_FAULT_ROWS, ADMIN_WITHOUT_ROWS } from './fault-rows-admin';
import { DEMO_ACCOUNTS } from './pages/login-page';

/**
 * The rows of the fault matrix (tests/e2e/faults.spec.ts): every call the demo's screens make,
 * how to reach it and what each fault must end in. A new screen joins with one row per call.
 * The messages are SPEC §8's and the screens' own (src/features/*-messages.ts).
 */

const ORDER_FAILED = 'La commande ne peut pas être effectuée';
const ADDRESS_ERROR = /^Error /;
const member = DEMO_ACCOUNTS.member;
// The seed numbers the calendar orders of the current year (src/mocks/seed.ts).
const calendarOrder = `cal-${new Date().getFullYear()}-0001`;
// Seeded records the member reaches (src/mocks/seed.ts, seed-library.ts).
const SWEAT = { id: 12, name: 'Sweat de l’amicale' };
const CROSS_ALBUM = 2;

/** The link of the newest demo e-mail of `subject` (the demo mailbox, as a reader opens it). */
async function mailLink(page: Page, subject: string): Promise<string> {
  await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).click();
  const link = page.getByRole('article', { name: subject }).first().getByRole('link');
  const href = await link.getAttribute('href');
  await page.keyboard.press('Escape');
  if (!href) throw new Error(`no link in the e-mail '${subject}'`);
  return href;
}

/** A recovery e-mail asked on the login screen, and its reset link. */
async function resetLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Mot de passe oublié' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  return mailLink(page, 'Réinitialisation de votre mot de passe');
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialogOf = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Ticks the captcha stand-in when it shows unticked (a failed send asks for a new tick). */
async function tickCaptcha(page: Page): Promise<void> {
  const box = page.getByLabel('Je ne suis pas un robot');
  await box.waitFor();
  if (!(await box.isChecked())) await box.check();
}

const keeps = (page: Page, label: string, value: string) =>
  expect(field(page, label)).toHaveValue(value, { timeout: 1_000 });

const VALIDATION = (page: Page) => mailLink(page, 'Confirmez votre adresse e-mail');
const RENEWAL = (page: Page) => mailLink(page, 'Renouvelez votre adhésion');

const REGISTRATION = /^Inscription /;
const CONTACT = 'Nous contacter';

export const FAULT_ROWS: CallRow[] = [
  // Public screens.
  {
    call: 'POST /auth/signin',
    request: { method: 'POST', path: '/auth/signin' },
    screen: 'login',
    answer: 'record',
    address: '/#/',
    setup: async (page) => {
      await field(page, 'E-mail').fill(member.email);
      await field(page, 'Mot de passe').fill(member.password);
    },
    act: (page) => button(page, 'Se connecter').click(),
    expect: byFault(message('Utilisateur non-autorisé')),
    kept: (page) => keeps(page, 'E-mail', member.email),
    control: (page) => button(page, 'Se connecter'),
  },
  {
    call: 'POST /auth/recover',
    request: { method: 'POST', path: '/auth/recover' },
    screen: 'recovery',
    answer: 'unread',
    address: '/#/',
    setup: async (page) => {
      await button(page, 'Mot de passe oublié').click();
      await dialogOf(page, 'Mot de passe oublié').getByLabel('E-mail').fill(member.email);
    },
    act: (page) =>
      dialogOf(page, 'Mot de passe oublié').getByRole('button', { name: 'Envoyer' }).click(),
    expect: byFault(message("L'email entré n'a pas été reconnu")),
    kept: (page) =>
      expect(dialogOf(page, 'Mot de passe oublié').getByLabel('E-mail')).toHaveValue(member.email),
    control: (page) =>
      dialogOf(page, 'Mot de passe oublié').getByRole('button', { name: 'Envoyer' }),
  },
  {
    call: 'POST /auth/reset',
    request: { method: 'POST', path: '/auth/reset' },
    screen: 'login (password reset)',
    answer: 'unread',
    address: resetLink,
    setup: async (page) => {
      await field(page, 'E-mail').fill(member.email);
      await field(page, 'Mot de passe').fill('Caserne-Nouvelle');
      await field(page, 'Confirmation du mot de passe').fill('Caserne-Nouvelle');
    },
    act: (page) => button(page, 'Réinitialiser').click(),
    expect: byFault(message('Impossible de réinitialiser le mot de passe'), {
      '404': message("L'email entré n'a pas été trouvé"),
      '403': message("Opération interdite pour l'email choisi"),
    }),
    kept: (page) => keeps(page, 'E-mail', member.email),
    control: (page) => button(page, 'Réinitialiser'),
  },
  {
    call: 'POST /users',
    request: { method: 'POST', path: '/users' },
    screen: 'registration',
    answer: 'unread',
    address: '/#/',
    setup: async (page) => {
      await button(page, 'Créer un compte').click();
      const dialog = dialogOf(page, REGISTRATION);
      const fill = (label: string, value: string) =>
        dialog.getByLabel(label, { exact: true }).fill(value);
      await fill('Prénom', 'Zoé');
      await fill('Nom', 'Nouvelle');
      await fill('E-mail', 'zoe.nouvelle@exemple.fr');
      await fill('Téléphone', '0601020304');
      await dialog.getByLabel('Jour', { exact: true }).selectOption('14');
      await dialog.getByLabel('Mois', { exact: true }).selectOption({ label: 'juillet' });
      await dialog.getByLabel('Année', { exact: true }).selectOption('1992');
      await dialog.getByLabel('Centre de secours (CIS)').selectOption('Beauregard');
      await dialog.getByLabel('Statut', { exact: true }).selectOption('SPV');
      await fill('Mot de passe', 'Caserne-Beauregard');
      await fill('Confirmation du mot de passe', 'Caserne-Beauregard');
    },
    act: async (page) => {
      await tickCaptcha(page);
      await button(page, 'Créer mon compte').click();
    },
    expect: byFault(message('Une erreur est survenue. Veuillez vérifier les champs renseignés'), {
      '403': message("L'e-mail choisi est déjà utilisé"),
    }),
    kept: (page) =>
      expect(dialogOf(page, REGISTRATION).getByLabel('Prénom', { exact: true })).toHaveValue('Zoé'),
    // A used captcha is spent: the box comes back unticked, and with a tick the button works.
    control: (page) => page.getByLabel('Je ne suis pas un robot'),
  },
  {
    call: 'POST /mails/sendinternalmail',
    request: { method: 'POST', path: '/mails/sendinternalmail' },
    screen: 'contact',
    answer: 'unread',
    address: '/#/',
    setup: async (page) => {
      await button(page, CONTACT).click();
      const dialog = dialogOf(page, CONTACT);
      for (const [label, value] of [
        ['E-mail', 'visiteur@exemple.fr'],
        ['Téléphone', '0601020304'],
        ['Nom', 'Durand'],
        ['Prénom', 'Alice'],
        ['Objet', 'Calendrier'],
        ['Message', 'Bonjour'],
      ]) {
        await dialog.getByLabel(label, { exact: true }).fill(value);
      }
    },
    act: async (page) => {
      await tickCaptcha(page);
      await dialogOf(page, CONTACT).getByRole('button', { name: 'Envoyer' }).click();
    },
    expect: byFault(message("Erreur lors de l'envoi de l'email. Réessayez plus tard")),
    kept: (page) =>
      expect(dialogOf(page, CONTACT).getByLabel('Message', { exact: true })).toHaveValue('Bonjour'),
    control: (page) => dialogOf(page, CONTACT).getByRole('button', { name: 'Envoyer' }),
  },
  {
    call: 'GET /siteconfiguration/rgpd',
    request: { method: 'GET', path: '/siteconfiguration/rgpd' },
    screen: 'data protection',
    answer: 'html',
    address: '/#/',
    setup: (page) => button(page, 'Se connecter').waitFor(),
    act: async (page) => {
      // The text is fetched once per page life: each cell starts from a new page.
      await page.reload();
      await button(page, 'Données Personnelles').click();
    },
    // The notice the app carries stays (SPEC §2 Footer).
    expect: byFault(logged('Texte de protection des données non chargé')),
    kept: (page) =>
      expect(dialogOf(page, 'Données Personnelles')).toContainText('Conformément au règlement'),
  },
  {
    call: 'POST /commands/calendar',
    request: { method: 'POST', path: '/commands/calendar' },
    screen: 'calendar purchase',
    answer: 'record',
    address: '/#/calendrier',
    setup: async (page) => {
      for (const [label, value] of [
        ['Nom', 'Durand'],
        ['Prénom', 'Alice'],
        ['E-mail', 'alice.durand@exemple.fr'],
        ['Numéro', '12'],
        ['Rue', 'rue de la Caserne'],
        ['Code postal', '35000'],
        ['Ville', 'Rennes'],
        ['Numéro de souche', '42'],
      ]) {
        await field(page, label).fill(value);
      }
    },
    act: async (page) => {
      await tickCaptcha(page);
      await button(page, 'Payer').click();
    },
    expect: byFault(message(ORDER_FAILED)),
    kept: (page) => keeps(page, 'Numéro de souche', '42'),
    control: (page) => button(page, 'Payer'),
  },
  {
    call: 'POST /auth/validate?token=',
    request: { method: 'POST', path: '/auth/validate?token' },
    screen: 'e-mail validation',
    answer: 'record',
    address: VALIDATION,
    expect: byFault(
      errorState("La validation n'a pas pu aboutir : le serveur ne répond pas pour le moment."),
      {
        '404': message("Le token fourni n'a pas pu être validé"),
        '403': message("Le token fourni n'a pas pu être validé"),
      },
    ),
  },
  {
    call: 'GET /resources/cotisation?token=',
    request: { method: 'GET', path: '/resources/cotisation?token' },
    screen: 'e-mail validation (dues)',
    answer: 'list',
    address: VALIDATION,
    expect: byFault(errorState('Impossible de charger le paiement de la cotisation'), {
      // Nothing to pay: the member goes home (SPEC §8).
      '404': message('Aucune cotisation à payer'),
    }),
  },
  {
    call: 'GET /resources/{id}/file?token=',
    request: { method: 'GET', path: '/resources/:id/file?token' },
    screen: 'e-mail validation (dues)',
    answer: 'file',
    address: VALIDATION,
    // A due's picture is decoration: the due, its price and Payer stay.
    expect: byFault(quiet(/^Cotisation \w+ \d{4}$/)),
    control: (page) => button(page, 'Payer'),
  },
  {
    call: 'POST /commands/adhesion?token=',
    request: { method: 'POST', path: '/commands/adhesion?token' },
    screen: 'e-mail validation (dues)',
    answer: 'record',
    address: VALIDATION,
    setup: (page) => button(page, 'Payer').waitFor(),
    act: (page) => button(page, 'Payer').click(),
    expect: byFault(message(ORDER_FAILED)),
    kept: (page) => expect(page.getByRole('heading', { name: /^Cotisation / })).toBeVisible(),
    control: (page) => button(page, 'Payer'),
  },
  {
    call: 'GET /users/{id}/unsecure?token=',
    request: { method: 'GET', path: '/users/:id/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    address: RENEWAL,
    expect: byFault(errorState("Le compte n°8 n'a pas pu être trouvé"), {
      '404': message('Vous avez changé votre email.'),
    }),
  },
  {
    call: 'GET {address link}/unsecure?token=',
    request: { method: 'GET', path: '/users/:id/address/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    address: RENEWAL,
    // No address yet: the member types it.
    expect: byFault(message(ADDRESS_ERROR), { '404': quiet("Enregistrer l'adresse") }),
  },
  {
    call: 'POST /addresses/unsecure?token=',
    request: { method: 'POST', path: '/addresses/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    address: RENEWAL,
    setup: async (page) => {
      await button(page, "Modifier l'adresse").click();
      await field(page, 'Ville').fill('Cesson-Sévigné');
    },
    act: (page) => button(page, "Enregistrer l'adresse").click(),
    // The save went through: what was typed stands for the fields the answer lacks.
    expect: byFault(message(ADDRESS_ERROR), { 'missing-fields': done('Adresse enregistrée') }),
    kept: (page) => keeps(page, 'Ville', 'Cesson-Sévigné'),
    control: (page) => button(page, "Enregistrer l'adresse"),
  },
  {
    call: 'PATCH /users/{id}/unsecure?token=',
    request: { method: 'PATCH', path: '/users/:id/unsecure?token' },
    screen: 'renewal',
    answer: 'record',
    address: RENEWAL,
    setup: async (page) => {
      await expect(button(page, 'Valider')).toBeEnabled();
      await field(page, 'Téléphone').fill('0611223344');
    },
    act: (page) => button(page, 'Valider').click(),
    expect: byFault(message('Erreur lors de la mise à jour'), {
      // The answer's fields only complete what was sent: the dues follow.
      'missing-fields': done('Informations enregistrées'),
    }),
    kept: (page) => keeps(page, 'Téléphone', '0611223344'),
    control: (page) => button(page, 'Valider'),
  },

  // Signed in: the members' area.
  {
    call: 'GET /commissions?size=25',
    request: { method: 'GET', path: '/commissions?size=25' },
    screen: 'home (menus)',
    as: 'member',
    answer: 'list',
    address: '/#/',
    expect: byFault(logged('Chargement des commissions impossible')),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'home (user menu)',
    as: 'member',
    answer: 'record',
    address: '/#/',
    // The user menu keeps the e-mail (CONTRACT §5).
    expect: byFault(logged('Chargement du nom de la personne impossible')),
  },
  {
    call: 'GET /news',
    request: { method: 'GET', path: '/news' },
    screen: 'home',
    as: 'member',
    answer: 'list',
    address: '/#/',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      // Light items: each opens with Lire la suite (SPEC §4).
      'missing-fields': quiet('Lire la suite'),
    }),
  },
  {
    call: 'GET /news/{id}',
    request: { method: 'GET', path: '/news/:id' },
    screen: 'home (Lire la suite)',
    as: 'member',
    answer: 'record',
    address: '/#/',
    // The list comes light (without texts), as SPEC §4 allows.
    given: [{ method: 'GET', path: '/news', fault: 'missing-fields' }],
    setup: (page) =>
      page
        .getByRole('button', { name: /^Lire la suite/ })
        .first()
        .waitFor(),
    act: (page) =>
      page
        .getByRole('button', { name: /^Lire la suite/ })
        .first()
        .click(),
    // A failed detail stays a bare record in the cache (SPEC §4); Lire la suite stays.
    expect: byFault(logged(/Chargement de l'élément \d+ impossible/), {
      'missing-fields': quiet('Lire la suite'),
    }),
    control: (page) => page.getByRole('button', { name: /^Lire la suite/ }).first(),
  },
  {
    call: 'GET /resources?search=commission==',
    request: { method: 'GET', path: '/resources?search=commission*' },
    screen: 'commission',
    as: 'member',
    answer: 'list',
    address: '/#/commission/sport',
    expect: byFault(errorState("Les ressources n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /news?search=commission==',
    request: { method: 'GET', path: '/news?search=commission*' },
    screen: 'commission',
    as: 'member',
    answer: 'list',
    address: '/#/commission/sport',
    expect: byFault(errorState("Les informations n'ont pas pu être chargées."), {
      'missing-fields': quiet('Lire la suite'),
    }),
  },
  {
    call: 'GET /resources/{id}/file',
    request: { method: 'GET', path: '/resources/:id/file' },
    screen: 'commission',
    as: 'member',
    answer: 'file',
    address: '/#/commission/sport',
    expect: byFault(quiet(SWEAT.name)),
  },
  {
    call: 'GET /resources/{id}',
    request: { method: 'GET', path: '/resources/:id' },
    screen: 'reservation',
    as: 'member',
    answer: 'record',
    address: `/#/reservation/${SWEAT.id}`,
    expect: byFault(errorState("Cette ressource n'a pas pu être chargée.")),
  },
  {
    call: 'GET /reservations?search=resource.id==',
    request: { method: 'GET', path: '/reservations?search=resource.id*' },
    screen: 'reservation',
    as: 'member',
    answer: 'list',
    // The mobil-home counts its units: its days are read before anything is booked.
    address: '/#/reservation/10',
    expect: byFault(errorState(/Les disponibilités n'ont pas pu être chargées/), {
      'no-embedded': quiet('Ajouter au panier'),
    }),
  },
  {
    call: 'GET /resources/{id} (cart read again)',
    request: { method: 'GET', path: '/resources/:id' },
    screen: 'cart',
    as: 'member',
    answer: 'record',
    address: `/#/reservation/${SWEAT.id}`,
    setup: async (page) => {
      await button(page, 'Ajouter au panier').click();
      await dialogOf(page, 'Dernier élément ajouté au panier')
        .getByRole('button', { name: 'Aller au panier' })
        .click();
      await button(page, 'Commander').waitFor();
    },
    // The cart reads its resources again each time it is opened: a reload opens it afresh.
    act: async (page) => {
      await page.reload();
    },
    expect: byFault(errorState(/Le panier n'a pas pu être vérifié/), {
      '404': quiet("Cette ressource n'est plus proposée"),
    }),
  },
  {
    call: 'POST /commands',
    request: { method: 'POST', path: '/commands' },
    screen: 'cart',
    as: 'member',
    answer: 'record',
    address: `/#/reservation/${SWEAT.id}`,
    setup: async (page) => {
      await button(page, 'Ajouter au panier').click();
      await dialogOf(page, 'Dernier élément ajouté au panier')
        .getByRole('button', { name: 'Aller au panier' })
        .click();
    },
    act: (page) => button(page, 'Commander').click(),
    expect: byFault(message(ORDER_FAILED)),
    kept: (page) =>
      expect(page.getByRole('cell', { name: SWEAT.name }).first()).toBeVisible({ timeout: 1_000 }),
    control: (page) => button(page, 'Commander'),
  },
  {
    call: 'GET /commands?search=person.id==',
    request: { method: 'GET', path: '/commands?search=person.id*' },
    screen: 'own orders',
    as: 'member',
    answer: 'list',
    address: '/#/myCommands/1',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /commands/{id}',
    request: { method: 'GET', path: '/commands/:id' },
    screen: 'order',
    as: 'member',
    answer: 'record',
    address: '/#/command/1',
    // The backend refuses an order that is not the member's: the screen says so, nothing to retry.
    expect: byFault(errorState("Cette commande n'a pas pu être chargée."), {
      '403': quiet('Accès refusé'),
    }),
  },
  {
    call: 'GET /albums',
    request: { method: 'GET', path: '/albums' },
    screen: 'photos',
    as: 'member',
    answer: 'list',
    address: '/#/photos',
    expect: byFault(errorState("Les albums n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /albums/{id}/photos',
    request: { method: 'GET', path: '/albums/:id/photos' },
    screen: 'photos (album)',
    as: 'member',
    answer: 'list',
    address: `/#/photos?album=${CROSS_ALBUM}`,
    expect: byFault(errorState("Les photos de cet album n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /photos/{id}/file',
    request: { method: 'GET', path: '/photos/:id/file' },
    screen: 'photos (album)',
    as: 'member',
    answer: 'file',
    address: `/#/photos?album=${CROSS_ALBUM}`,
    expect: byFault(quiet('Image indisponible')),
  },
  {
    call: 'GET /documents',
    request: { method: 'GET', path: '/documents' },
    screen: 'documents',
    as: 'member',
    answer: 'list',
    address: '/#/documents',
    expect: byFault(errorState("Les documents n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /documents/{id}/file',
    request: { method: 'GET', path: '/documents/:id/file' },
    screen: 'documents',
    as: 'member',
    answer: 'file',
    address: '/#/documents',
    setup: (page) =>
      page
        .getByRole('button', { name: /^Télécharger / })
        .first()
        .waitFor(),
    act: (page) =>
      page
        .getByRole('button', { name: /^Télécharger / })
        .first()
        .click(),
    expect: byFault(message("Le document n'a pas pu être téléchargé.")),
    control: (page) => page.getByRole('button', { name: /^Télécharger / }).first(),
  },
  {
    call: 'GET /partners',
    request: { method: 'GET', path: '/partners' },
    screen: 'partners',
    as: 'member',
    answer: 'list',
    address: '/#/partners',
    expect: byFault(errorState("Les partenaires n'ont pas pu être chargés.")),
  },
  {
    call: 'GET /users/{id}',
    request: { method: 'GET', path: '/users/:id' },
    screen: 'own account',
    as: 'member',
    answer: 'record',
    address: '/#/accountWrapper/1',
    expect: byFault(errorState("Ce compte n'a pas pu être chargé.")),
  },
  {
    call: 'PATCH /users/{id}',
    request: { method: 'PATCH', path: '/users/:id' },
    screen: 'own account',
    as: 'member',
    answer: 'record',
    address: '/#/accountWrapper/1',
    setup: (page) => field(page, 'Téléphone').fill('0699887766'),
    act: (page) => button(page, 'Enregistrer').click(),
    // SPEC §8: every failure of a profile update says this.
    expect: byFault(message("L'e-mail choisi est déjà utilisé"), {
      'missing-fields': done('Utilisateur Jeanne Martin correctement mis à jour'),
    }),
    kept: (page) => keeps(page, 'Téléphone', '0699887766'),
    control: (page) => button(page, 'Enregistrer'),
  },
  {
    call: 'GET /users/{id}/address',
    request: { method: 'GET', path: '/users/:id/address' },
    screen: 'own account',
    as: 'member',
    answer: 'record',
    address: '/#/accountWrapper/1',
    expect: byFault(errorState("L'adresse n'a pas pu être chargée."), {
      // No address yet: the member types it.
      '404': quiet("Enregistrer l'adresse"),
    }),
  },
  {
    call: 'POST /addresses',
    request: { method: 'POST', path: '/addresses' },
    screen: 'own account',
    as: 'member',
    answer: 'record',
    address: '/#/accountWrapper/1',
    setup: async (page) => {
      await button(page, "Modifier l'adresse").click();
      await field(page, 'Ville').fill('Cesson-Sévigné');
    },
    act: (page) => button(page, "Enregistrer l'adresse").click(),
    // The save went through: what was typed stands for the fields the answer lacks.
    expect: byFault(message(ADDRESS_ERROR), { 'missing-fields': done('Adresse enregistrée') }),
    kept: (page) => keeps(page, 'Ville', 'Cesson-Sévigné'),
    control: (page) => button(page, "Enregistrer l'adresse"),
  },

  // Signed in: the calendar team.
  {
    call: 'GET /commands/calendar?search=date==',
    request: { method: 'GET', path: '/commands/calendar?search=date*' },
    screen: 'calendar ledger',
    as: 'calendarAdmin',
    answer: 'list',
    address: '/#/management/commissions/calendars',
    expect: byFault(errorState("Les commandes n'ont pas pu être chargées.")),
  },
  {
    call: 'GET /commands/calendar/{externalIdentifier}',
    request: { method: 'GET', path: '/commands/calendar/:externalIdentifier' },
    screen: 'calendar order details',
    as: 'calendarAdmin',
    answer: 'record',
    address: `/#/management/commissions/calendarCommandDetails/${calendarOrder}`,
    expect: byFault(errorState("La commande n'a pas pu être chargée."), {
      '404': errorState('Commande introuvable'),
    }),
  },

  // The administration.
  ...ADMIN_FAULT_ROWS,
];

/**
 * The screens and dialogs of tests/e2e/screens.ts that have no row, and why. A screen there is
 * covered by the rows whose `screen` is its name (or its name and a precision in brackets).
 */
export const WITHOUT_ROWS: Record<string, string> = {
  'calendar code': 'no call: the QR code is drawn from the address',
  'refused administration (member)': 'no call: refused before anything is requested',
  'home (member)': "the home of 'home', for another role",
  'home (commission administrator)': "the home of 'home', for another role",
  'home (persons administrator)': "the home of 'home', for another role",
  'order payment return': 'no call: the payment result is in the address',
  'unknown address': 'no call',
  'cart recap': 'no call: the cart is kept in the browser',
  'user menu': 'no call of its own (the name is the row home (user menu))',
  'photo viewer': "its images are the album's GET /photos/{id}/file (row photos (album))",
  'contact, filled (captcha shown)': 'the row contact',
  'data protection (calendar purchase)': 'the same call as the row data protection',
  'demo mailbox': 'the demo’s own panel: it reads the embedded backend, not the API',
  'demo mailbox (signed in)': 'the demo’s own panel: it reads the embedded backend, not the API',
  ...ADMIN_WITHOUT_ROWS,
};
