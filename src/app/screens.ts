import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchPath } from 'react-router-dom';
import type { AppRoute } from '@/lib/routes';
import { appRoutes } from './route-table';

/** A screen fetched on demand, which can also be fetched before it is first shown. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

const screens = new Map<AppRoute, LazyScreen>();

/**
 * The screen of `route`, its chunk fetched when it is first shown (a failure reaches the route's
 * boundary), or before with `preload`: a screen whose chunk is already in is drawn at once,
 * with no loading state in between.
 */
export function screenOf(route: AppRoute): LazyScreen {
  let screen = screens.get(route);
  if (!screen) {
    let loaded: ComponentType | undefined = route.frontDoor;
    const preload = async () => (loaded ??= (await route.screen()).Component);
    const Lazy = lazy(async () => ({ default: await preload() }));
    // Which of the two is drawn is decided once per mount, so that a screen never remounts.
    const Screen = () => {
      const [ready] = useState(() => loaded);
      return createElement(ready ?? Lazy);
    };
    screen = Object.assign(Screen, { preload });
    screens.set(route, screen);
  }
  return screen;
}

/**
 * Fetches the chunk of the public screen at `pathname` before the app is first drawn, as a
 * router that loads its routes would: the page paints with its screen, instead of a loading
 * state that the screen then pushes down (a layout shift). Its first call, when it has one, starts
 * at the same time. A failure is left for the screen's boundary to say when it is drawn.
 */
export async function preloadStartScreen(pathname: string): Promise<void> {
  let params = {};
  const route = appRoutes.find((candidate) => {
    const match = matchPath(candidate.path, pathname);
    if (match) params = match.params;
    return match;
  });
  if (route?.access !== 'public') return;
  route.early?.(params);
  try {
    await screenOf(route).preload();
  } catch {
    // Said by the route's boundary.
  }
}
