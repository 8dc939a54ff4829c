// Every machine in the catalog: its model-based paths reach every state node and every transition of the
// machine definition (the same numbers `npm run paths` prints).
import { describe, expect, it } from 'vitest';
import { machineModels } from '../../machines/catalog.ts';
import { allStateNodes, allTransitions } from '../../machines/coverage.ts';
import { explore, replay } from '../../machines/paths.ts';

describe.each(machineModels.map((model) => [model.name, model] as const))('%s model', (_, model) => {
  const exploration = explore(model);

  it('reaches every state node and takes every transition', () => {
    expect(exploration.coverage.states.missing).toEqual([]);
    expect(exploration.coverage.transitions.missing).toEqual([]);
    expect(exploration.coverage.states.total).toBe(allStateNodes(model.machine).length);
    expect(exploration.coverage.transitions.total).toBe(allTransitions(model.machine).length);
  });

  it('lists paths that replay from the start to where they say they end', () => {
    for (const path of exploration.paths) {
      const { snapshot } = replay(model, path.steps.map((s) => s.event));
      expect(snapshot.value).toEqual(path.end.value);
    }
  });
});

describe('coverage counting', () => {
  it('is measured against the definition: a model with no samples covers only the start', () => {
    const [first] = machineModels;
    const bare = explore({ ...first!, events: () => [] });
    expect(bare.coverage.transitions.covered).toBeLessThan(bare.coverage.transitions.total);
    expect(bare.paths).toHaveLength(1);
  });
});
