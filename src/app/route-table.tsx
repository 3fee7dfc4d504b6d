import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { paths } from '../config/paths';
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
} from '../lib/permissions';

/** Who looks: what SPEC §6 decides on. */
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
  /** An entry of the navigation bar: a link of the main bar, or an item of 'Administration'. */
  menu?: { group: 'main' | 'admin'; label: string; href: string };
}

/** What a protected route hands its layout (React Router's `handle`). */
export interface RouteHandle {
  access: Access;
}

/** Loads `name` of a screen module as the route's component. */
function load<M, K extends keyof M>(module: () => Promise<M>, name: K) {
  return async (): Promise<ScreenModule> => ({
    Component: (await module())[name] as ComponentType,
  });
}

const personParam = (params: Params) => Number(params.personId) || 0;

export const appRoutes: AppRoute[] = [
  // Public: no sign-in needed (SPEC §6).
  {
    path: paths.calendar.path,
    access: 'public',
    screen: () => import('./routes/calendar-route'),
  },
  {
    path: paths.calendarCode.path,
    access: 'public',
    screen: load(() => import('../features/calendar/calendar-code-screen'), 'CalendarCodeScreen'),
  },
  {
    path: paths.validateOrSubscribe.path,
    access: 'public',
    screen: () => import('./routes/validate-route'),
  },
  {
    path: paths.renewSubscription.path,
    access: 'public',
    screen: () => import('./routes/renewal-route'),
  },

  // Signed in: the login screen stands in their place until then.
  {
    path: paths.home.path,
    access: 'signed-in',
    screen: () => import('./routes/home-route'),
    menu: { group: 'main', label: 'Accueil', href: paths.home.getHref() },
  },
  {
    path: paths.photos.path,
    access: 'signed-in',
    screen: () => import('./routes/photos-route'),
    menu: { group: 'main', label: 'Photos', href: paths.photos.getHref() },
  },
  {
    path: paths.documents.path,
    access: 'signed-in',
    screen: () => import('./routes/documents-route'),
    menu: { group: 'main', label: 'Documents', href: paths.documents.getHref() },
  },
  {
    path: paths.partners.path,
    access: 'signed-in',
    screen: () => import('./routes/partners-route'),
    menu: { group: 'main', label: 'Partenaires', href: paths.partners.getHref() },
  },
  { path: paths.cart.path, access: 'signed-in', screen: () => import('./routes/cart-route') },
  {
    path: paths.reservation.path,
    access: 'signed-in',
    screen: () => import('./routes/reservation-route'),
  },
  {
    path: paths.commission.path,
    access: 'signed-in',
    screen: () => import('./routes/commission-route'),
  },
  {
    path: paths.myCommands.path,
    access: (viewer, params) => canSeePerson(viewer, personParam(params)),
    screen: () => import('./routes/my-commands-route'),
  },
  {
    path: paths.command.path,
    access: 'signed-in',
    screen: () => import('./routes/command-route'),
  },
  {
    path: paths.commandValidate.path,
    access: 'signed-in',
    screen: () => import('./routes/command-validate-route'),
  },
  {
    path: paths.account.path,
    access: (viewer, params) => canSeePerson(viewer, personParam(params)),
    screen: () => import('./routes/account-route'),
  },
  {
    path: paths.person.path,
    access: (viewer, params) => canSeePerson(viewer, personParam(params)),
    screen: () => import('./routes/person-route'),
  },
  {
    path: paths.createUser.path,
    access: (viewer) => canManagePersons(viewer),
    screen: () => import('./routes/create-user-route'),
  },

  // Administration (SPEC §6).
  {
    path: paths.manageGeneral.path,
    access: (viewer) => canManageGeneral(viewer),
    screen: () => import('./routes/manage-general-route'),
    menu: { group: 'admin', label: 'Générale', href: paths.manageGeneral.getHref() },
  },
  {
    path: paths.manageNews.path,
    access: (viewer) => canManageNews(viewer),
    screen: () => import('./routes/manage-news-route'),
    menu: { group: 'admin', label: 'Informations', href: paths.manageNews.getHref() },
  },
  {
    path: paths.managePersons.path,
    access: (viewer) => canManagePersons(viewer),
    screen: () => import('./routes/manage-persons-route'),
    menu: { group: 'admin', label: 'Personnes', href: paths.managePersons.getHref() },
  },
  {
    path: paths.managePhotos.path,
    access: (viewer) => canManagePhotos(viewer),
    screen: () => import('./routes/manage-photos-route'),
    menu: { group: 'admin', label: 'Photos', href: paths.managePhotos.getHref() },
  },
  {
    path: paths.manageCommands.path,
    access: (viewer) => isAdminOfAnyCommission(viewer),
    screen: () => import('./routes/manage-commands-route'),
  },
  {
    path: paths.manageCalendars.path,
    access: (viewer) => canManageCalendar(viewer),
    screen: load(
      () => import('../features/calendar/calendar-orders-screen'),
      'CalendarOrdersScreen',
    ),
  },
  {
    path: paths.calendarCommandDetails.path,
    access: (viewer) => canSeeCalendarOrder(viewer),
    screen: load(() => import('../features/calendar/calendar-order-screen'), 'CalendarOrderScreen'),
  },
  {
    path: paths.manageCommission.path,
    access: (viewer, params) =>
      canAdministerCommission(viewer, { technicalName: params.commissionName ?? '' }),
    screen: () => import('./routes/manage-commission-route'),
  },
  {
    path: paths.manageReservations.path,
    access: (viewer, params) =>
      canAdministerCommission(viewer, { technicalName: params.commissionName ?? '' }),
    screen: () => import('./routes/manage-reservations-route'),
  },
  {
    path: paths.manageChildren.path,
    access: (viewer) => isAdminOfAnyCommission(viewer),
    screen: () => import('./routes/manage-children-route'),
  },

  // Signed out, an unknown address shows the login screen (SPEC §2); signed in, 'Page introuvable'.
  { path: '*', access: 'signed-in', screen: () => import('./routes/not-found-route') },
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
