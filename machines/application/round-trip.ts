// Persistence checks for the model-based tests: replay a path in a running actor, persist its snapshot,
// pass it through JSON as the server stores the draft, restore it in a new actor and compare.
import {
  createActor, fromPromise, transition, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject,
} from 'xstate';
import type { MachineModel } from '../model.ts';
import { samplesAt } from '../paths.ts';

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine => 'root' in logic && 'getStateNodeById' in logic;

/**
 * Child machines stay real (their state is part of the draft), with their own actors idle too (the signature
 * watcher's poller would otherwise fail at once); every other actor waits forever.
 */
export function idleActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
  return Object.fromEntries(Object.entries(actors).map(([name, logic]) => [name, isMachine(logic) ? idle(logic) : neverSettles]));
}

// provide() builds the whole machine again: one idle copy per machine keeps a walk over hundreds of paths cheap.
const idled = new WeakMap<AnyStateMachine, AnyStateMachine>();
function idle(machine: AnyStateMachine): AnyStateMachine {
  let copy = idled.get(machine);
  if (!copy) {
    copy = machine.provide({ actors: idleActors(machine) }) as AnyStateMachine;
    idled.set(machine, copy);
  }
  return copy;
}

export function runningActor(model: MachineModel, events: EventObject[]) {
  const machine = idle(model.machine);
  const actor = createActor(machine, { input: model.input });
  actor.start();
  const values = events.map((event) => {
    actor.send(event);
    return actor.getSnapshot().value;
  });
  return { machine, actor, values };
}

export interface RoundTrip {
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The model's next state for every sample event, from the live snapshot and from the restored one. */
  next: { event: string; before: string; after: string }[];
  children: { before: Record<string, unknown>; after: Record<string, unknown> };
}

const childValues = (snapshot: AnyMachineSnapshot) =>
  Object.fromEntries(Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>).map(([id, child]) => {
    const state = child?.getSnapshot() as { value?: unknown; status: string };
    return [id, { status: state.status, value: state.value ?? null }];
  }));

export function roundTrip(model: MachineModel, events: EventObject[]): RoundTrip {
  const { machine, actor } = runningActor(model, events);
  const before = actor.getSnapshot() as AnyMachineSnapshot;
  const stored = JSON.stringify(actor.getPersistedSnapshot());
  const restoredActor = createActor(machine, { snapshot: JSON.parse(stored), input: model.input });
  restoredActor.start();
  const after = restoredActor.getSnapshot() as AnyMachineSnapshot;
  const samples = [...new Set([...samplesAt(model, before), ...samplesAt(model, after)])];
  const next = samples.map((event) => ({
    event: JSON.stringify(event),
    before: model.serializeState(transition(machine, before, event)[0] as AnyMachineSnapshot),
    after: model.serializeState(transition(machine, after, event)[0] as AnyMachineSnapshot),
  }));
  const result = { before, after, next, children: { before: childValues(before), after: childValues(after) } };
  actor.stop();
  restoredActor.stop();
  return result;
}
