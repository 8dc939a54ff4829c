// The app's end of the inspector (decision 020), loaded only in development (a dynamic import behind
// `import.meta.env.DEV`, see src/lib/dev-inspect.ts). It receives every inspection event of the app's actor
// systems (the `inspect` option of createActor), posts each snapshot as a plain step over the channel,
// answers an inspector that opens with the states already reached, hands it the application actor's
// persisted snapshot to export, loads one back through the flow (as a new draft restored from it), and, when switched on, forwards the events
// to stately.ai's browser inspector too.
import type { AnyActor, InspectionEvent } from 'xstate';
import { INSPECTOR_CHANNEL, toPlain, type AppMessage, type InspectedStep, type InspectorMessage } from './protocol';

const STATELY_KEY = 'portal-inspector:stately';

type StatelyInspector = { inspect: { next(event: InspectionEvent): void }; actor(actor: AnyActor, snapshot?: unknown): void; start(): void; stop(): void };

const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
/** The last step of every actor still alive, by session id: what a newly opened inspector is told first. */
const latest = new Map<string, InspectedStep>();
const actors = new Map<string, { root: string; ref: AnyActor }>();
let stately: StatelyInspector | null = null;
/** Load requests this tab has carried out. */
const loadsTaken = new Set<string>();

const post = (message: AppMessage) => channel.postMessage(message);

function machineIdOf(ref: AnyActor): string | null {
  const logic = ref.logic as { id?: unknown; root?: unknown } | undefined;
  return logic && typeof logic.id === 'string' && logic.root ? logic.id : null;
}

function stepOf(root: string, ref: AnyActor, snapshot: unknown, event: unknown, time: number): InspectedStep {
  const state = snapshot as { value?: unknown; context?: unknown; status?: string; output?: unknown; error?: unknown };
  const plainEvent = toPlain(event) as { type?: unknown } & Record<string, unknown>;
  return {
    kind: 'step',
    root,
    actorId: ref.sessionId,
    // A root actor's own id is its session id: name it by its machine.
    id: ref._parent ? ref.id : machineIdOf(ref) ?? ref.id,
    systemId: ref.systemId ?? null,
    parentId: ref._parent?.sessionId ?? null,
    machineId: machineIdOf(ref),
    status: state.status ?? 'active',
    value: toPlain(state.value ?? (state.status === 'done' ? { output: state.output } : null)),
    context: toPlain(state.context ?? null),
    event: { ...plainEvent, type: typeof plainEvent.type === 'string' ? plainEvent.type : 'unknown' },
    time,
    replay: false,
  };
}

/**
 * Called for every inspection event of the actor system named `root` ('application', 'session'), with the
 * time it happened (the bridge may load after the first events).
 */
export function observe(root: string, event: InspectionEvent, time = Date.now()): void {
  stately?.inspect.next(event);
  // The refs of an inspection event are the actors themselves.
  const ref = event.actorRef as unknown as AnyActor;
  if (event.type === '@xstate.actor') {
    actors.set(ref.sessionId, { root, ref });
    return;
  }
  if (event.type !== '@xstate.snapshot') return;
  const step = stepOf(root, ref, event.snapshot, event.event, time);
  if (step.status === 'active') latest.set(step.actorId, step);
  else {
    latest.delete(step.actorId);
    actors.delete(step.actorId);
  }
  post(step);
}

/** The newest root actor of a system that still runs. */
function runningRoot(root: string): AnyActor | null {
  const roots = [...actors.values()].filter((entry) => entry.root === root && !entry.ref._parent && entry.ref.getSnapshot().status === 'active');
  return roots.at(-1)?.ref ?? null;
}

async function switchStately(on: boolean) {
  localStorage.setItem(STATELY_KEY, on ? '1' : '0');
  stately?.stop();
  stately = null;
  if (!on) {
    post({ kind: 'stately', on: false, message: 'stately.ai inspector off' });
    return;
  }
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector({ autoStart: false }) as unknown as StatelyInspector;
    stately = inspector;
    for (const { ref } of actors.values()) inspector.actor(ref, ref.getSnapshot());
    // Its window is a pop-up: browsers allow it only from a person's click in this tab.
    window.addEventListener('pointerdown', () => stately === inspector && inspector.start(), { once: true, capture: true });
    post({ kind: 'stately', on: true, message: 'stately.ai inspector opens at your next click in the app' });
  } catch (error) {
    post({ kind: 'stately', on: false, message: `stately.ai inspector unavailable: ${String(error)}` });
  }
}

channel.addEventListener('message', (message: MessageEvent<InspectorMessage>) => {
  const data = message.data;
  if (data.kind === 'hello') {
    for (const step of latest.values()) post({ ...step, replay: true });
  }
  if (data.kind === 'export') {
    const actor = runningRoot(data.root);
    post({ kind: 'persisted', requestId: data.requestId, snapshot: actor ? toPlain(actor.getPersistedSnapshot()) : null, machineId: actor ? machineIdOf(actor) : null });
  }
  if (data.kind === 'load') {
    // The inspector repeats a request until some app takes it (this bridge may have been loading when it was
    // first sent): a repeat is answered, never loaded twice.
    post({ kind: 'loading', requestId: data.requestId });
    if (loadsTaken.has(data.requestId)) return;
    loadsTaken.add(data.requestId);
    // The flow restores it the way it restores any draft (decision 013).
    void import('../../features/apply/flow/flow-inspector').then((flow) => flow.loadApplicationSnapshot(data.snapshot)).then(
      (result) => post({ kind: 'loaded', requestId: data.requestId, ...result }),
      (error: unknown) => post({ kind: 'loaded', requestId: data.requestId, ok: false, message: String(error) }),
    );
  }
  if (data.kind === 'stately') void switchStately(data.on);
});

if (localStorage.getItem(STATELY_KEY) === '1') void switchStately(true);
