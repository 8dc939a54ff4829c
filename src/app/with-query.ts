import type { RouteName } from '../domain/route-names';
import type { LoadScreen } from '../lib/route-types';

/** The screen read its data through react-query: the query layer arrives beside its chunk. */
export const withQuery = (load: LoadScreen): LoadScreen => () =>
  Promise.all([load(), import('./query')]).then(([screen, query]) => ({ ...screen, Component: query.withQueryProvider(screen.Component) }));

/** Each screen of a feature's table with the query layer; the table keeps its names, so a group's check still holds. */
export const withQueryEach = <N extends RouteName>(screens: Record<N, LoadScreen>): Record<N, LoadScreen> =>
  Object.fromEntries(Object.entries<LoadScreen>(screens).map(([name, load]) => [name, withQuery(load)])) as Record<N, LoadScreen>;
