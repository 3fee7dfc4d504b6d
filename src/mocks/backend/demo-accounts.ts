/**
 * The demo's accounts, written once (README "demo accounts"): the seed creates them, the tests
 * sign in with them, and scripts/check-dist.mjs reads this file as text to make sure none of them
 * ends up in a build for a real backend: keep each value a single-quoted string literal after
 * its key. No imports: the browser tests load this file too.
 */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS = {
  member: {
    email: 'membre@amicale.fr',
    password: 'Membre2026!',
    firstName: 'Jeanne',
    lastName: 'Martin',
  },
  commission: {
    email: 'commission@amicale.fr',
    password: 'Commission2026!',
    firstName: 'Luc',
    lastName: 'Bernard',
  },
  persons: {
    email: 'personnes@amicale.fr',
    password: 'Personnes2026!',
    firstName: 'Claire',
    lastName: 'Petit',
  },
  admin: {
    email: 'admin@amicale.fr',
    password: 'Admin2026!',
    firstName: 'Paul',
    lastName: 'Durand',
  },
  calendar: {
    email: 'calendrier@amicale.fr',
    password: 'Calendrier2026!',
    firstName: 'Marc',
    lastName: 'Leroy',
  },
  /** A firefighter who sells calendars door to door (`calendrier_USER`): the tour, the card. */
  seller: {
    email: 'vendeur@amicale.fr',
    password: 'Vendeur2026!',
    firstName: 'Thomas',
    lastName: 'Lemoine',
  },
  /** E-mail confirmed and dues paid, awaiting an administrator: sign-in refused. */
  waiting: {
    email: 'attente@amicale.fr',
    password: 'Attente2026!',
    firstName: 'Sophie',
    lastName: 'Moreau',
  },
  /** Signed up, never opened the validation link. */
  newcomer: {
    email: 'nouveau@amicale.fr',
    password: 'Nouveau2026!',
    firstName: 'Hugo',
    lastName: 'Lefèvre',
  },
  /** Dues expired: a renewal e-mail waits in the demo mailbox. */
  renewal: {
    email: 'renouvellement@amicale.fr',
    password: 'Renouvellement2026!',
    firstName: 'Nathalie',
    lastName: 'Roux',
  },
  honorary: {
    email: 'honoraire@amicale.fr',
    password: 'Honoraire2026!',
    firstName: 'Bernard',
    lastName: 'Fournier',
  },
  external: {
    email: 'externe@amicale.fr',
    password: 'Externe2026!',
    firstName: 'Amélie',
    lastName: 'Girard',
  },
} as const satisfies Record<string, DemoAccount>;
