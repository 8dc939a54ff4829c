// `npm test`: every check in one command, in the order that fails fastest, ending with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

type Step = { name: string; command: string; args: string[] };

const steps: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'unit, machines, server, contract', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-results.json'] },
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  { name: 'browser', command: 'npx', args: ['playwright', 'test'] },
  // The inspector exists on the Vite dev server only: its own config starts one (decision 020).
  { name: 'browser, inspector on the dev server', command: 'npx', args: ['playwright', 'test', '-c', 'playwright.inspector.config.ts'] },
  // The application machine's model-based paths through the real UI, on the build above; prints their coverage (decision 021).
  { name: 'browser paths', command: 'npx', args: ['tsx', 'scripts/paths-e2e.ts', '--no-build'] },
];

rmSync('.tmp/vitest-results.json', { force: true });
// Every Playwright run's JSON results (the inspector's and the paths' configs write their own files; one path is one test).
const playwrightResults = ['.tmp/playwright-results.json', '.tmp/playwright-inspector-results.json', '.tmp/paths-results.json'];
for (const file of playwrightResults) rmSync(file, { force: true });

let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync('.tmp/vitest-results.json')) {
  const vitest = JSON.parse(readFileSync('.tmp/vitest-results.json', 'utf8'));
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
for (const file of playwrightResults.filter((path) => existsSync(path))) {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep || counts.failed ? 1 : 0);
