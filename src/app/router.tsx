import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from '../ui/route-error';
import type { RouteName } from '../domain/route-names';
import { homeScreen, routeTable } from './route-table';
import type { LoadScreen, RouteEntry, RouteHandle } from '../lib/route-types';
import { RootLayout } from './root-layout';
import { VISA_GUIDE_PATH } from '../lib/route-paths';
import { BareError } from './bare-error';
import { StartingScreen } from './starting-screen';
import { lazyScreenOf } from './screen-tables';
import { articleDetailRoutes } from '../lib/article-types';
import { articleRead } from '../features/content/api/article-read';

// Every screen is its own chunk: the router fetches it on the first visit to its route, with its loader. The
// home page's loader is in the entry; every other one comes from a lazy table (screen-tables.ts).
const screenOf = (name: RouteName): LoadScreen => (name === 'index' ? homeScreen : lazyScreenOf(name));

// An article opened by its address: its call starts with the route, beside the screen's chunks (early-read.ts).
// The article screen's own chunks are asked for here too, beside the lazy table that names them, not after it.
const startArticle: LoaderFunction = ({ params, request }) => {
  if (params.id) articleRead.start(params.id, new URL(request.url).pathname);
  void import('../features/content/article-route');
  void import('./query');
  return null;
};

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { routeName: entry.name, titleKey: entry.titleKey, scrollTop: entry.scrollTop };
  const lazy: RouteObject['lazy'] = screenOf(entry.name);
  const loader = (articleDetailRoutes as readonly RouteName[]).includes(entry.name) ? { loader: startArticle } : {};
  return entry.path === '/' ? { index: true, handle, lazy, ...loader } : { path: entry.path.slice(1), handle, lazy, ...loader };
}

export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      // Only when the shell itself fails; a failing screen is caught below, inside the layout.
      ErrorBoundary: BareError,
      HydrateFallback: StartingScreen,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...routeTable.map(toRoute),
            // The phone page of signing (decision 017): not a spec route, no login (its token is the credential).
            { path: 'm/sign/:token', lazy: () => import('./screen-loaders').then((m) => m.phoneSignPage()) },
            // The visa guide (decision 040): not a spec route either.
            { path: VISA_GUIDE_PATH.slice(1), handle: { titleKey: 'home.visaGuide' } satisfies RouteHandle, lazy: () => import('./screen-loaders').then((m) => m.visaGuidePage()) },
            {
              path: '*',
              handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
              lazy: () => import('../ui/not-found').then((m) => ({ Component: m.NotFound })),
            },
          ],
        },
      ],
    },
  ];
}

// The staff console (issue 33) is a route tree of its own beside the applicants' one, with its own layout: the router
// asks for it on the first visit to a /staff address, so nothing of it is in an applicant's page.
const isStaffPath = (path: string) => path === '/staff' || path.startsWith('/staff/');

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), {
    async patchRoutesOnNavigation({ path, patch }) {
      if (isStaffPath(path)) patch(null, await (await import('../features/staff/staff-door')).loadStaffRoutes());
    },
  });
}
