// The model-based checks of the payment, upload and session tests: walk the model with getShortestPaths,
// take every sample event from every state reached, and measure that against the machine's own definition
// (coverage.ts); and persist → JSON → restore at a reached state.
import { createActor, fromPromise, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coverageOf, start, step, type Coverage } from './coverage.ts';
import type { MachineModel } from './model.ts';

export interface ModelWalk {
  /** One end snapshot per distinct state (by the model's serializeState). */
  reached: AnyMachineSnapshot[];
  coverage: Coverage;
}

export function walkModel(model: MachineModel): ModelWalk {
  const { machine } = model;
  const paths = getShortestPaths(machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => model.events(snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => model.serializeState(snapshot),
  });
  const initial = start(machine, model.input);
  const nodes = new Set(initial.entered);
  const taken = new Set(initial.taken);
  const reached = paths.map((path) => path.state as AnyMachineSnapshot);
  for (const snapshot of reached) {
    if (snapshot.status !== 'active') continue;
    // A shortest path reaches this state; each sample from here is one step further on a test path.
    for (const event of model.events(snapshot)) {
      const next = step(machine, snapshot, event);
      next.entered.forEach((node) => nodes.add(node));
      next.taken.forEach((transition) => taken.add(transition));
    }
  }
  return { reached, coverage: coverageOf(machine, nodes, taken) };
}

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** Actors that never answer, so a restored actor can start without moving on its own. */
function idleActors(machine: AnyStateMachine): Record<string, typeof neverSettles> {
  return Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]));
}

export interface RoundTrip {
  original: AnyMachineSnapshot;
  restored: AnyMachineSnapshot;
  /** serializeState after each sample event, from the original and from the restored snapshot. */
  next: { event: string; original: string; restored: string }[];
}

export function roundTrip(model: MachineModel, snapshot: AnyMachineSnapshot): RoundTrip {
  const machine = model.machine.provide({ actors: idleActors(model.machine) });
  const stored = JSON.stringify(model.machine.getPersistedSnapshot(snapshot));
  const actor = createActor(machine, { snapshot: JSON.parse(stored), input: model.input });
  actor.start();
  const restored = actor.getSnapshot() as AnyMachineSnapshot;
  const next = model.events(snapshot).map((event) => ({
    event: JSON.stringify(event),
    original: model.serializeState(getNextSnapshot(machine, snapshot, event) as AnyMachineSnapshot),
    restored: model.serializeState(getNextSnapshot(machine, restored, event) as AnyMachineSnapshot),
  }));
  actor.stop();
  return { original: snapshot, restored, next };
}
