// What a machine definition contains (state nodes, transitions) and which transitions one step really takes,
// read from the machine itself so that coverage cannot be fooled by a hand-kept list.
import {
  createActor, getStateNodes, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine,
  type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InspectionEvent,
} from 'xstate';

/** Every state node below the root, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states)) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

/** Every transition of the definition: each guarded branch, each eventless and each actor result counts. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

export function describeTransition(transition: AnyTransitionDefinition): string {
  const source = transition.source.id;
  const event = transition.eventType || '(always)';
  const guard = transition.guard ? ` [${typeof transition.guard === 'string' ? transition.guard : guardName(transition.guard)}]` : '';
  const targets = transition.target?.map((t) => t.id).join(', ') ?? '(stays)';
  const branch = branchIndex(transition);
  return `${source} --${event}${guard}${branch}--> ${targets}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return typeof params === 'object' && params !== null && !Object.values(params).some((v) => typeof v === 'function')
      ? `${type} ${JSON.stringify(params)}`
      : type;
  }
  return 'guard';
}

function branchIndex(transition: AnyTransitionDefinition): string {
  const siblings = transition.eventType
    ? transition.source.transitions.get(transition.eventType) ?? []
    : transition.source.always ?? [];
  return siblings.length > 1 ? ` #${siblings.indexOf(transition) + 1}` : '';
}

/**
 * The state nodes a snapshot is in (without the root), in document order, read from its value with the public
 * `getStateNodes` (which repeats ancestors) rather than from XState's private `_nodes`.
 */
export function activeStateNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [...new Set(getStateNodes(machine.root, snapshot.value))]
    .filter((node) => node !== machine.root)
    .sort((a, b) => a.order - b.order);
}

/**
 * A scope like the one xstate/graph uses (no actions run, children are created but never started), whose
 * system reports each microstep with the transitions it took, eventless ones included. One per machine.
 */
interface Probe {
  scope: AnyActorScope;
  taken: AnyTransitionDefinition[];
  entered: Set<AnyStateNode>;
}
const probes = new WeakMap<AnyStateMachine, Probe>();

function probe(machine: AnyStateMachine): Probe {
  const existing = probes.get(machine);
  if (existing) return existing;
  const taken: AnyTransitionDefinition[] = [];
  const entered = new Set<AnyStateNode>();
  const self = createActor(machine);
  self.system.inspect((event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef !== self) return;
    taken.push(...event._transitions);
    // Eventless steps pass through states no resting snapshot shows (e.g. a routing state).
    activeStateNodes(machine, event.snapshot as AnyMachineSnapshot).forEach((node) => entered.add(node));
  });
  const scope = {
    self,
    logger: () => {},
    id: '',
    sessionId: 'probe',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const created = { scope, taken, entered };
  probes.set(machine, created);
  return created;
}

function probed(machine: AnyStateMachine, run: (scope: AnyActorScope) => unknown): Step {
  const { scope, taken, entered } = probe(machine);
  taken.length = 0;
  entered.clear();
  const next = run(scope) as AnyMachineSnapshot;
  activeStateNodes(machine, next).forEach((node) => entered.add(node));
  return { next, taken: taken.splice(0), entered: [...entered] };
}

export interface Step {
  next: AnyMachineSnapshot;
  taken: AnyTransitionDefinition[];
  /** State nodes the step passed through or ended in. */
  entered: AnyStateNode[];
}

/** One event from one snapshot, without running anything: the next snapshot and every transition taken. */
export function step(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): Step {
  return probed(machine, (scope) => machine.transition(snapshot, event, scope));
}

/** The initial snapshot and the eventless transitions taken on the way in. */
export function start(machine: AnyStateMachine, input: unknown): Step {
  return probed(machine, (scope) => machine.getInitialSnapshot(scope, input));
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function coverageOf(
  machine: AnyStateMachine,
  visitedNodes: Iterable<AnyStateNode>,
  takenTransitions: Iterable<AnyTransitionDefinition>,
): Coverage {
  const nodes = allStateNodes(machine);
  const transitions = allTransitions(machine);
  const visited = new Set(visitedNodes);
  const taken = new Set(takenTransitions);
  const missingNodes = nodes.filter((node) => !visited.has(node));
  const missingTransitions = transitions.filter((t) => !taken.has(t));
  return {
    states: { covered: nodes.length - missingNodes.length, total: nodes.length, missing: missingNodes.map((n) => n.id) },
    transitions: {
      covered: transitions.length - missingTransitions.length,
      total: transitions.length,
      missing: missingTransitions.map(describeTransition),
    },
  };
}
