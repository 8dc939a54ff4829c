// The browser paths (decision 021), generated with xstate/graph from the real application machine and the
// page model: only the events the page model can perform in the browser are walked. The paths are chained:
// a chain is one draft, driven from the start through the UI; each of its paths begins where the previous
// one left that draft on the server, so a prefix (the applicant filled in, the order paid …) is driven once
// and later paths resume it through the resume link. Within a chain, the walk goes to the nearest screen
// state or person transition not yet covered (shortest path by xstate/graph from the current state), and a
// chain ends in a final state or when nothing new is reachable from it.
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { applicationModel } from '../../machines/application/application.model';
import { allTransitions, describeTransition, start, step } from '../../machines/coverage';
import { describeEventOf, stateValueText } from '../../machines/paths';
import { routeOf, screenStatesOf } from '../../machines/routes';
import type { EventWay, PageModel } from './model/types';

const machine = applicationModel.machine as AnyStateMachine;

/**
 * The state node whose screen shows (the last with a route in document order, as machines/routes.ts decides):
 * `getMeta()` lists the active states' meta by state id in that order.
 */
export function screenStateOf(snapshot: AnyMachineSnapshot): string | undefined {
  const screens = Object.entries(snapshot.getMeta() as Record<string, unknown>)
    .filter(([, meta]) => typeof (meta as { route?: unknown } | undefined)?.route === 'string');
  return screens.at(-1)?.[0];
}

/** How a person performs this event in this state, if the page model knows. */
export function wayOf(model: PageModel, snapshot: AnyMachineSnapshot, event: EventObject): EventWay | undefined {
  const id = screenStateOf(snapshot);
  const state = id ? model[id] : undefined;
  if (!state) return undefined;
  const listed = state.on?.[event.type];
  const ways = listed ? (Array.isArray(listed) ? listed : [listed]) : [];
  return ways.find((w) => !w.accepts || w.accepts(event, snapshot));
}

/** Transitions the machine takes on its own: eventless ones and the results of invoked actors and timers. */
export function isInternal(transition: AnyTransitionDefinition): boolean {
  const type = transition.eventType;
  return !type || type.startsWith('xstate.done.') || type.startsWith('xstate.error.') || type.startsWith('xstate.after');
}

/**
 * Transitions the machine accepts but no screen offers a person, with the reason (decision 021): they are left out
 * of the person-triggerable total and listed apart. Only what a screen rightly never offers belongs here.
 */
export const notOfferedToPerson: Record<string, string> = {
  'application.addingApplicants --applicant.added [applicantAlreadyAdded] #2--> (stays)':
    'every applicant the screen adds gets a new id (applicants/applicant-entry.ts newId()), so the same applicant id is never sent twice',
  'application.preparing --applicant.problemReported [isApplicantOfOrder]--> (stays)':
    'nothing in the portal sends applicant.problemReported yet (the back office reports problems later)',
  'application.preparing.editing --applicant.problemReported [concernsOpenApplicant]--> (stays)':
    'nothing in the portal sends applicant.problemReported yet (the back office reports problems later)',
  'application.confirming.reviewing --applicant.problemReported [isApplicantOfOrder]--> application.preparing.taskList':
    'nothing in the portal sends applicant.problemReported yet (the back office reports problems later)',
  'application.delivery.choosingWay --delivery.wayChosen [courierWhileUrgent] #1--> (stays)':
    'the delivery screen does not offer the courier for an urgent order (it says why)',
  'application.returnWay --returnWay.saved [courierReturnWhileUrgent] #1--> (stays)':
    'the return screen does not offer the courier return for an urgent order',
  'application.returnWay --returnWay.saved [returnsIncomplete] #2--> (stays)':
    'the return screen validates that every applicant has a return way before it sends, so a return leaving one out never reaches the machine',
  'application.signing.watchFailed --sign.completed--> application.signing.signed':
    'once a check failed the watcher is stopped and the screen shows no signing link (the codes are cleared), so nothing sends sign.completed until the person presses 重新检查',
  'application.awaitingVisa.supplement.unpaid --order.extraPaymentRequested--> application.awaitingVisa.supplement.paying':
    'the server never reports a new supplement while one is unpaid: its order status (machines/order-status.machine.ts) accepts extraPaymentRequested only when no supplement is due',
};

