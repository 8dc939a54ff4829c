import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineModels } from '../../../machines/catalog';
import {
  ROOT_ID, activeStateIds, commonAncestorId, diagramOf, edgesOf, elkGraphOf, layoutMachine, stateText, textWidth,
  type Diagram,
} from './graph-layout';
import { toPlain } from './protocol';

// A small machine with what the real ones have: nested and parallel states, a final state, a state with an
// id of its own, a self transition, an eventless one and one from a child to outside its parent.
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      initial: 'unlocked',
      on: { open: 'opened' },
      states: {
        unlocked: { on: { lock: 'locked', knock: 'unlocked' } },
        locked: { id: 'bolted', on: { unlock: 'unlocked', smash: '#door.broken' } },
      },
    },
    opened: { always: { target: 'closed', guard: () => false } },
    broken: {
      type: 'parallel',
      states: { frame: { initial: 'bent', states: { bent: {} } }, glass: { initial: 'shattered', states: { shattered: { type: 'final' } } } },
    },
  },
});

const find = (node: ElkNode, id: string): ElkNode | undefined =>
  node.id === id ? node : (node.children ?? []).map((child) => find(child, id)).find(Boolean);

describe('machine graph → ELK graph', () => {
  const graph = elkGraphOf(door);

  it('nests states as compound nodes under one root, the machine first', () => {
    expect(graph.id).toBe(ROOT_ID);
    expect(graph.layoutOptions?.['elk.hierarchyHandling']).toBe('INCLUDE_CHILDREN');
    expect(graph.children?.map((child) => child.id)).toEqual(['door']);
    expect(find(graph, 'door')?.children?.map((child) => child.id)).toEqual(['door.closed', 'door.opened', 'door.broken']);
    expect(find(graph, 'door.closed')?.children?.map((child) => child.id)).toEqual(['door.closed.unlocked', 'bolted']);
    // A leaf is sized from its label; a compound state is sized by ELK around its children.
    const leaf = find(graph, 'door.closed.unlocked');
    expect(leaf?.labels?.[0]?.text).toBe('unlocked');
    expect(leaf?.width).toBe(textWidth('unlocked') + 20);
    expect(find(graph, 'door.closed')?.width).toBeUndefined();
  });

  it('has every transition as an edge labelled with its event, at the innermost state around both ends', () => {
    const labels = edgesOf(door).map((edge) => `${edge.source} -${edge.label}-> ${edge.target}`);
    expect(labels).toEqual(expect.arrayContaining([
      'door.closed -open-> door.opened',
      'door.closed.unlocked -lock-> bolted',
      'door.closed.unlocked -knock-> door.closed.unlocked',
      'bolted -smash-> door.broken',
      'door.opened -always [guard]-> door.closed',
    ]));
    const edgesIn = (id: string) => (find(graph, id)?.edges ?? []).map((edge) => edge.labels?.[0]?.text);
    expect(edgesIn('door.closed')).toEqual(expect.arrayContaining(['lock', 'unlock', 'knock']));
    expect(edgesIn('door')).toEqual(expect.arrayContaining(['open', 'smash', 'always [guard]']));
    const all = [graph, ...['door', 'door.closed', 'door.opened', 'door.broken'].map((id) => find(graph, id)!)].flatMap((node) => node.edges ?? []);
    expect(all).toHaveLength(edgesOf(door).length);
  });

  it('finds the common ancestor from the paths of ids', () => {
    expect(commonAncestorId(['m', 'm.a', 'm.a.x'], ['m', 'm.a', 'm.a.y'], ROOT_ID)).toBe('m.a');
    expect(commonAncestorId(['m', 'm.a', 'm.a.x'], ['m', 'm.b'], ROOT_ID)).toBe('m');
    // To itself, or to its own parent: drawn in the state around it.
    expect(commonAncestorId(['m', 'm.a'], ['m', 'm.a'], ROOT_ID)).toBe('m');
    expect(commonAncestorId(['m', 'm.a', 'm.a.x'], ['m', 'm.a'], ROOT_ID)).toBe('m');
    expect(commonAncestorId(['m'], ['m', 'm.a'], ROOT_ID)).toBe(ROOT_ID);
  });
});

