import { routeGroups, type RouteName } from '../domain/routes';

// The spec names routes but never shows their paths (§2), so the paths are ours: kebab-case English, in the route table.
// Every link in the portal goes through pathOf, so a path can change in its row without hunting strings.
/** The visa guide (issue 16 item 5, decision 040): not a spec route, so not in the route table's names. */
export const VISA_GUIDE_PATH = '/visa-guide';

/** Every route's path, by name (read from the one route table, src/domain/routes.ts). */
export const routePaths: { readonly [N in RouteName]: string } = Object.assign({}, ...Object.values(routeGroups));

export type RouteParams = Record<string, string | number | undefined | null>;

/**
 * The path of a named route. Params whose name matches a `:segment` fill it; the rest become the query
 * string (e.g. `pathOf('login', { centerId })` → `/login?centerId=…`). Missing optional segments drop out.
 */
export function pathOf(name: RouteName, params: RouteParams = {}): string {
  const used = new Set<string>();
  const segments = routePaths[name].split('/').flatMap((segment) => {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) return [segment];
    const key = m[1] as string;
    const value = params[key];
    used.add(key);
    if (value === undefined || value === null || value === '') {
      if (m[2]) return [];
      throw new Error(`pathOf(${name}): missing param ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