export interface PlannedStep {
  event: EventObject;
  /** The snapshot after the event. */
  state: AnyMachineSnapshot;
  words: string;
  /** Every transition the step takes (internal ones included) and the state nodes it passes through. */
  taken: string[];
  entered: string[];
}

export interface PlannedPath {
  /** `3.2`: the chain (one draft) and the path's place in it. */
  id: string;
  chain: number;
  index: number;
  /** The state the path starts from: the start, or where the previous path of the chain left the draft. */
  from: AnyMachineSnapshot;
  steps: PlannedStep[];
  /** The whole path from the start in words, the resumed part first. */
  words: string;
  /** What the path adds: screen states and person transitions no earlier path reached. */
  adds: string[];
}

export interface Plan {
  paths: PlannedPath[];
  screenStates: string[];
  personTransitions: string[];
  internalTransitions: string[];
  /** Goals no path reaches, because the page model has no way (yet) to perform what leads there. */
  unreachable: string[];
  /** Transitions the machine accepts that no screen offers a person, with the reason (not counted as person transitions). */
  notOffered: { transition: string; reason: string }[];
}

const stepWords = (event: EventObject) => describeEventOf(applicationModel, event);

function endWords(snapshot: AnyMachineSnapshot): string {
  const route = routeOf(snapshot);
  return `${stateValueText(snapshot.value)}${route ? ` [${route.route}${route.step ? ` · ${route.step}` : ''}]` : ''}`;
}

/** UI cost of an event, so that a walk prefers clicks to filling an applicant in again. */
function costOf(event: EventObject): number {
  if (event.type !== 'xstate.done.actor.applicant') return 1;
  const form = ((event as { output?: { data?: { form?: object } } }).output?.data?.form) ?? {};
  return Object.keys(form).length ? 12 : 4;
}

/** The model's samples the page model can perform in the state at hand (each once). */
const eventsOf = (model: PageModel) => (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.status !== 'active') return [];
  const seen = new Set<string>();
  return applicationModel.events(snapshot).filter((event) => {
    const key = JSON.stringify(event);
    if (seen.has(key) || !snapshot.can(event) || !wayOf(model, snapshot, event)) return false;
    seen.add(key);
    return true;
  });
};

/** The events' steps from `from`, replayed with the machine's own transitions. */
function walk(from: AnyMachineSnapshot, path: EventObject[]): PlannedStep[] {
  let snapshot = from;
  return path.map((event) => {
    const next = step(machine, snapshot, event);
    snapshot = next.next;
    return {
      event, state: snapshot, words: stepWords(event),
      taken: next.taken.map(describeTransition), entered: next.entered.map((n) => n.id),
    };
  });
}

/**
 * The cheapest path (in UI cost, as the chains count it) from the start to the screen state `target`, through what
 * the page model can perform: how a tour that needs an application at some screen (the payment tour) gets there.
 */
