// Screens come from state: every state that is a screen names a spec route, and every route of the guided
// flow is shown by at least one state that the model-based walk really reaches.
import { describe, expect, it } from 'vitest';
import { machineModels } from '../../machines/catalog.ts';
import { shortestPaths } from '../../machines/paths.ts';
import { routeOf, screenStatesOf } from '../../machines/routes.ts';
import { flowRouteNames, routeNames } from '../../src/domain/route-names.ts';

describe('routes from state', () => {
  it.each(machineModels.map((model) => [model.name, model] as const))('%s: every meta.route is a spec route name', (_, model) => {
    for (const state of screenStatesOf(model.machine)) {
      expect(routeNames, `${state.id} shows ${state.route}`).toContain(state.route);
    }
  });

  it('every flow route is the screen of at least one state', () => {
    const declared = new Set(machineModels.flatMap((model) => screenStatesOf(model.machine).map((s) => s.route)));
    expect(flowRouteNames.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('every flow route is shown by a state the walk reaches', () => {
    const shown = new Set<string>();
    for (const model of machineModels) {
      for (const path of shortestPaths(model)) {
        const route = routeOf(path.end);
        if (route) shown.add(route.route);
      }
    }
    expect(flowRouteNames.filter((route) => !shown.has(route))).toEqual([]);
  });
});
