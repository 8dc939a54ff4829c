import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../ui/route-error';
import { NotFound } from '../ui/not-found';
import { routeTable, type LoadScreen, type RouteEntry, type RouteHandle } from './route-table';
import { RootLayout } from './root-layout';
import { BareError } from './bare-error';
import { StartingScreen } from './starting-screen';

const pending: LoadScreen = () => import('../ui/pending-screen').then((m) => m.PendingScreen);

// Every screen is its own chunk: the router fetches it on the first visit to its route, together
// with the data layer when the screen reads data.
function lazyScreen(load: LoadScreen, withData: boolean): RouteObject['lazy'] {
  return async () => {
    const [Screen, query] = await Promise.all([load(), withData ? import('./query') : null]);
    return { Component: query ? query.withQueryProvider(Screen) : Screen };
  };
}

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { routeName: entry.name, titleKey: entry.titleKey, scrollTop: entry.scrollTop };
  const lazy = entry.load ? lazyScreen(entry.load, !entry.defersData) : lazyScreen(pending, false);
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
            // Part of the shell already (the error boundary shows it too), so not a chunk of its own.
            { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, Component: NotFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
