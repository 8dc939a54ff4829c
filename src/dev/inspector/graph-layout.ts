// The inspector's diagrams (decision 020), as pure functions: a machine's directed graph (xstate/graph's
// toDirectedGraph) → an ELK graph (states as nodes, nested states as compound nodes, transitions as edges
// labelled with their events) → after elkjs has laid it out, a flat list of boxes and polylines in absolute
// coordinates that the SVG view draws. Development only: nothing here may reach the production bundle.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import { eventLabel, labelOf as stateLabelOf } from '../../../machines/diagram';

/** Text is drawn in a 12 px monospace font, so its width is known without measuring it in a browser. */
export const CHAR_WIDTH = 7.25;
export const LINE_HEIGHT = 16;
const STATE_PADDING = 10;
/** Room at the top of a compound state for its name. */
const COMPOUND_HEADER = 30;

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface DiagramNode {
  /** The state node's id, e.g. `application.paying.waiting`. */
  id: string;
  label: string;
  kind: StateKind;
  /** 0 for the machine itself. */
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  points: ElkPoint[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface Diagram {
  machineId: string;
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

const elkLabel = (text: string): ElkLabel => ({ text, width: textWidth(text), height: LINE_HEIGHT });

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

/** A state's name in the diagram: its key, and the screen it shows where it is one (as in the Mermaid files). */
export const stateLabel = stateLabelOf;

interface EdgeSpec {
  id: string;
  source: string;
  target: string;
  label: string;
}

/** Every transition: toDirectedGraph's edges, plus the eventless ones (`always`) it leaves out. */
export function edgesOf(machine: AnyStateMachine): EdgeSpec[] {
  const specs: EdgeSpec[] = [];
  const walk = (graph: DirectedGraphNode) => {
    for (const edge of graph.edges) {
      specs.push({ id: edge.id, source: edge.source.id, target: edge.target.id, label: eventLabel(edge.transition) });
    }
    graph.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  const eventless = (node: AnyStateNode) => {
    (node.always ?? []).forEach((transition, index) => {
      (transition.target ?? [node]).forEach((target, targetIndex) => {
        specs.push({ id: `${node.id}:always:${index}:${targetIndex}`, source: node.id, target: target.id, label: eventLabel(transition) });
      });
    });
    Object.values(node.states).forEach(eventless);
  };
  eventless(machine.root);
  return specs;
}

/** Each state's path of ancestors' ids, root first (a state may have an id of its own, so ids are not paths). */
function ancestryOf(machine: AnyStateMachine): Map<string, string[]> {
  const ancestry = new Map<string, string[]>();
  const walk = (node: AnyStateNode, above: string[]) => {
    const path = [...above, node.id];
    ancestry.set(node.id, path);
    Object.values(node.states).forEach((child) => walk(child, path));
  };
  walk(machine.root, []);
  return ancestry;
}

/**
 * The innermost state containing both ends: an ELK edge belongs to it. An edge between a state and itself,
 * or to one of its own descendants or ancestors, goes to the state around both, so it can leave the box.
 */
export function commonAncestorId(source: string[], target: string[], rootId: string): string {
  let shared = 0;
  while (shared < source.length && shared < target.length && source[shared] === target[shared]) shared++;
  const depth = Math.min(shared, source.length - 1, target.length - 1);
  return depth <= 0 ? rootId : source[depth - 1] ?? rootId;
}

export const ROOT_ID = '__diagram';

/** The ELK graph of a machine: one node per state, compound for nested states, edges at their common ancestor. */
export function elkGraphOf(machine: AnyStateMachine): ElkNode {
  const containers = new Map<string, ElkNode>();
  const build = (node: AnyStateNode): ElkNode => {
    const label = elkLabel(stateLabel(node));
    const children = Object.values(node.states);
    if (children.length === 0) {
      return { id: node.id, labels: [label], width: (label.width ?? 0) + 2 * STATE_PADDING, height: LINE_HEIGHT + 2 * STATE_PADDING };
    }
    const elk: ElkNode = {
      id: node.id,
      labels: [label],
      layoutOptions: {
        'elk.padding': `[top=${COMPOUND_HEADER},left=${STATE_PADDING},bottom=${STATE_PADDING},right=${STATE_PADDING}]`,
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${(label.width ?? 0) + 2 * STATE_PADDING}, ${COMPOUND_HEADER + STATE_PADDING})`,
      },
      children: children.map(build),
      edges: [],
    };
    containers.set(node.id, elk);
    return elk;
  };
  const root: ElkNode = {
    id: ROOT_ID,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [build(machine.root)],
    edges: [],
  };
  containers.set(ROOT_ID, root);
  const ancestry = ancestryOf(machine);
  const pathOf = (id: string) => ancestry.get(id) ?? [id];
  for (const spec of edgesOf(machine)) {
    const edge: ElkExtendedEdge = { id: spec.id, sources: [spec.source], targets: [spec.target], labels: [elkLabel(spec.label)] };
    containers.get(commonAncestorId(pathOf(spec.source), pathOf(spec.target), ROOT_ID))?.edges?.push(edge);
  }
  return root;
}

/** What `elk.layout` needs: an object with that one method (so tests can give a fake). */
export interface Layouter {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/**
 * The laid-out ELK graph as the SVG view draws it: every box and every edge point in the root's coordinates.
 * ELK answers node positions relative to their parent and edge sections relative to the edge's container
 * (`container` when ELK reports it, else the node the edge was given in).
 */
export function diagramOf(machineId: string, laidOut: ElkNode): Diagram {
  const nodes: DiagramNode[] = [];
  const edges: DiagramEdge[] = [];
  const origins = new Map<string, ElkPoint>([[laidOut.id, { x: 0, y: 0 }]]);
  const placeNodes = (node: ElkNode, origin: ElkPoint, depth: number) => {
    for (const child of node.children ?? []) {
      const at = { x: origin.x + (child.x ?? 0), y: origin.y + (child.y ?? 0) };
      origins.set(child.id, at);
      nodes.push({
        id: child.id,
        label: child.labels?.[0]?.text ?? child.id,
        kind: 'atomic',
        depth,
        x: at.x,
        y: at.y,
        width: child.width ?? 0,
        height: child.height ?? 0,
      });
      placeNodes(child, at, depth + 1);
    }
  };
  placeNodes(laidOut, { x: 0, y: 0 }, 0);
  const placeEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const container = (edge as ElkExtendedEdge & { container?: string }).container ?? node.id;
      const origin = origins.get(container) ?? origins.get(node.id) ?? { x: 0, y: 0 };
      const shift = (point: ElkPoint) => ({ x: origin.x + point.x, y: origin.y + point.y });
      const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift));
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        source: edge.sources[0] ?? '',
        target: edge.targets[0] ?? '',
        label: label?.text ?? '',
        points,
        labelBox: label && label.x !== undefined && label.y !== undefined
          ? { ...shift({ x: label.x, y: label.y }), width: label.width ?? 0, height: label.height ?? 0 }
          : null,
      });
    }
    (node.children ?? []).forEach(placeEdges);
  };
  placeEdges(laidOut);
  return { machineId, width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}

/** Marks each node with its kind (ELK knows nothing of states). */
export function withKinds(diagram: Diagram, machine: AnyStateMachine): Diagram {
  const kinds = new Map<string, StateKind>();
  const walk = (node: AnyStateNode) => {
    kinds.set(node.id, kindOf(node));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return { ...diagram, nodes: diagram.nodes.map((node) => ({ ...node, kind: kinds.get(node.id) ?? node.kind })) };
}

/** toDirectedGraph → ELK → layout → the diagram to draw. */
export async function layoutMachine(machine: AnyStateMachine, elk: Layouter): Promise<Diagram> {
  const laidOut = await elk.layout(elkGraphOf(machine));
  return withKinds(diagramOf(machine.id, laidOut), machine);
}

/**
 * The ids of the states a snapshot value is in, with all their ancestors (`{ paying: 'waiting' }` of the
 * machine `application` → application, application.paying, application.paying.waiting).
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids = [machine.root.id];
  const walk = (node: AnyStateNode, part: unknown) => {
    const entries = typeof part === 'string' ? [[part, null] as const] : part && typeof part === 'object' ? Object.entries(part) : [];
    for (const [key, child] of entries) {
      const state = node.states[key];
      if (!state) continue;
      ids.push(state.id);
      walk(state, child);
    }
  };
  walk(machine.root, value);
  return ids;
}

/** `{ signedIn: 'active' }` → `signedIn.active`; parallel regions joined with `, `. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value).map(([key, child]) => {
    const inner = stateText(child);
    return child && typeof child === 'object' && Object.keys(child).length > 1 ? `${key}.{${inner}}` : `${key}.${inner}`;
  }).join(', ');
}
