import { groupOf, type RouteGroup, type RouteName } from '../domain/routes';
import { signInRouteNames } from '../features/account/account-route-names';
import type { LoadScreen } from '../lib/route-types';
import { withQuery, withQueryEach } from './with-query';
import { retryingImport } from '../lib/retrying-import';

// Which lazy table holds a route's loader, by the route's group in the route table (src/domain/routes.ts). The sign-in pages and the flow steps fetch only their feature's small
// route table; every other route the whole one (screen-loaders.ts). That whole table names every screen's chunk
// and preload list (3.2 KB compressed), which the sign-in pages and the flow's first step paid before their heading
// (issue 18: 150 and 220 KB budgets).
type ScreenTable = Partial<Record<RouteName, LoadScreen>>;

// The sign-in pages and the personal center show their heading before their form's code and the query layer are
// asked for (decision 104):
// the wrapper is a chunk of its own, so the home page's entry does not carry it.
const accountTable = () => Promise.all([import('../features/account/account-routes'), import('./heading-first')])
  .then(([m, { headingFirst }]): ScreenTable => ({
    ...withQueryEach(m.accountScreens),
    ...Object.fromEntries(signInRouteNames.map((name) => [name, headingFirst(withQuery(m.accountScreens[name]), { start: m.startSignInPage })])),
    center: headingFirst(withQuery(m.accountScreens.center), { wide: true, signedIn: true }),
  }));
const flowTable = () => import('../features/apply/flow/flow-routes').then((m): ScreenTable => withQueryEach(m.flowScreens));
const wholeTable = () => import('./screen-loaders').then((m) => m.screens);
const pendingScreen: LoadScreen = () => import('./screen-loaders').then((m) => m.pendingScreen());

const tableOf: Record<Exclude<RouteGroup, 'home'>, () => Promise<ScreenTable>> = {
  signIn: accountTable, account: accountTable, flow: flowTable, whole: wholeTable,
};

/** A route's loader (every route but the home page, whose loader is in the entry). */
export const lazyScreenOf = (name: Exclude<RouteName, 'index'>): LoadScreen => {
  const group = groupOf(name);
  const table = group === 'home' ? wholeTable : tableOf[group];
  // The router keeps a failed loader's error: asked again while the network is away (retrying-import.ts).
  return () => retryingImport(() => table().then((screens) => (screens[name] ?? pendingScreen)()));
};
