import type { ComponentType } from 'react';
import { flowRouteNames, type RouteName } from '../../../domain/route-names';
import type { LoadScreen } from '../../../lib/route-types';
import { loadFormStrings } from '../../../ui/form/strings';

// The guided flow's routes and the to-do list for the route table. Every flow route loads the same host
// (the actor decides the screen); all are signed-in pages with their texts, and read through react-query
// (the to-do list now, the screens' reference lists later). Only these small functions
// reach the route table, so xstate and @xstate/react stay out of the home route.
type LoadComponent = () => Promise<ComponentType>;

/** The flow's field messages come from every rule module of src/domain: loaded with the flow, not with the forms. */
export const registerFlowMessages = () =>
  Promise.all([import('../../../domain/flow-messages'), import('../../../ui/form/messages')])
    .then(([flow, messages]) => messages.registerMessages(flow.findFlowMessage));

const signedIn = (load: LoadComponent): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../../lib/session-guard'),
    import('./strings').then((m) => m.loadFlowStrings()),
    loadFormStrings(),
    registerFlowMessages(),
  ])
    .then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

const flowHost = signedIn(() => import('./flow-route').then((m) => m.FlowRoute));

export const flowScreens: Partial<Record<RouteName, LoadScreen>> = {
  ...Object.fromEntries(flowRouteNames.map((name) => [name, flowHost])),
  applyTodoList: signedIn(() => import('./todo-list-page').then((m) => m.TodoListPage)),
};
