import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../ui/route-error';
import { routeTable, type LoadScreen, type RouteEntry, type RouteHandle } from './route-table';
import { RootLayout } from './root-layout';
import { BareError } from './bare-error';
import { StartingScreen } from './starting-screen';

const pending: LoadScreen = () => import('../ui/pending-screen').then((m) => ({ Component: m.PendingScreen }));

// Every screen is its own chunk: the router fetches it on the first visit to its route, with its
// loader, and together with the query layer when the screen reads data through react-query.
function lazyScreen(load: LoadScreen, usesQuery: boolean): RouteObject['lazy'] {
  return async () => {
    const [screen, query] = await Promise.all([load(), usesQuery ? import('./query') : null]);
    return { ...screen, Component: query ? query.withQueryProvider(screen.Component) : screen.Component };
  };
}

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { routeName: entry.name, titleKey: entry.titleKey, scrollTop: entry.scrollTop };
  const lazy = entry.load ? lazyScreen(entry.load, entry.usesQuery ?? false) : lazyScreen(pending, false);
  return entry.path === '/' ? { index: true, handle, lazy } : { path: entry.path.slice(1), handle, lazy };
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
            { path: 'm/sign/:token', lazy: () => import('../features/apply/signing/phone-sign-page') },
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
