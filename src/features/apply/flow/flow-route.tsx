import { use, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../../../machines/routes';
import { pathOf } from '../../../lib/route-paths';
import type { FlowRouteName } from '../../../domain/route-names';
import { FlowLoading } from './flow-loading';
import { useRouteHandle } from '../../../ui/use-route-handle';
import { screenActorOf, subscribeTree } from './actor-tree';
import { DoneOncePage } from './done-once-page';
import { doneOnceOf } from './draft-summary';
import { fitsAddress, openFlow, peekFlow, type Flow, type OpenedFlow } from './flow-session';
import { decideFlow, isFlowRoute, pathOfScreen, sameScreen, screenOfAddress, type DoneOnce, type FlowDecision, type Screen } from './route-decision';
import { SaveStatusLine, savesStopped } from './save-status';
import { flowScreenOf } from './screen-registry';
import { ScreenAfterHeading } from './step-headings';
import { screenReads } from './screen-reads';
import { useFlowText } from './strings';
import { registerFlowMessages } from './register-flow-messages';
import { whenIdle } from '../../../ui/when-idle';
import { copyTypingToEntry, typingForNewEntry } from '../../../ui/form/kept-typing-per-application';
import { keepInEntry } from './unsaved-application';

// Every flow route renders this: it opens the draft the address names (or a new application), and the
// host below keeps the address and the actor's state in agreement (decision 013).
export function FlowRoute() {
  const { text } = useFlowText();

  const [search] = useSearchParams();
  const draftParam = search.get('draft');
  const historyMove = useNavigationType() === 'POP';
  const [opened, setOpened] = useState<OpenedFlow | null>(() => {
    const flow = peekFlow(draftParam, historyMove);
    return flow ? { ok: true, flow } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const flow = opened?.ok ? opened.flow : null;
  useSyncExternalStore(flow?.subscribe ?? noSubscription, () => flow?.getState() ?? null);
  const fits = flow !== null && fitsAddress(flow, draftParam, historyMove);

  useEffect(() => {
    if (fits) {
      if (draftParam) flow.addressSeen();
      return;
    }
    let live = true;
    void openFlow(draftParam, historyMove).then((result) => live && setOpened(result));
    return () => {
      live = false;
    };
  }, [draftParam, fits, flow, attempt, historyMove]);

  if (opened && !opened.ok) {
    return (
      <section className="mx-auto max-w-2xl py-8" aria-labelledby="flow-problem">
        <h1 id="flow-problem" className="text-3xl font-bold text-blue-950">{text(opened.reason === 'notFound' ? 'notFound.title' : 'openFailed.title')}</h1>
        {opened.reason === 'notFound' ? <p className="mt-4 text-slate-800">{text('notFound.text')}</p> : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {opened.reason === 'failed' ? (
            <button type="button" onClick={() => { setOpened(null); setAttempt((n) => n + 1); }} className="rounded bg-blue-900 px-4 py-2 font-semibold text-white">
              {text('openFailed.retry')}
            </button>
          ) : null}
          <Link to={pathOf('applyTodoList')} className="rounded border-2 border-blue-900 px-4 py-2 font-medium text-blue-900">{text('toTodoList')}</Link>
        </div>
      </section>
    );
  }
  if (!flow || !fits) return <FlowLoading label={text('opening')} />;
  return <FlowHost flow={flow} />;
}

const noSubscription = () => () => {};

/** Where the browser's history index goes on a POP: react-router keeps `idx` in history.state. */
const historyIndex = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;

// How the address last changed. Module-wide, because a move between two flow routes mounts a new host:
// a history move back or forward is answered once, then counts as handled.
let lastMove: { key: string; index: number; direction: 'back' | 'forward' | null } = { key: '', index: 0, direction: null };
function historyMoveOf(key: string, isPop: boolean) {
  if (lastMove.key !== key) {
    const index = historyIndex();
    lastMove = { key, index, direction: isPop && lastMove.key !== '' ? (index < lastMove.index ? 'back' : 'forward') : null };
  }
  return lastMove;
}

function FlowHost({ flow }: { flow: Flow }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useRouteHandle();
  const { draftId, saveStatus } = useSyncExternalStore(flow.subscribe, flow.getState);
  // A child's step (the open applicant) leaves the parent's snapshot as it was: watch the whole tree.
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribeTree(flow.actor, bump), [flow]);

  const pop = historyMoveOf(location.key, navigationType === 'POP');
  // The first save's replace of the address gives the page a new entry state: what the screen kept there before it
  // (against a reload) is written again.
  useEffect(() => {
    if (navigationType === 'REPLACE') copyTypingToEntry(flow.actor);
  }, [flow, location.key, navigationType]);
  // Until the address names the draft, the entry the person is on keeps what its first save sends (decision 143).
  const unsaved = flow.unsaved();
  const keptInEntry = useRef<{ snapshot: object; key: string } | null>(null);
  useEffect(() => {
    if (!unsaved || (keptInEntry.current?.snapshot === unsaved.snapshot && keptInEntry.current.key === location.key)) return;
    keptInEntry.current = { snapshot: unsaved.snapshot, key: location.key };
    keepInEntry(unsaved);
  });
  const lastShown = useRef<Screen | null>(null);
  const [pinned, setPinned] = useState<{ key: string; what: DoneOnce } | null>(null);

  const snapshot = flow.actor.getSnapshot() as AnyMachineSnapshot;
  const screenActor = screenActorOf(flow.actor);
  const state = routeOf(snapshot) ?? { route: 'choiceVisaType' as const };
  const orderId = flow.actor.getSnapshot().context.order?.orderId ?? null;
  const statePath = pathOfScreen(state, { draftId, orderId });
  const at = screenOfAddress(handle?.routeName ?? 'choiceVisaType', location.search);
  const decision = decideFlow({
    at,
    addressHasDraft: draftId === null || new URLSearchParams(location.search).get('draft') === draftId,
    state,
    statePath,
    lastShown: lastShown.current,
    pop: pop.direction,
    canGoBack: (screenActor.getSnapshot() as AnyMachineSnapshot).can({ type: 'nav.back' }),
    doneOnce: doneOnceOf(snapshot),
  });
  const showingPinned = pinned?.key === location.key;
  // The first save only adds the draft to the address: the screen stays mounted meanwhile, so a file being
  // chosen or an error summary on it is not lost in that instant.
  const keepsScreen = decision.kind === 'show' || (decision.kind === 'navigate' && sameScreen(at, state));
  if (keepsScreen) lastShown.current = at;

  // Carried out once per decision and address (the decision is a fresh object every render).
  const decided = JSON.stringify(decision);
  useEffect(() => {
    if (showingPinned) return;
    const next = JSON.parse(decided) as FlowDecision;
    if (next.kind === 'navigate') navigate(next.to, next.replace ? { replace: true, state: typingForNewEntry(flow.actor) } : {});
    if (next.kind === 'back') {
      lastMove.direction = null;
      screenActor.send({ type: 'nav.back' });
    }
    if (next.kind === 'doneOnce') {
      lastMove.direction = null;
      setPinned({ key: location.key, what: next.what });
    }
  }, [decided, showingPinned, navigate, screenActor, location.key, flow]);

  if (showingPinned) return <DoneOncePage what={pinned.what} orderId={orderId} continuePath={statePath} />;
  if (!keepsScreen || !isFlowRoute(state.route) || !sameScreen(at, state)) return <FlowLoading />;
  const ScreenOf = flowScreenOf(state.route as FlowRouteName);
  const reads = screenReads(state.route as FlowRouteName, queryClient);
  // Once the draft was changed elsewhere or deleted, nothing typed here could be saved: the screen stays in view (what
  // was typed can be read before reloading) but takes no input, and the status line above offers the way on.
  const stopped = savesStopped(saveStatus);
  return (
    <>
      <SaveStatusLine status={saveStatus} />
      <div inert={stopped} className={stopped ? 'opacity-60' : undefined}>
        <ScreenAfterHeading screen={state} screenActor={screenActor}>
          <ScreenOf actor={flow.actor} screenActor={screenActor} screen={state} />
          {reads ? <AwaitReads reads={reads} /> : null}
          <FlowMessagesOnShow />
        </ScreenAfterHeading>
      </div>
    </>
  );
}

/** Holds the step's Suspense (its heading in place) until the lists its screen reads first are here (screen-reads.ts). */
function AwaitReads({ reads }: { reads: Promise<void> }): null {
  use(reads);
  return null;
}

/**
 * Asks for the flow's rule messages once the step has shown (inside the step's Suspense, after its first paint): they
 * arrive while the person reads it, before any answer of theirs can be checked (flow-routes.ts says why not before).
 */
function FlowMessagesOnShow() {
  useEffect(() => whenIdle(() => void registerFlowMessages()), []);
  return null;
}