describe('ELK layout → diagram', () => {
  it('turns positions relative to parents and edge containers into absolute ones', () => {
    const laidOut: ElkNode = {
      id: ROOT_ID, width: 300, height: 200,
      children: [{
        id: 'm', x: 10, y: 20, width: 280, height: 170, labels: [{ text: 'm' }],
        children: [
          { id: 'm.a', x: 5, y: 30, width: 50, height: 30, labels: [{ text: 'a' }] },
          { id: 'm.b', x: 100, y: 30, width: 50, height: 30, labels: [{ text: 'b' }] },
        ],
        edges: [{
          id: 'e1', sources: ['m.a'], targets: ['m.b'],
          labels: [{ text: 'go', x: 60, y: 20, width: 14, height: 16 }],
          sections: [{ id: 's', startPoint: { x: 55, y: 45 }, bendPoints: [{ x: 70, y: 45 }], endPoint: { x: 100, y: 45 } }],
        }],
      }],
      edges: [{
        // ELK says where an edge's coordinates start when it moved it.
        id: 'e2', sources: ['m.b'], targets: ['m.a'], container: 'm',
        sections: [{ id: 's2', startPoint: { x: 125, y: 60 }, endPoint: { x: 30, y: 60 } }],
      } as ElkExtendedEdge],
    };
    const diagram = diagramOf('m', laidOut);
    expect(diagram).toMatchObject({ machineId: 'm', width: 300, height: 200 });
    expect(diagram.nodes.map(({ id, x, y, depth, label }) => ({ id, x, y, depth, label }))).toEqual([
      { id: 'm', x: 10, y: 20, depth: 0, label: 'm' },
      { id: 'm.a', x: 15, y: 50, depth: 1, label: 'a' },
      { id: 'm.b', x: 110, y: 50, depth: 1, label: 'b' },
    ]);
    const [inner, outer] = [diagram.edges.find((edge) => edge.id === 'e1')!, diagram.edges.find((edge) => edge.id === 'e2')!];
    expect(inner.points).toEqual([{ x: 65, y: 65 }, { x: 80, y: 65 }, { x: 110, y: 65 }]);
    expect(inner.labelBox).toEqual({ x: 70, y: 40, width: 14, height: 16 });
    expect(inner).toMatchObject({ source: 'm.a', target: 'm.b', label: 'go' });
    expect(outer.points).toEqual([{ x: 135, y: 80 }, { x: 40, y: 80 }]);
    expect(outer.labelBox).toBeNull();
  });

  it('lays out the test machine with real ELK: kinds known, every edge joins its two boxes', async () => {
    const diagram = await layoutMachine(door, new ELK());
    expect(new Map(diagram.nodes.map((node) => [node.id, node.kind]))).toEqual(new Map([
      ['door', 'compound'], ['door.closed', 'compound'], ['door.closed.unlocked', 'atomic'], ['bolted', 'atomic'],
      ['door.opened', 'atomic'], ['door.broken', 'parallel'], ['door.broken.frame', 'compound'], ['door.broken.frame.bent', 'atomic'],
      ['door.broken.glass', 'compound'], ['door.broken.glass.shattered', 'final'],
    ]));
    expectWellFormed(diagram);
  });

  it.each(machineModels.map((model) => [model.name, model] as const))('lays out the %s machine: every state and transition drawn', async (_name, model) => {
    const diagram = await layoutMachine(model.machine, new ELK());
    const states: string[] = [];
    const walk = (node: { id: string; states: Record<string, unknown> }) => {
      states.push(node.id);
      Object.values(node.states).forEach((child) => walk(child as typeof node));
    };
    walk(model.machine.root);
    expect(diagram.nodes.map((node) => node.id).sort()).toEqual(states.sort());
    expect(diagram.edges).toHaveLength(edgesOf(model.machine).length);
    expectWellFormed(diagram);
  });
});

/** Children inside their parents; each edge has a line from its source's box to its target's, and a label. */
function expectWellFormed(diagram: Diagram) {
  const boxes = new Map(diagram.nodes.map((node) => [node.id, node]));
  const near = (point: { x: number; y: number }, id: string) => {
    const box = boxes.get(id)!;
    return point.x >= box.x - 2 && point.x <= box.x + box.width + 2 && point.y >= box.y - 2 && point.y <= box.y + box.height + 2;
  };
  for (const node of diagram.nodes) {
    expect(node.width, node.id).toBeGreaterThan(0);
    expect(node.height, node.id).toBeGreaterThan(0);
    expect(node.x + node.width, node.id).toBeLessThanOrEqual(diagram.width);
    expect(node.y + node.height, node.id).toBeLessThanOrEqual(diagram.height);
  }
  for (const edge of diagram.edges) {
    expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    expect(near(edge.points[0]!, edge.source), `${edge.id} starts at ${edge.source}`).toBe(true);
    expect(near(edge.points.at(-1)!, edge.target), `${edge.id} ends at ${edge.target}`).toBe(true);
    expect(edge.labelBox, edge.id).not.toBeNull();
  }
}

describe('live states', () => {
  it('lists the states of a value with their ancestors, by the states\' own ids', () => {
    expect(activeStateIds(door, { closed: 'locked' })).toEqual(['door', 'door.closed', 'bolted']);
    expect(activeStateIds(door, 'opened')).toEqual(['door', 'door.opened']);
    expect(activeStateIds(door, { broken: { frame: 'bent', glass: 'shattered' } })).toEqual([
      'door', 'door.broken', 'door.broken.frame', 'door.broken.frame.bent', 'door.broken.glass', 'door.broken.glass.shattered',
    ]);
    // A value of another version of the machine: what is unknown is left out.
    expect(activeStateIds(door, { gone: 'away' })).toEqual(['door']);
  });

  it('writes a value in one line', () => {
    expect(stateText({ signedIn: 'active' })).toBe('signedIn.active');
    expect(stateText({ broken: { frame: 'bent', glass: 'shattered' } })).toBe('broken.{frame.bent, glass.shattered}');
    expect(stateText('idle')).toBe('idle');
  });
});

describe('plain copies for the channel', () => {
  it('drops functions, names actor references, files and errors, and cuts cycles', () => {
    const cycle: Record<string, unknown> = { name: 'a' };
    cycle.self = cycle;
    const plain = toPlain({
      text: 'x',
      when: new Date(0),
      run: () => 1,
      child: { id: 'payment', sessionId: 'x:3', send: () => undefined },
      file: new File(['abc'], 'passport.jpg', { type: 'image/jpeg' }),
      error: new Error('no network'),
      cycle,
    });
    expect(plain).toEqual({
      text: 'x',
      when: '1970-01-01T00:00:00.000Z',
      child: { actorRef: 'payment' },
      file: { blob: 'passport.jpg', size: 3, type: 'image/jpeg' },
      error: { error: 'Error', message: 'no network' },
      cycle: { name: 'a', self: '[circular]' },
    });
    expect(toPlain(undefined)).toBeNull();
  });
});
