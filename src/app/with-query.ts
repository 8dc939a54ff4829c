import type { RouteName } from '../domain/route-names';
import type { LoadScreen } from '../lib/route-types';

/** The screen read its data through react-query: the query layer arrives beside its chunk. */
export const withQuery = (load: LoadScreen): LoadScreen => () =>
  Promise.all([load(), import('./query')]).then(([screen, query]) => ({ ...screen, Component: query.withQueryProvider(screen.Component) }));

export const withQueryEach = (screens: Partial<Record<RouteName, LoadScreen>>): Partial<Record<RouteName, LoadScreen>> =>
  Object.fromEntries(Object.entries(screens).map(([name, load]) => [name, withQuery(load)]));
