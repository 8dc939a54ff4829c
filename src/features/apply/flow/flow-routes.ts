import type { ComponentType } from 'react';
import { flowRouteNames, type RouteName } from '../../../domain/route-names';
import type { LoadScreen } from '../../../lib/route-types';
import { loadFormStrings } from '../../../ui/form/strings';
import { registerFlowMessages } from './register-flow-messages';
import { yieldToBrowser } from '../../../lib/yield-to-browser';

// The guided flow's routes and the to-do list for the route table. Every flow route loads the same host
// (the actor decides the screen); all are signed-in pages with their texts, and read through react-query
// (the to-do list now, the screens' reference lists later). Only these small functions
// reach the route table, so xstate and @xstate/react stay out of the home route.
type LoadComponent = () => Promise<ComponentType>;

const signedIn = (load: LoadComponent, beforeShowing: () => Promise<unknown> = registerFlowMessages): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../../lib/session-guard'),
    import('./strings').then((m) => m.loadFlowStrings()),
    loadFormStrings(),
    beforeShowing(),
  ])
    .then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

// The flow's screens show no rule message before the person has answered something: the host asks for the messages
// once it has shown (flow-route.tsx), so the step's heading does not wait for every rule module (issue 18: the flow
// step's 220 KB budget).
// The host's modules are evaluated in two tasks (decision 067): the application's machines, then the host with the
// rest (the applicant's zod rules). As one static graph they were one task of about 360 ms on a 4x-throttled phone, in
// which the step could answer no input. The files are fetched with the page either way (page hints); this only orders
// their evaluation. Finer steps split the shared rules chunks and broke the flow step's 220 KB budget.
const hostModule = () => import('../../../../machines/application/application.machine')
  .then(yieldToBrowser)
  .then(() => import('./flow-route'));
const flowHost = signedIn(() => hostModule().then((m) => m.FlowRoute), () => Promise.resolve());

export const flowScreens: Partial<Record<RouteName, LoadScreen>> = {
  ...Object.fromEntries(flowRouteNames.map((name) => [name, flowHost])),
  applyTodoList: signedIn(() => import('./todo-list-page').then((m) => m.TodoListPage)),
};
