import type { ComponentType } from 'react';
import { flowRouteNames, type FlowRouteName, type RouteName } from '../../../domain/route-names';
import type { LoadScreen } from '../../../lib/route-types';
import { loadFormStrings } from '../../../ui/form/strings';
import { startDraftRead } from './draft-read';
import { keepAddressHeading, type AddressHeading } from './address-headings';
import { registerFlowMessages } from './register-flow-messages';

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

// The host asks for the flow's rule messages once the step has shown (flow-route.tsx), so the step's heading does not
// wait for every rule module (issue 18: the flow step's 220 KB budget). A check made before they arrive: the visa
// type's waits for them, and any error summary shows their texts once they are here (ui/form/messages.ts).
// The host itself loads once the step's heading has shown (flow-entry.tsx, decision 071).
const loadHost = signedIn(() => import('./flow-entry').then((m) => m.FlowEntry), () => Promise.resolve());
// The draft its address names is read beside the host's files (draft-read.ts), from the route on the steps whose page
// names those files; the steps that paint a heading from their address (below) start it with their host, once that
// heading is on the screen (flow-entry.tsx).
const flowHost: LoadScreen = () => {
  startDraftRead();
  return loadHost();
};

/**
 * The documents and form steps name their step in the address, and the order's payment is told from a supplement's by it: the
 * route comes with that step's heading, shown while the host works out where the applicant is (decision 131). The
 * text under it (a document's intro, the sandbox's advice) is the page's largest on a phone; it used to wait for the
 * host's statecharts, the draft and the heading's own files one after the other.
 */
const withAddressHeading = (route: FlowRouteName, heading: () => Promise<AddressHeading>, strings: () => Promise<unknown>): LoadScreen => () =>
  Promise.all([loadHost(), heading().then((made) => keepAddressHeading(route, made)), strings()]).then(([screen]) => screen);

const documentsHost = withAddressHeading('saveBasicInfo',
  () => import('../documents/step-heading').then((m) => m.documentsHeadingOfAddress),
  () => import('../documents/strings').then((m) => m.loadDocumentStrings()));
const formHost = withAddressHeading('saveApplyInfo',
  () => import('../form-steps/step-heading').then((m) => m.formHeadingOfAddress),
  () => import('../form-steps/strings').then((m) => m.loadFormStepStrings()));
const payHost = withAddressHeading('confirmPay',
  () => import('../payment/pay-heading').then((m) => m.payHeadingOfAddress),
  () => import('../payment/strings').then((m) => m.loadPayStrings()));

// Every row of the route table's flow group takes the host.
const flowSteps = {
  ...(Object.fromEntries(flowRouteNames.map((name) => [name, flowHost])) as Record<FlowRouteName, LoadScreen>),
  saveBasicInfo: documentsHost,
  saveApplyInfo: formHost,
  confirmPay: payHost,
};

export const flowScreens = {
  ...flowSteps,
  applyTodoList: signedIn(() => import('./todo-list-page').then((m) => m.TodoListPage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
