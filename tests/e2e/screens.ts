import type { Locator, Page } from '@playwright/test';
import { NewsList, PersonsList, PhotosAdmin } from './pages/admin-lists';
import { type DemoAccount, userMenu } from './pages/login-page';
import { expandNavbar } from './pages/screen-walk';
import { VISITOR } from './pages/contact';

/** A screen the browser tests walk through: its address, and who is signed in (none: public). */
export interface ScreenEntry {
  name: string;
  /** The address after the origin, hash included: `/#/calendrier`. */
  path: string;
  as?: DemoAccount;
}

// The seed numbers the calendar orders of the current year (src/mocks/backend/seed.ts).
const calendarOrder = `cal-${new Date().getFullYear()}-0001`;
// The super administrator's person id in the seed: their own account page.
const superAdminId = 4;

/**
 * Every screen of the app, once. A new screen joins the layout checks with one line here; the
 * super administrator sees every menu, so the widest navigation bar, on the signed-in screens.
 */
export const SCREENS: ScreenEntry[] = [
  // Public.
  { name: 'login', path: '/#/' },
  { name: 'calendar purchase', path: '/#/calendrier' },
  { name: 'calendar code', path: '/#/calendrier/code/ABC' },
  { name: 'e-mail validation', path: '/#/validateorsubscribe?token=x' },
  { name: 'renewal', path: '/#/renewsubscription?token=x&userid=8' },
  { name: 'card check at the door', path: '/#/verification/ABC' },
  { name: 'accessibility statement', path: '/#/accessibilite' },

  // Signed in: each demo role's own navigation bar, and a refusal.
  { name: 'home (member)', path: '/#/', as: 'member' },
  { name: 'refused administration (member)', path: '/#/management/persons', as: 'member' },
  { name: 'home (commission administrator)', path: '/#/', as: 'commission' },
  { name: 'home (persons administrator)', path: '/#/', as: 'persons' },
  { name: 'home', path: '/#/', as: 'admin' },
  { name: 'site map', path: '/#/plan-du-site', as: 'admin' },
  { name: 'own account', path: `/#/accountWrapper/${superAdminId}`, as: 'admin' },
  { name: 'calendar ledger', path: '/#/management/commissions/calendars', as: 'calendar' },
  {
    name: 'calendar campaign',
    path: '/#/management/commissions/calendars/campagne',
    as: 'calendar',
  },
  {
    name: 'calendar order details',
    path: `/#/management/commissions/calendarCommandDetails/${calendarOrder}`,
    as: 'calendar',
  },
  { name: 'member card', path: '/#/carte', as: 'admin' },
  { name: 'calendar tour', path: '/#/tournee?souche=101', as: 'admin' },
  { name: 'photos', path: '/#/photos', as: 'admin' },
  { name: 'documents', path: '/#/documents', as: 'admin' },
  { name: 'partners', path: '/#/partners', as: 'admin' },
  { name: 'cart', path: '/#/cart', as: 'admin' },
  { name: 'reservation', path: '/#/reservation/1', as: 'admin' },
  { name: 'commission', path: '/#/commission/sport', as: 'admin' },
  { name: 'own orders', path: `/#/myCommands/${superAdminId}`, as: 'admin' },
  { name: 'order', path: '/#/command/1', as: 'admin' },
  { name: 'order payment return', path: '/#/commandvalidate?payment=success', as: 'admin' },
  { name: 'person', path: '/#/person/1', as: 'admin' },
  { name: 'create a person', path: '/#/createUser', as: 'admin' },
  { name: 'general administration', path: '/#/management/general', as: 'admin' },
  { name: 'news administration', path: '/#/management/news', as: 'admin' },
  { name: 'persons administration', path: '/#/management/persons', as: 'admin' },
  { name: 'photos administration', path: '/#/management/photos', as: 'admin' },
  {
    name: 'photos administration, an album open',
    path: '/#/management/photos?album=2',
    as: 'admin',
  },
  { name: 'orders administration', path: '/#/management/commands', as: 'admin' },
  {
    name: 'commission administration',
    path: '/#/management/commissions/commissionWrapper/sport/2',
    as: 'admin',
  },
  {
    name: 'commission reservations',
    path: '/#/management/commissions/reservations/sport',
    as: 'admin',
  },
  {
    name: 'commission reservations, month with a conflict',
    path: '/#/management/commissions/reservations/loisirs',
    as: 'admin',
  },
  { name: 'waiting person (validation, roles)', path: '/#/person/6', as: 'admin' },
  {
    name: 'persons administration (persons admin)',
    path: '/#/management/persons',
    as: 'persons',
  },
  { name: 'children', path: '/#/management/commissions/children', as: 'admin' },
  { name: 'unknown address', path: '/#/nulle-part', as: 'admin' },
];

/** A dialog, a panel or a menu that opens over a screen: the checks run with it open. */
export interface ModalEntry {
  name: string;
  /** The screen it opens over. */
  path: string;
  as?: DemoAccount;
  /** Opens it (the screen is drawn) and gives it back once it is drawn. */
  open: (page: Page) => Promise<Locator>;
  /** Not a dialog nor a menu (a card on the page): Escape does not close it. */
  staysOpen?: true;
}

/** Clicks `opener`, then gives back `modal` once it is drawn. */
async function openedBy(opener: Locator, modal: Locator): Promise<Locator> {
  await opener.click();
  await modal.waitFor();
  return modal;
}

/** Clicks the button named `opener` and waits for the dialog named `dialog`. */
function dialogOf(opener: string | RegExp, dialog: string | RegExp = opener) {
  return (page: Page) =>
    openedBy(
      page.getByRole('button', { name: opener }),
      page.getByRole('dialog', { name: dialog }),
    );
}

