import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { afterPresented } from '../../../ui/after-paint';
import { yieldToBrowser } from '../../../lib/yield-to-browser';
import { FlowLoading } from './flow-loading';
import { startDraftRead } from './draft-read';
import { useRouteHandle } from '../../../ui/use-route-handle';
import type { FlowRouteName } from '../../../domain/route-names';

// The visa type step, where a new application starts, opens on its title (FlowLoading); its page names the host but
// not the screen (decision 132), which is asked for here once the title is on the screen, beside the host's
// evaluation, rather than after the host has decided it. The browser keeps the module for the host's own ask; a
// failure is the host's to show, when it asks.
const screensAskedEarly: Partial<Record<FlowRouteName, () => Promise<unknown>>> = {
  choiceVisaType: () => import('../visa/visa-type-screen'),
};

// Each flow route mounts its own entry: once the host is there, a move from step to step shows the next step at once,
// with no loading frame between the two.
let hostLoaded = false;

// The host's modules are evaluated in two tasks (decision 067): the application's machines, then the host with the
// rest (the applicant's zod rules). As one static graph they were one task of about 360 ms on a 4x-throttled phone, in
// which the step could answer no input. The files are fetched with the page (page hints) or once the step's heading
// shows (below); this only orders their evaluation.
const FlowRoute = lazy(() => import('../../../../machines/application/application.machine')
  .then(yieldToBrowser)
  .then(() => import('./flow-route'))
  .then((m) => {
    hostLoaded = true;
    return { default: m.FlowRoute };
  }));

/**
 * What a flow route renders first: the step's heading and a loading line, painted before the host's modules (the
 * statecharts, the host, the rules) are evaluated, so a phone shows where it is while it works through them
 * (decision 071). Where a step's heading comes from its address (decision 131) its page does not name the host's files:
 * they are asked for here, once that heading is on the screen.
 */
export function FlowEntry() {
  const [showHost, setShowHost] = useState(hostLoaded);
  const route = useRouteHandle()?.routeName;
  useEffect(() => {
    if (showHost) return;
    let live = true;
    void afterPresented().then(() => {
      if (!live) return;
      // Where the route did not start it (a heading from the address): a read that ends before that heading paints
      // is counted by Lighthouse's phone against it, one more round trip before the page's largest text.
      startDraftRead();
      if (route) void screensAskedEarly[route as FlowRouteName]?.().catch(() => undefined);
      // A transition: the loading frame on the page stays as it is until the host is here, instead of being replaced
      // by the same frame as the Suspense's fallback (a new heading element, read again by a screen reader).
      startTransition(() => setShowHost(true));
    });
    return () => {
      live = false;
    };
  }, [showHost, route]);
  return (
    <Suspense fallback={<FlowLoading />}>
      {showHost ? <FlowRoute /> : <FlowLoading />}
    </Suspense>
  );
}
