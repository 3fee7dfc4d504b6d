import { paths } from '@/config/paths';
import { adminRoutes } from '@/features/admin/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { cardRoutes } from '@/features/card/routes';
import { cartRoutes } from '@/features/cart/routes';
import { commissionsRoutes } from '@/features/commissions/routes';
import { documentsRoutes } from '@/features/documents/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { partnersRoutes } from '@/features/partners/routes';
import { photosRoutes } from '@/features/photos/routes';
import { registrationRoutes } from '@/features/registration/routes';
import {
  type AppRoute,
  type MenuGroup,
  type Viewer,
  allowedBy,
  menuEntries,
  ownOrPersonsAdmin,
  route,
  screenFrom,
} from '@/lib/routes';
import {
  administeredCommissions,
  canManagePersons,
  canSeeGenericCommission,
} from '@/lib/permissions';
import type { Commission } from '@/api/schemas/commission';
import type { SessionState } from '@/stores/session';

/**
 * The screens that src/app composes of several features (a feature never imports another): each
 * file of src/app/routes renders one feature's screen with what others lend it.
 */
const composedRoutes: AppRoute[] = [
  // The calendar purchase, the public's first contact (a QR code on the calendar, often on a
  // phone line), comes painted in its own page (/calendrier), which asks for this chunk beside the
  // first script (docs/architecture.md#pages-painted-before-the-script): no other screen's first
  // load carries it.
  route(paths.calendar, 'public', () => import('@/app/routes/calendar-route')),
  route(paths.validateOrSubscribe, 'public', () => import('@/app/routes/validate-route')),
  route(paths.renewSubscription, 'public', () => import('@/app/routes/renewal-route')),
  // Public: open signed in and signed out alike (public routes stand outside the protected layout).
  route(paths.accessibility, 'public', () => import('@/app/routes/accessibility-route')),
  route(paths.home, 'signed-in', () => import('@/app/routes/home-route'), ['main', 'Accueil', 10]),
  // Every page the bar offers, read from the same menus: the bar's and the features' entries.
  route(paths.siteMap, 'signed-in', () => import('@/app/routes/site-map-route')),
  route(paths.account, ownOrPersonsAdmin, () => import('@/app/routes/account-route')),
  route(paths.person, ownOrPersonsAdmin, () => import('@/app/routes/person-route')),
  route(
    paths.managePersons,
    allowedBy(canManagePersons),
    () => import('@/app/routes/manage-persons-route'),
    ['admin', 'Personnes', 30],
  ),
];

/**
 * Every address of the app: each feature declares its own routes and menu entries
 * (docs/architecture.md#features-and-routes), composed here.
 */
export const appRoutes: AppRoute[] = [
  ...composedRoutes,
  ...calendarRoutes,
  ...cardRoutes,
  ...photosRoutes,
  ...documentsRoutes,
  ...partnersRoutes,
  ...cartRoutes,
  ...commissionsRoutes,
  ...ordersRoutes,
  ...registrationRoutes,
  ...adminRoutes,
  // Signed out, an unknown address shows the login screen; signed in, 'Page introuvable'.
  route(
    { path: '*' },
    'signed-in',
    screenFrom(() => import('@/components/status-screens'), 'NotFound'),
  ),
];

/** The navigation bar's entries of `group` that `viewer` may open, in their menu's order. */
export function appMenu(group: MenuGroup, viewer: Viewer) {
  return menuEntries(appRoutes, group, viewer);
}

/** Who the signed-in person is, as the access rules and the menus read it from the session. */
export const viewerOf = (state: SessionState): Viewer => ({
  roles: state.roles,
  subscriptions: state.subscriptions,
  userId: state.userId,
});

export interface MenuItem {
  label: string;
  href: string;
}

/**
 * What `viewer` may open, menu by menu: read by the navigation bar and by the site map alike, so
 * that both always list the same pages (docs/accessibility.md#site-map). Every entry is decided
 * by lib/permissions; `commissions` is the list as it has come (empty until then).
 */
export function siteMenuOf(viewer: Viewer, commissions: readonly Commission[]) {
  const [home, ...links] = appMenu('main', viewer);
  return {
    home,
    /** The main bar's entries after `Accueil`. */
    links,
    /** `Administration de Commission`: the commissions this person administers. */
    administered: administeredCommissions(viewer, commissions).map((commission): MenuItem => ({
      label: commission.name,
      href: paths.manageCommission.getHref(commission.technicalName, commission.id),
    })),
    /** `Administration`. */
    admin: appMenu('admin', viewer),
    /** `Commissions`: the generic commissions this person's memberships open. */
    commissions: commissions
      .filter((commission) => canSeeGenericCommission(viewer, commission))
      .map((commission): MenuItem => ({
        label: commission.name,
        href: paths.commission.getHref(commission.technicalName),
      })),
    /** The user menu's pages, the person's own. */
    own: [
      { label: 'Mon Compte', href: paths.account.getHref(viewer.userId) },
      { label: 'Mes commandes', href: paths.myOrders.getHref(viewer.userId) },
      { label: 'Ma carte de membre', href: paths.memberCard.getHref() },
    ] satisfies MenuItem[],
    managesPersons: canManagePersons(viewer),
  };
}
