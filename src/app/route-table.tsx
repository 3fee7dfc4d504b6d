import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { startEarlyGet } from '@/api/early-get';
import { cardCheckPath } from '@/api/card-check-path';
import { paths } from '@/config/paths';
import {
  type Grants,
  canAdministerCommission,
  canManageCalendar,
  canManageGeneral,
  canManageNews,
  canManagePersons,
  canManagePhotos,
  canSeeCalendarOrder,
  canSeePerson,
  isAdminOfAnyCommission,
} from '@/lib/permissions';

/** Who looks: what the access rules decide on (docs/rules.md#roles-and-permissions). */
export type Viewer = Grants & { userId: number };

/**
 * Who may open a route: anyone, any signed-in person, or a rule of `lib/permissions` (on the
 * viewer and the address's parameters). Written once here: the router guards with it and the
 * navigation bar shows only what it allows.
 */
export type Access = 'public' | 'signed-in' | ((viewer: Viewer, params: Params) => boolean);

type ScreenModule = { Component: ComponentType };

export interface AppRoute {
  path: string;
  access: Access;
  screen: () => Promise<ScreenModule>;
  /**
   * A public screen's first call, started when the app starts on it, beside the fetch of its
   * chunk (src/app/screens.ts): its answer is there sooner.
   */
  early?: (params: Params) => void;
  /** An entry of the navigation bar: a link of the main bar, or an item of 'Administration'. */
  menu?: { group: 'main' | 'admin'; label: string; href: string };
}

/** Loads `name` of a screen module as the route's component. */
function load<M, K extends keyof M>(module: () => Promise<M>, name: K) {
  return async (): Promise<ScreenModule> => ({
    Component: (await module())[name] as ComponentType,
  });
}

const personParam = (params: Params) => Number(params.personId) || 0;
const ownOrPersonsAdmin: Access = (viewer, params) => canSeePerson(viewer, personParam(params));
const commissionAdmin: Access = (viewer, params) =>
  canAdministerCommission(viewer, { technicalName: params.commissionName ?? '' });
const allowedBy =
  (rule: (viewer: Viewer) => boolean): Access =>
  (viewer) =>
    rule(viewer);

/** One row of the table; `menu` puts a route without parameters in a menu of the bar. */
function at(
  route: { path: string; getHref: () => string } | { path: string },
  access: Access,
  screen: () => Promise<ScreenModule>,
  menu?: [group: 'main' | 'admin', label: string],
): AppRoute {
  const entry: AppRoute = { path: route.path, access, screen };
  if (menu && 'getHref' in route) {
    entry.menu = { group: menu[0], label: menu[1], href: route.getHref() };
  }
  return entry;
}

