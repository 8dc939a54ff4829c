// npm run paths [-- --json] [-- --machine <name>]: the model-based paths of every machine in the catalog, in
// words for testers, with the coverage of states and transitions (computed from the machine definitions).
// Exits with 1 when a machine is not fully covered.
import { machineModels } from '../machines/catalog.ts';
import { describeEventOf, explore, jsonSafe, pathInWords, stateValueText } from '../machines/paths.ts';
import { routeOf } from '../machines/routes.ts';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const machineIndex = args.indexOf('--machine');
const only = machineIndex >= 0 ? args[machineIndex + 1] : undefined;

const models = machineModels.filter((model) => only === undefined || model.name === only);
if (models.length === 0) {
  console.error(`no machine named ${String(only)}; known: ${machineModels.map((m) => m.name).join(', ')}`);
  process.exit(2);
}

const explorations = models.map(explore);
const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const complete = explorations.every(({ coverage }) =>
  coverage.states.covered === coverage.states.total && coverage.transitions.covered === coverage.transitions.total);

if (asJson) {
  const report = explorations.map(({ model, paths, distinctStates, coverage }) => ({
    machine: model.name,
    distinctStates,
    coverage,
    paths: paths.map((path) => ({
      reason: path.reason,
      words: pathInWords(model, path),
      steps: path.steps.map((s) => ({ event: jsonSafe(s.event), words: describeEventOf(model, s.event) })),
      end: { value: stateValueText(path.end.value), route: routeOf(path.end) ?? null },
    })),
  }));
  console.log(JSON.stringify({ complete, machines: report }, null, 2));
} else {
  for (const { model, paths, distinctStates, coverage } of explorations) {
    console.log(`\n## ${model.name}: ${paths.length} paths (${distinctStates} distinct states walked)\n`);
    paths.forEach((path, i) => {
      const note = path.reason === 'transition' ? ' (for one more transition)' : '';
      console.log(`${String(i + 1).padStart(3)}. ${pathInWords(model, path)}${note}`);
    });
    const { states, transitions } = coverage;
    console.log(`\n   coverage: states ${states.covered}/${states.total} (${percent(states.covered, states.total)}%), transitions ${transitions.covered}/${transitions.total} (${percent(transitions.covered, transitions.total)}%)`);
    for (const id of states.missing) console.log(`   state not reached: ${id}`);
    for (const t of transitions.missing) console.log(`   transition not taken: ${t}`);
  }
  console.log(`\n${complete ? 'every machine fully covered' : 'NOT fully covered'}: ${explorations.map(({ model, coverage }) =>
    `${model.name} ${coverage.states.covered}/${coverage.states.total} states, ${coverage.transitions.covered}/${coverage.transitions.total} transitions`).join('; ')}`);
}
process.exit(complete ? 0 : 1);
