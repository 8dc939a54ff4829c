// Model-based paths for every machine of the catalog, generated with xstate/graph from the real machine and
// its model's event samples: the shortest path to every distinct state, plus one path for each transition
// those paths do not take, so that together they reach every state node and every transition.
import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, EventObject, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coverageOf, start, step, type Coverage, type Step } from './coverage.ts';
import type { MachineModel } from './model.ts';
import { routeOf } from './routes.ts';

export interface PathStep {
  event: EventObject;
  /** The snapshot after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  steps: PathStep[];
  end: AnyMachineSnapshot;
  /** Why the path is listed: it reaches a new state, or it takes a transition no state path takes. */
  reason: 'state' | 'transition';
}

export interface Exploration {
  model: MachineModel;
  paths: ModelPath[];
  /** Distinct states (by the model's serializeState) reached by the walk. */
  distinctStates: number;
  coverage: Coverage;
}

/** The model's samples that this snapshot takes (an unhandled actor error would put the machine in error). */
export function samplesAt(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return [];
  return model.events(snapshot).filter((event) => snapshot.can(event));
}

/**
 * The shortest path to every distinct state, as xstate/graph computes it from the machine. The snapshots are
 * those of a replay of the path's events: xstate/graph keeps one snapshot per serialized state (the last
 * one seen), which is not always the one these events lead to.
 */
export function shortestPaths(model: MachineModel): ModelPath[] {
  const paths = getShortestPaths(model.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => samplesAt(model, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => model.serializeState(snapshot),
  });
  // xstate/graph lists `xstate.init` as the first step; the replay starts the machine instead.
  return paths.map((path) => {
    let snapshot = start(model.machine, model.input).next;
    const steps = path.steps.slice(1).map(({ event }) => {
      snapshot = step(model.machine, snapshot, event).next;
      return { event, state: snapshot };
    });
    return { steps, end: snapshot, reason: 'state' as const };
  });
}

/** Replays a path with pure transitions and reports every state node entered and transition taken. */
export function replay(model: MachineModel, events: EventObject[]) {
  const nodes = new Set<AnyStateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  const record = ({ next, taken: t, entered }: Step) => {
    entered.forEach((node) => nodes.add(node));
    t.forEach((transition) => taken.add(transition));
    return next;
  };
  let snapshot = record(start(model.machine, model.input));
  for (const event of events) snapshot = record(step(model.machine, snapshot, event));
  return { snapshot, nodes, taken };
}

/** Drops every path whose events are the beginning of a longer path: the longer one tests it too. */
function maximalPaths(paths: ModelPath[]): ModelPath[] {
  const keys = paths.map((path) => path.steps.map((s) => JSON.stringify(s.event)));
  return paths.filter((_, i) => !keys.some((other, j) =>
    j !== i && other.length > keys[i]!.length && keys[i]!.every((key, k) => key === other[k])));
}

export function explore(model: MachineModel): Exploration {
  const all = shortestPaths(model);
  const paths = maximalPaths(all);
  const nodes = new Set<AnyStateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  for (const path of paths) {
    const walked = replay(model, path.steps.map((s) => s.event));
    walked.nodes.forEach((node) => nodes.add(node));
    walked.taken.forEach((transition) => taken.add(transition));
  }
  // Back links, refusals and retries lead to states already listed: give each such transition its own path.
  for (const path of all) {
    for (const event of samplesAt(model, path.end)) {
      const next = step(model.machine, path.end, event);
      if (next.taken.every((transition) => taken.has(transition))) continue;
      next.taken.forEach((transition) => taken.add(transition));
      next.entered.forEach((node) => nodes.add(node));
      paths.push({ steps: [...path.steps, { event, state: next.next }], end: next.next, reason: 'transition' });
    }
  }
  return { model, paths, distinctStates: all.length, coverage: coverageOf(model.machine, nodes, taken) };
}

/** `awaitingVisa.(status.accepted, supplement.none)` */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).map(([key, child]) => `${key}.${stateValueText(child as StateValue)}`);
  return entries.length === 1 ? entries[0]! : `(${entries.join(', ')})`;
}

export function describeEventOf(model: MachineModel, event: EventObject): string {
  if (model.describeEvent) return model.describeEvent(event);
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(jsonSafe(payload))}` : type;
}

export function describeEnd(snapshot: AnyMachineSnapshot): string {
  const route = routeOf(snapshot);
  const where = route ? ` [${route.route}${route.step ? ` · ${route.step}` : ''}]` : '';
  return `${stateValueText(snapshot.value)}${where}`;
}

/** "start → choose … → … ⇒ confirming.reviewing [confirmApply]" */
export function pathInWords(model: MachineModel, path: ModelPath): string {
  return ['start', ...path.steps.map((s) => describeEventOf(model, s.event))].join(' → ') + ` ⇒ ${describeEnd(path.end)}`;
}

/** Errors become their message, so events print and serialise the same way. */
export function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_, v: unknown) => (v instanceof Error ? { error: v.message } : v)));
}
