import { routeNamesOf, type RouteNameOf } from '../../domain/routes';

// The account feature's routes, by their group in the route table (src/domain/routes.ts): the router picks the
// account's own route table by the group without loading it, and account-routes.ts must give each name one screen.
export type AccountRouteName = RouteNameOf<'signIn' | 'account'>;

/** The sign-in pages: their heading shows before their form's code is asked for (src/app/heading-first.tsx, decision 104). */
export const signInRouteNames = routeNamesOf('signIn');

