// The shape every machine's model file exports, so that one set of tools (paths, coverage, diagrams,
// browser path tests) can walk every machine the same way. Machines themselves stay pure: the actors they
// invoke are declared by name and supplied by the app with `machine.provide({ actors })`.
import type { AnyStateMachine, EventObject, AnyMachineSnapshot } from 'xstate';

/** An event sample: its type plus any payload (actor outputs, errors, form data). */
export type SampleEvent = EventObject & Record<string, unknown>;

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Short id used in file names and reports, e.g. 'payment'. */
  name: string;
  machine: TMachine;
  /** Input given to createActor / traversal. */
  input?: unknown;
  /**
   * Event samples for xstate/graph traversal: every event a state can take, with realistic payloads,
   * including `xstate.done.actor.*` / `xstate.error.actor.*` results and `xstate.after.*` timers.
   */
  events: (snapshot: AnyMachineSnapshot) => SampleEvent[];
  /** Serialises a snapshot for traversal, ignoring volatile context (timestamps, counters). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Describes an event in words for testers (`npm run paths`). */
  describeEvent?: (event: EventObject) => string;
}
