import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../lib/route-types';

/** The handle of the deepest matched route that has one (its title key, scroll wish, route name). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}