/** Every modal of the app, once. A new one joins the checks with one line here. */
export const MODALS: ModalEntry[] = [
  // Public.
  { name: 'registration', path: '/#/', open: dialogOf('Créer un compte', /^Inscription /) },
  { name: 'recovery', path: '/#/', open: dialogOf('Mot de passe oublié') },
  { name: 'contact', path: '/#/', open: dialogOf('Nous contacter') },
  {
    name: 'contact, filled (captcha shown)',
    path: '/#/',
    open: async (page) => {
      const dialog = await dialogOf('Nous contacter')(page);
      const values = [...VISITOR, ['Message', 'Bonjour'] as const];
      for (const [label, value] of values) {
        await dialog.getByLabel(label, { exact: true }).fill(value);
      }
      await dialog.getByLabel('Je ne suis pas un robot').waitFor();
      return dialog;
    },
  },
  {
    name: 'data protection',
    path: '/#/',
    open: async (page) => {
      const dialog = await dialogOf('Données Personnelles')(page);
      // The server's text, not the notice shown while it loads.
      await dialog.getByText('Protection de vos données personnelles').waitFor();
      return dialog;
    },
  },
  {
    name: 'data protection (calendar purchase)',
    path: '/#/calendrier',
    open: async (page) => {
      await page.getByRole('button', { name: 'Informations sur vos données' }).click();
      const dialog = page.getByRole('dialog', { name: 'Données Personnelles' });
      await dialog.getByText('Protection de vos données personnelles').waitFor();
      return dialog;
    },
  },
  { name: 'demo mailbox', path: '/#/', open: dialogOf(/^Boîte mail \(démo\)/) },

  // Signed in.
  {
    name: 'cart recap',
    path: '/#/',
    as: 'admin',
    open: async (page) => {
      await expandNavbar(page);
      return dialogOf('Panier', 'Dernier élément ajouté au panier')(page);
    },
  },
  {
    name: 'user menu',
    path: '/#/',
    as: 'admin',
    open: async (page) => {
      await expandNavbar(page);
      return openedBy(userMenu(page), page.locator('.dropdown-menu.show'));
    },
  },
  {
    // Long commission names (the walks' data) in the open menu, collapsed or not.
    name: 'commissions menu',
    path: '/#/',
    as: 'admin',
    open: async (page) => {
      await expandNavbar(page);
      return openedBy(page.locator('#menu-commissions'), page.locator('.dropdown-menu.show'));
    },
  },
  {
    name: 'photo viewer',
    path: '/#/photos',
    as: 'admin',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Voir l'album / })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Agrandir / })
        .first()
        .click();
      const viewer = page.getByRole('dialog');
      await viewer.getByRole('img').waitFor();
      return viewer;
    },
  },
  {
    name: 'demo mailbox (signed in)',
    path: '/#/',
    as: 'admin',
    open: dialogOf(/^Boîte mail \(démo\)/),
  },

  // Administration.
  {
    name: 'news editor (rich text)',
    path: '/#/management/news',
    as: 'admin',
    // A card on the page, not a dialog: Escape keeps what was typed.
    staysOpen: true,
    open: async (page) => (await new NewsList(page).create()).form,
  },
  {
    name: 'news deletion confirmation',
    path: '/#/management/news',
    as: 'admin',
    open: (page) => {
      const news = new NewsList(page);
      return openedBy(news.deleteButton('Assemblée générale'), news.deleteDialog);
    },
  },
  {
    name: 'photo deletion confirmation',
    path: '/#/management/photos?album=2',
    as: 'admin',
    open: (page) => {
      const photos = new PhotosAdmin(page);
      return openedBy(photos.deletePhotoButton('Podium'), photos.deletePhotoDialog);
    },
  },
  {
    name: 'document deletion confirmation',
    path: '/#/management/general',
    as: 'admin',
    open: dialogOf("Supprimer Statuts de l'amicale.pdf", 'Supprimer ce document ?'),
  },
  {
    // The tab that paid holds the purchase (sessionStorage): the code screen offers the receipt.
    name: 'calendar receipt offered',
    path: '/#/calendrier/code/ABC',
    staysOpen: true,
    open: async (page) => {
      // As src/features/calendar/kept-purchase.ts keeps an order this tab paid.
      await page.evaluate(() => {
        const purchase = {
          lastName: 'Lefèvre',
          firstName: 'Hélène',
          address: {
            streetNumber: '7',
            streetName: 'rue Haute',
            postalCode: '35000',
            city: 'Rennes',
          },
          amount: 20,
          stubNumber: 1204,
        };
        const today = new Date().toLocaleDateString('sv-SE');
        sessionStorage.setItem(
          'calendarPurchase',
          JSON.stringify({
            paid: [{ reference: 'ABC', paidOn: today, keptAt: Date.now(), purchase }],
          }),
        );
      });
      await page.reload();
      const receipt = page.getByRole('button', { name: 'Télécharger le reçu' });
      await receipt.waitFor();
      return receipt;
    },
  },
  {
    name: 'erasure request',
    path: `/#/accountWrapper/${superAdminId}`,
    as: 'admin',
    open: async (page) => {
      const dialog = await dialogOf(
        'Demander la suppression de mon compte',
        'Supprimer mon compte',
      )(page);
      await dialog.getByLabel('Je ne suis pas un robot').waitFor();
      return dialog;
    },
  },
  {
    name: 'e-mails to copy by hand (clipboard refused)',
    path: '/#/management/persons?etat=remind',
    as: 'admin',
    open: async (page) => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () =>
          Promise.reject(new DOMException('refusé', 'NotAllowedError'));
      });
      const persons = new PersonsList(page);
      return openedBy(persons.copyEmails, persons.emailsDialog);
    },
  },
];
