import type { RouteName } from '../../domain/route-names';

// The account feature's routes, by name: the router picks the account's own route table by this list without
// loading it, and account-routes.ts must give each name exactly one screen.
export const accountRouteNames = [
  'login', 'register', 'retrieve', 'center', 'clientCenter', 'setting', 'changePsd', 'changePhone', 'changeEmail',
] as const satisfies readonly RouteName[];

export type AccountRouteName = (typeof accountRouteNames)[number];
