import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { type Grants, canAdministerCommission, canSeePerson } from './permissions';

/** Who looks: what the access rules decide on (docs/rules.md#roles-and-permissions). */
export type Viewer = Grants & { userId: number };

/**
 * Who may open a route: anyone, any signed-in person, or a rule of `lib/permissions` (on the
 * viewer and the address's parameters). Written once, on the route: the router guards with it
 * and the navigation bar shows only what it allows.
 */
export type Access = 'public' | 'signed-in' | ((viewer: Viewer, params: Params) => boolean);

export interface ScreenModule {
  Component: ComponentType;
}

/** The navigation bar's menus: the main bar, and the items of 'Administration'. */
export type MenuGroup = 'main' | 'admin';

/**
 * One address of the app, as the feature that owns its screen declares it
 * (docs/architecture.md#features-and-routes).
 */
export interface AppRoute {
  path: string;
  access: Access;
  /** The screen's chunk, fetched when the screen is first shown. */
  screen: () => Promise<ScreenModule>;
  /**
   * A public front door's screen, which comes with the first script instead of a chunk of its own
   * (the calendar purchase, the card check at a door): the page paints it in one round.
   */
  frontDoor?: ComponentType;
  /**
   * A public screen's first call, started when the app starts on it, beside the fetch of its
   * chunk (src/app/screens.ts): its answer is there sooner.
   */
  early?: (params: Params) => void;
  /** An entry of the navigation bar; `rank` orders a menu's entries, whichever module gives them. */
  menu?: { group: MenuGroup; label: string; href: string; rank: number };
}

/** Loads the export `name` of a screen's module as the route's screen. */
export function screenFrom<M, K extends keyof M>(module: () => Promise<M>, name: K) {
  return async (): Promise<ScreenModule> => ({
    Component: (await module())[name] as ComponentType,
  });
}

/**
 * One route: an address of `paths` (`config/paths`), who may open it, its screen, and for an
 * address without parameters, its place in a menu.
 */
export function route(
  address: { path: string; getHref: () => string } | { path: string },
  access: Access,
  screen: () => Promise<ScreenModule>,
  menu?: [group: MenuGroup, label: string, rank: number],
): AppRoute {
  const entry: AppRoute = { path: address.path, access, screen };
  if (menu && 'getHref' in address) {
    entry.menu = { group: menu[0], label: menu[1], href: address.getHref(), rank: menu[2] };
  }
  return entry;
}

/** A public screen that comes with the first script (`AppRoute.frontDoor`). */
export function frontDoor(address: { path: string }, Component: ComponentType): AppRoute {
  return {
    path: address.path,
    access: 'public',
    screen: async () => ({ Component }),
    frontDoor: Component,
  };
}

/** A rule on the viewer alone, as a route's access. */
export const allowedBy =
  (rule: (viewer: Viewer) => boolean): Access =>
  (viewer) =>
    rule(viewer);

const personParam = (params: Params) => Number(params.personId) || 0;

/** A person's own screens: themself, and persons administrators. */
export const ownOrPersonsAdmin: Access = (viewer, params) =>
  canSeePerson(viewer, personParam(params));

/** A commission's administration: its ADMINs and SUPER-ADMINs. */
export const commissionAdmin: Access = (viewer, params) =>
  canAdministerCommission(viewer, { technicalName: params.commissionName ?? '' });

/** May `viewer` open a route of this access (with these address parameters)? */
export function allows(access: Access, viewer: Viewer | null, params: Params = {}): boolean {
  if (access === 'public') return true;
  if (!viewer) return false;
  return access === 'signed-in' || access(viewer, params);
}

/** The menu entries of `group` that `viewer` may open, by rank. */
export function menuEntries(routes: readonly AppRoute[], group: MenuGroup, viewer: Viewer) {
  return routes
    .filter((entry) => entry.menu?.group === group && allows(entry.access, viewer))
    .map((entry) => entry.menu as NonNullable<AppRoute['menu']>)
    .sort((a, b) => a.rank - b.rank);
}
