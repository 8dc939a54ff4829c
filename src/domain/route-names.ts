import type { RouteNameOf } from './routes';

// The spec's route names (§2) and the flow's, for their many readers: the names live in the one route table (routes.ts).
export { flowRouteNames, routeNames, type RouteName } from './routes';

export type FlowRouteName = RouteNameOf<'flow'>;
