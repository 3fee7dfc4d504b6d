import type { DemoAccount } from './pages/login-page';

/** A screen the browser tests walk through: its address, and who is signed in (none: public). */
export interface ScreenEntry {
  name: string;
  /** The address after the origin, hash included: `/#/calendrier`. */
  path: string;
  as?: DemoAccount;
}

// The seed numbers the calendar orders of the current year (src/mocks/seed.ts).
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

  // Signed in.
  { name: 'home', path: '/#/', as: 'superAdmin' },
  { name: 'own account', path: `/#/accountWrapper/${superAdminId}`, as: 'superAdmin' },
  { name: 'calendar ledger', path: '/#/management/commissions/calendars', as: 'calendarAdmin' },
  {
    name: 'calendar order details',
    path: `/#/management/commissions/calendarCommandDetails/${calendarOrder}`,
    as: 'calendarAdmin',
  },
  { name: 'photos', path: '/#/photos', as: 'superAdmin' },
  { name: 'documents', path: '/#/documents', as: 'superAdmin' },
  { name: 'partners', path: '/#/partners', as: 'superAdmin' },
  { name: 'cart', path: '/#/cart', as: 'superAdmin' },
  { name: 'reservation', path: '/#/reservation/1', as: 'superAdmin' },
  { name: 'commission', path: '/#/commission/sport', as: 'superAdmin' },
  { name: 'own orders', path: `/#/myCommands/${superAdminId}`, as: 'superAdmin' },
  { name: 'order', path: '/#/command/1', as: 'superAdmin' },
  { name: 'order payment return', path: '/#/commandvalidate?payment=success', as: 'superAdmin' },
  { name: 'person', path: '/#/person/1', as: 'superAdmin' },
  { name: 'create a person', path: '/#/createUser', as: 'superAdmin' },
  { name: 'general administration', path: '/#/management/general', as: 'superAdmin' },
  { name: 'news administration', path: '/#/management/news', as: 'superAdmin' },
  { name: 'persons administration', path: '/#/management/persons', as: 'superAdmin' },
  { name: 'photos administration', path: '/#/management/photos', as: 'superAdmin' },
  { name: 'orders administration', path: '/#/management/commands', as: 'superAdmin' },
  {
    name: 'commission administration',
    path: '/#/management/commissions/commissionWrapper/sport/2',
    as: 'superAdmin',
  },
  {
    name: 'commission reservations',
    path: '/#/management/commissions/reservations/sport',
    as: 'superAdmin',
  },
  { name: 'children', path: '/#/management/commissions/children', as: 'superAdmin' },
  { name: 'unknown address', path: '/#/nulle-part', as: 'superAdmin' },
];
