import { routeNames } from '../domain/routes';
import { routePaths } from '../lib/route-paths';
import type { LoadScreen, RouteEntry } from '../lib/route-types';

// One entry per row of the route table (src/domain/routes.ts). Each route's screen is its own chunk (route-level code
// splitting), loaded through its group's lazy table (screen-tables.ts), which must name a loader for every row of it.

/** The home page's loader: the only screen loader in the entry (the others: screen-loaders.ts, one lazy chunk). */
export const homeScreen: LoadScreen = () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage, loader: m.homeLoader }));

export const routeTable: readonly RouteEntry[] = routeNames.map((name) => ({
  name,
  path: routePaths[name],
  titleKey: `route.${name}` as const,
  // Every screen of the portal opens on its heading; the flag stays per route so a later screen can opt out.
  scrollTop: true,
}));
