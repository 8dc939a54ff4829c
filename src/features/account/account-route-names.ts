import type { RouteName } from '../../domain/route-names';

// The account feature's routes, by name: the router picks the account's own route table by this list without
// loading it, and account-routes.ts must give each name exactly one screen.
export const accountRouteNames = [
  'login', 'register', 'retrieve', 'center', 'clientCenter', 'setting', 'changePsd', 'changePhone', 'changeEmail',
] as const satisfies readonly RouteName[];

export type AccountRouteName = (typeof accountRouteNames)[number];

/** The sign-in pages: their heading shows before their form's code is asked for (src/app/heading-first.tsx, decision 104). */
export const signInRouteNames = ['login', 'register', 'retrieve'] as const satisfies readonly AccountRouteName[];
