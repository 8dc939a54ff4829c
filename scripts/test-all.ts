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
];

rmSync('.tmp/vitest-results.json', { force: true });
rmSync('.tmp/playwright-results.json', { force: true });

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
if (existsSync('.tmp/playwright-results.json')) {
  const stats = JSON.parse(readFileSync('.tmp/playwright-results.json', 'utf8')).stats;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep || counts.failed ? 1 : 0);