export const appRoutes: AppRoute[] = [
  // Public: no sign-in needed.
  at(paths.calendar, 'public', () => import('@/app/routes/calendar-route')),
  at(
    paths.calendarCode,
    'public',
    load(() => import('@/features/calendar/calendar-code-screen'), 'CalendarCodeScreen'),
  ),
  at(paths.validateOrSubscribe, 'public', () => import('@/app/routes/validate-route')),
  at(paths.renewSubscription, 'public', () => import('@/app/routes/renewal-route')),
  {
    ...at(
      paths.cardCheck,
      'public',
      load(() => import('@/features/card/card-check-screen'), 'CardCheckScreen'),
    ),
    // The verdict's call (src/api/card-check.ts), as the screen makes it.
    early: (params) => startEarlyGet(cardCheckPath(params.code ?? '')),
  },

  // Signed in: the login screen stands in their place until then.
  at(paths.home, 'signed-in', () => import('@/app/routes/home-route'), ['main', 'Accueil']),
  at(paths.photos, 'signed-in', () => import('@/app/routes/photos-route'), ['main', 'Photos']),
  at(paths.documents, 'signed-in', () => import('@/app/routes/documents-route'), [
    'main',
    'Documents',
  ]),
  at(paths.partners, 'signed-in', () => import('@/app/routes/partners-route'), [
    'main',
    'Partenaires',
  ]),
  at(paths.cart, 'signed-in', () => import('@/app/routes/cart-route')),
  at(paths.reservation, 'signed-in', () => import('@/app/routes/reservation-route')),
  at(paths.commission, 'signed-in', () => import('@/app/routes/commission-route')),
  at(paths.myOrders, ownOrPersonsAdmin, () => import('@/app/routes/my-orders-route')),
  at(paths.order, 'signed-in', () => import('@/app/routes/order-route')),
  at(
    paths.orderPaymentReturn,
    'signed-in',
    () => import('@/app/routes/order-payment-return-route'),
  ),
  at(
    paths.memberCard,
    'signed-in',
    load(() => import('@/features/card/member-card-screen'), 'MemberCardScreen'),
  ),
  at(
    paths.calendarTour,
    allowedBy(canSeeCalendarOrder),
    load(() => import('@/features/calendar/calendar-tour-screen'), 'CalendarTourScreen'),
    ['main', 'Tournée des calendriers'],
  ),
  at(paths.account, ownOrPersonsAdmin, () => import('@/app/routes/account-route')),
  at(paths.person, ownOrPersonsAdmin, () => import('@/app/routes/person-route')),
  at(
    paths.createPerson,
    allowedBy(canManagePersons),
    () => import('@/app/routes/create-person-route'),
  ),

  // Administration.
  at(
    paths.manageGeneral,
    allowedBy(canManageGeneral),
    () => import('@/app/routes/manage-general-route'),
    ['admin', 'Générale'],
  ),
  at(paths.manageNews, allowedBy(canManageNews), () => import('@/app/routes/manage-news-route'), [
    'admin',
    'Informations',
  ]),
  at(
    paths.managePersons,
    allowedBy(canManagePersons),
    () => import('@/app/routes/manage-persons-route'),
    ['admin', 'Personnes'],
  ),
  at(
    paths.managePhotos,
    allowedBy(canManagePhotos),
    () => import('@/app/routes/manage-photos-route'),
    ['admin', 'Photos'],
  ),
  at(
    paths.manageOrders,
    allowedBy(isAdminOfAnyCommission),
    () => import('@/app/routes/manage-orders-route'),
    ['admin', 'Commandes'],
  ),
  at(
    paths.manageCalendars,
    allowedBy(canManageCalendar),
    load(() => import('@/features/calendar/calendar-orders-screen'), 'CalendarOrdersScreen'),
  ),
  at(
    paths.calendarOrderDetails,
    allowedBy(canSeeCalendarOrder),
    load(() => import('@/features/calendar/calendar-order-screen'), 'CalendarOrderScreen'),
  ),
  at(paths.manageCommission, commissionAdmin, () => import('@/app/routes/manage-commission-route')),
  at(
    paths.manageReservations,
    commissionAdmin,
    () => import('@/app/routes/manage-reservations-route'),
  ),
  at(
    paths.manageChildren,
    // Children and their parents' phones come from the persons list: for those who may read it.
    allowedBy(canManagePersons),
    () => import('@/app/routes/manage-children-route'),
    ['admin', 'Enfants'],
  ),

  // Signed out, an unknown address shows the login screen; signed in, 'Page introuvable'.
  at({ path: '*' }, 'signed-in', () => import('@/app/routes/not-found-route')),
];

/** May `viewer` open `route` (with these address parameters)? */
export function allows(access: Access, viewer: Viewer | null, params: Params = {}): boolean {
  if (access === 'public') return true;
  if (!viewer) return false;
  return access === 'signed-in' || access(viewer, params);
}

/** The navigation bar's entries of `group` that `viewer` may open, in the table's order. */
export function menuEntries(group: 'main' | 'admin', viewer: Viewer) {
  return appRoutes
    .filter((route) => route.menu?.group === group && allows(route.access, viewer))
    .map((route) => route.menu as NonNullable<AppRoute['menu']>);
}
