import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeNames } from '../../src/domain/route-names';
import { routeTable } from '../../src/app/route-table';
import type { RouteHandle } from '../../src/lib/route-types';
import { pendingRouteNames } from '../../src/app/screen-loaders';
import { routePaths } from '../../src/lib/route-paths';
import { appRoutes } from '../../src/app/router';

// The screens a later issue builds. When one lands, take it off this list: the test fails until
// the list and the route table agree, so no route is left on the pending page by accident.
const expectedPending: string[] = [];

function deepestHandle(path: string): RouteHandle | undefined {
  const matches = matchRoutes(appRoutes(), path) ?? [];
  return matches.at(-1)?.route.handle as RouteHandle | undefined;
}

function leafRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

describe('route table', () => {
  it('holds every route name of spec §2 exactly once', () => {
    expect(routeTable.map((r) => r.name).sort()).toEqual([...routeNames].sort());
    expect(routeTable).toHaveLength(routeNames.length);
  });

  it('gives every route its own kebab-case path', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+|:[a-z]+\??)?(\/([a-z0-9-]+|:[a-z]+\??))*$/);
  });

  it('shows the pending page exactly on the routes listed here', () => {
    expect([...pendingRouteNames].sort()).toEqual([...expectedPending].sort());
  });

  it('titles every route with route.<name> and lets each ask for scroll-to-top', () => {
    for (const entry of routeTable) {
      expect(entry.titleKey).toBe(`route.${entry.name}`);
      expect(typeof entry.scrollTop).toBe('boolean');
    }
  });

  it('matches each route path to its own name in the router', () => {
    const samples: Record<string, string> = { ':id': '42', ':id?': '42' };
    for (const entry of routeTable) {
      const path = entry.path.replace(/:[a-z]+\??/g, (param) => samples[param.replace(/^:[a-z]+/, ':id')] ?? 'x');
      expect(deepestHandle(path)?.routeName, path).toBe(entry.name);
    }
  });

  it('sends an unknown address to the not-found page', () => {
    expect(deepestHandle('/no/such/page')?.titleKey).toBe('notFound.title');
    expect(deepestHandle('/news/1/extra')?.titleKey).toBe('notFound.title');
  });

  it('loads every screen lazily, as its own chunk', async () => {
    const leaves = leafRoutes(appRoutes()).filter((route) => route.path !== '*');
    // Beside the spec's routes, the portal's own: the phone page of signing (decision 017) and the visa guide (040).
    const portalOnly = ['m/sign/:token', 'visa-guide'];
    expect(leaves.length).toBe(routeNames.length + portalOnly.length);
    expect(leaves.map((route) => route.path)).toEqual(expect.arrayContaining(portalOnly));
    for (const route of leaves) {
      expect(route.Component, route.path).toBeUndefined();
      expect(typeof route.lazy).toBe('function');
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, route.path).toBe('function');
    }
  });
});

describe('routePaths', () => {
  it('uses /apply/… for the guided application flow', () => {
    expect(routePaths.choiceVisaType).toBe('/apply/visa-type');
    expect(routePaths.index).toBe('/');
  });
});
