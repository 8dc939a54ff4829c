import { lazy, Suspense, use, useDeferredValue, useEffect, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { Loading } from '../../../ui/query-states';
import { afterPresented } from '../../../ui/after-paint';
import { FlowLoading } from './flow-loading';
import { FlowPage } from './flow-page';
import type { Screen } from './route-decision';

interface StepHeadingProps { screenActor: AnyActorRef; step?: string }

// An applicant's step titles itself from its feature's texts: its heading waits for those and its own small module, not
// for the step's screen. Both by dynamic import: imported statically here, the texts' modules would have every flow
// page name their language files for the page to fetch (decision 069), 4.7 KB before any step's heading.
const DocumentsHeading = lazy(() => Promise.all([import('../documents/step-heading'), import('../documents/strings').then((m) => m.loadDocumentStrings())])
  .then(([m]) => ({ default: m.DocumentsStepHeading })));
const FormHeading = lazy(() => Promise.all([import('../form-steps/step-heading'), import('../form-steps/strings').then((m) => m.loadFormStepStrings())])
  .then(([m]) => ({ default: m.FormStepHeading })));

const PayHeading = lazy(() => Promise.all([import('../payment/pay-heading'), import('../payment/strings').then((m) => m.loadPayStrings())])
  .then(([m]) => ({ default: m.PayStepHeading })));

/** A screen that opens on its route's own title in a FlowPage (confirm). */
function RouteTitleLoading() {
  return (
    <FlowPage busy>
      <Loading />
    </FlowPage>
  );
}

/**
 * The heading a step's screen opens on, shown by the host before it asks for the screen: an applicant's documents
 * and form steps (a caption above their heading), confirm and pay. The first steps' headings are shown from the
 * address already (FlowLoading); a supplement's payment titles itself by its reason, which only its screen reads.
 */
function stepHeadingOf(screen: Screen): ComponentType<StepHeadingProps> | null {
  switch (screen.route) {
    case 'saveBasicInfo': return DocumentsHeading;
    case 'saveApplyInfo': return FormHeading;
    case 'confirmApply': return RouteTitleLoading;
    case 'confirmPay': return screen.step === 'extra' ? null : PayHeading;
    default: return null;
  }
}

// Routes whose screen was already asked for: moving to one again shows it at once, as before.
const asked = new Set<string>();

/**
 * The step's screen, asked for only once its heading has painted (decision 119): the screen's code (the form
 * library, the step's own) would otherwise be fetched before the heading it shows. The heading is the one the screen
 * opens on, in its place, so nothing moves when the screen arrives; it stays as the fallback while the screen loads.
 */
export function ScreenAfterHeading({ screen, screenActor, children }: { screen: Screen; screenActor: AnyActorRef; children: ReactNode }) {
  const Heading = stepHeadingOf(screen);
  const [, painted] = useReducer((n: number) => n + 1, 0);
  const shown = Heading === null || asked.has(screen.route);
  const heading = Heading ? (
    <Suspense fallback={<FlowLoading belowStatusLine />}>
      <Heading screenActor={screenActor} step={screen.step} />
      {shown ? null : <OnPainted then={() => { asked.add(screen.route); painted(); }} />}
    </Suspense>
  ) : <FlowLoading belowStatusLine />;
  // The heading is only ever the fallback: as a child too, React would keep that copy in the page, hidden, beside the
  // fallback's while the screen loads (two sections with one id).
  return <Suspense fallback={heading}>{shown ? <MountedPausably>{children}</MountedPausably> : <UntilPainted />}</Suspense>;
}

/**
 * Draws the screen in a render of its own that React may split and pause, with the heading in place until it is
 * done. Drawn in the update that asked for it (the flow opened, the heading painted), a step's screen was one task of
 * 15-40 ms CPU, four times that on Lighthouse's phone and all of it blocking; a deferred value's background render
 * yields every few milliseconds (decision 137, as the order detail's since decision 132). Only a new host waits: a
 * screen replacing another in the same host is drawn at once, as before.
 */
function MountedPausably({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <UntilPainted />;
}

const never = new Promise<never>(() => undefined);

/** Holds its Suspense on the fallback (the heading) until the host asks for the screen in its place. */
function UntilPainted(): null {
  use(never);
  return null;
}

/** Calls `then` once the browser has painted it (with what mounted beside it); the host re-renders often meanwhile. */
function OnPainted({ then }: { then: () => void }) {
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    let live = true;
    void afterPresented().then(() => live && latest.current());
    return () => {
      live = false;
    };
  }, []);
  return null;
}
