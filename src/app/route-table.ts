import { routeNames } from '../domain/route-names';
import { routePaths } from '../lib/route-paths';
import type { LoadScreen, RouteEntry } from '../lib/route-types';

// One entry per spec route name (§2). Each route's screen is its own chunk (route-level code splitting), loaded
// through screen-loaders.ts; a route without a loader there shows the pending page until its screen lands.

/** The home page's loader: the only screen loader in the entry (the others: screen-loaders.ts, one lazy chunk). */
export const homeScreen: LoadScreen = () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage, loader: m.homeLoader }));

export const routeTable: readonly RouteEntry[] = routeNames.map((name) => ({
  name,
  path: routePaths[name],
  titleKey: `route.${name}` as const,
  // Every screen of the portal opens on its heading; the flag stays per route so a later screen can opt out.
  scrollTop: true,
}));