export function planPathTo(model: PageModel, target: string): PathTo {
  const from = start(machine, undefined).next;
  const found = getShortestPaths(machine, {
    fromState: from,
    events: eventsOf(model),
    serializeState: (s: AnyMachineSnapshot) => applicationModel.serializeState(s),
    toState: (s: AnyMachineSnapshot) => screenStateOf(s) === target,
  }).map((p) => walk(from, p.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init')))
    .filter((steps) => steps.length > 0 && screenStateOf(steps.at(-1)!.state) === target)
    .sort((a, b) => a.reduce((sum, s) => sum + costOf(s.event), 0) - b.reduce((sum, s) => sum + costOf(s.event), 0));
  if (!found[0]) throw new Error(`the page model has no way from the start to ${target}`);
  return { from, steps: found[0], words: `start → ${found[0].map((s) => s.words).join(' → ')} ⇒ ${endWords(found[0].at(-1)!.state)}` };
}

export interface PathTo {
  from: AnyMachineSnapshot;
  steps: PlannedStep[];
  words: string;
}

export function planPaths(model: PageModel): Plan {
  const screenStates = screenStatesOf(machine).map((s) => s.id);
  const transitions = allTransitions(machine);
  const accepted = transitions.filter((t) => !isInternal(t)).map(describeTransition);
  const personTransitions = accepted.filter((t) => !(t in notOfferedToPerson));
  const notOffered = accepted.filter((t) => t in notOfferedToPerson).map((transition) => ({ transition, reason: notOfferedToPerson[transition]! }));
  const internalTransitions = transitions.filter(isInternal).map(describeTransition);
  const goals = new Set([...screenStates, ...personTransitions]);
  const covered = new Set<string>();

  const events = eventsOf(model);
  const gainOf = (steps: PlannedStep[]) => {
    const gain = new Set<string>();
    for (const s of steps) {
      for (const id of [...s.taken, ...s.entered]) if (goals.has(id) && !covered.has(id)) gain.add(id);
    }
    return [...gain];
  };

  const paths: PlannedPath[] = [];
  for (let chain = 1; ; chain++) {
    const initial = start(machine, undefined);
    let snapshot = initial.next;
    initial.entered.forEach((n) => goals.has(n.id) && covered.add(n.id));
    let prefix = 'start';
    let index = 0;
    for (;;) {
      const shortest = getShortestPaths(machine, {
        fromState: snapshot,
        events,
        serializeState: (s: AnyMachineSnapshot) => applicationModel.serializeState(s),
      });
      let best: { steps: PlannedStep[]; adds: string[]; cost: number; final: boolean } | undefined;
      const consider = (steps: PlannedStep[]) => {
        const adds = gainOf(steps);
        if (adds.length === 0) return;
        const end = steps[steps.length - 1]!.state;
        const cost = steps.reduce((sum, s) => sum + costOf(s.event), 0);
        const final = end.status !== 'active';
        const better = !best || (best.final && !final) || (best.final === final && cost < best.cost);
        if (better) best = { steps, adds, cost, final };
      };
      for (const found of shortest) {
        // Each path once, then one more step from its end: the transitions back, refusals and retries.
        const base = walk(snapshot, found.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'));
        if (base.length) consider(base);
        const end = base.at(-1)?.state ?? snapshot;
        for (const event of events(end)) consider([...base, ...walk(end, [event])]);
      }
      if (!best) break;
      const chosen: { steps: PlannedStep[]; adds: string[] } = best;
      chosen.adds.forEach((id) => covered.add(id));
      index += 1;
      const words = `${prefix} → ${chosen.steps.map((s) => s.words).join(' → ')} ⇒ ${endWords(chosen.steps[chosen.steps.length - 1]!.state)}`;
      paths.push({ id: `${chain}.${index}`, chain, index, from: snapshot, steps: chosen.steps, words, adds: chosen.adds });
      prefix = `${prefix} → ${chosen.steps.map((s) => s.words).join(' → ')}`;
      snapshot = chosen.steps[chosen.steps.length - 1]!.state;
      if (snapshot.status !== 'active') break;
    }
    if (index === 0) break;
  }
  return {
    paths, screenStates, personTransitions, internalTransitions, notOffered,
    unreachable: [...goals].filter((g) => !covered.has(g)),
  };
}

/** What a plan file keeps: the events of each path; the snapshots are replayed from the machine. */
export interface StoredPlan extends Omit<Plan, 'paths'> {
  paths: { id: string; chain: number; index: number; events: EventObject[]; adds: string[] }[];
}

export const storePlan = (plan: Plan): StoredPlan => ({
  ...plan,
  paths: plan.paths.map(({ id, chain, index, steps, adds }) => ({ id, chain, index, events: steps.map((s) => s.event), adds })),
});

/** The plan again, each chain replayed from the start with the machine's own transitions. */
export function restorePlan(stored: StoredPlan): Plan {
  let snapshot = start(machine, undefined).next;
  let prefix = 'start';
  const paths = stored.paths.map((path): PlannedPath => {
    if (path.index === 1) {
      snapshot = start(machine, undefined).next;
      prefix = 'start';
    }
    const from = snapshot;
    let current = snapshot;
    const steps = path.events.map((event): PlannedStep => {
      const next = step(machine, current, event);
      current = next.next;
      return { event, state: current, words: stepWords(event), taken: next.taken.map(describeTransition), entered: next.entered.map((n) => n.id) };
    });
    const own = steps.map((s) => s.words).join(' → ');
    const words = `${prefix} → ${own} ⇒ ${endWords(current)}`;
    prefix = `${prefix} → ${own}`;
    snapshot = current;
    return { id: path.id, chain: path.chain, index: path.index, from, steps, words, adds: path.adds };
  });
  return { ...stored, paths };
}
