// `npm test`: every check in one command, in the order that fails fastest, ending with one plain summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { failureDigest, retriedDigest } from './failure-digest';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

// Each Playwright run's JSON results and failure artefacts in places of its own: the four browser runs go side by side.
const results = {
  journeys: '.tmp/playwright-results.json',
  inspector: '.tmp/playwright-inspector-results.json',
  paths: '.tmp/paths-results.json',
  production: '.tmp/playwright-production-results.json',
};
const journeysPort = Number(process.env.E2E_PORT ?? 8181);

// The static checks first, side by side: the type checker leaves part of the second core idle, and the two
// together take 51 s where one after the other took 61 s (tsc 40, eslint 21) on a 2-core machine.
const checks: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
];

const oneAfterAnother: Step[] = [
  { name: 'unit, machines, server, contract', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest-results.json'] },
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
];

// The browser layers run at the same time (decision 064): each has its own server, port, database, results file and
// artefacts folder, and a journey or a path mostly waits on its server and browser, so on two cores they run
// together in little more than the longest of them.
const sideBySide: Step[] = [
  { name: 'browser', command: 'npx', args: ['playwright', 'test'], env: { E2E_RESULTS: results.journeys, E2E_OUTPUT_DIR: 'test-results' } },
  // The inspector exists on the Vite dev server only: its own config starts one (decision 020).
  {
    name: 'browser, inspector on the dev server', command: 'npx', args: ['playwright', 'test', '-c', 'playwright.inspector.config.ts'],
    env: { E2E_RESULTS: results.inspector, E2E_OUTPUT_DIR: 'test-results-inspector' },
  },
  // The application machine's model-based paths through the real UI, on the build above; prints their coverage (decision 021).
  {
    name: 'browser paths', command: 'npx', args: ['tsx', 'scripts/paths-e2e.ts', '--no-build'],
    env: {
      E2E_PORT: String(journeysPort + 1),
      ...(process.env.E2E_DATA_DIR ? { E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-paths` } : {}),
      PATHS_RESULTS: results.paths, PATHS_OUTPUT_DIR: 'test-results-paths',
    },
  },
  // The center's journeys in production mode, on the production stand: sandbox off, providers at local peers
  // (decision 100). Its portal and the stand's control API take two ports of their own, 200 above the journeys'.
  {
    name: 'browser, production mode', command: 'npx', args: ['playwright', 'test', '-c', 'playwright.production.config.ts'],
    env: {
      E2E_PORT: String(journeysPort + 200),
      ...(process.env.E2E_DATA_DIR ? { E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-production` } : {}),
      E2E_RESULTS: results.production, E2E_OUTPUT_DIR: 'test-results-production',
    },
  },
];

rmSync('.tmp/vitest-results.json', { force: true });
const playwrightResults = Object.values(results);
for (const file of playwrightResults) rmSync(file, { force: true });

/** Runs the steps at once; each one's output is printed whole when it ends, so the runs' lines never interleave. */
async function runSideBySide(together: Step[]): Promise<string[]> {
  console.log(`\n▶ ${together.map((step) => step.name).join(' | ')} (side by side; each prints when it ends)`);
  const began = Date.now();
  const running = new Set(together.map((step) => step.name));
  // A line a minute, so that a log read while it runs shows it is alive and what is left.
  const heartbeat = setInterval(() => {
    console.log(`  … ${Math.round((Date.now() - began) / 1000)} s: still running ${[...running].join(', ')}`);
  }, 60_000);
  const outcomes = await Promise.all(together.map((step) => new Promise<{ step: Step; ok: boolean }>((resolve) => {
    const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(step.name);
      console.log(`\n▶ ${step.name} (${Math.round((Date.now() - began) / 1000)} s, exit ${code})`);
      process.stdout.write(Buffer.concat(output));
      resolve({ step, ok: code === 0 });
    });
  })));
  clearInterval(heartbeat);
  return outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.step.name);
}

let failedStep: string | undefined;
const failedChecks = await runSideBySide(checks);
if (failedChecks.length) failedStep = failedChecks.join(', ');
for (const step of failedStep ? [] : oneAfterAnother) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}
if (!failedStep) {
  const failed = await runSideBySide(sideBySide);
  if (failed.length) failedStep = failed.join(', ');
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

const digest = failureDigest('.tmp/vitest-results.json', playwrightResults);
const retried = retriedDigest(playwrightResults);
if (retried) console.error(`\npassed only on a retry (counted as passed; each is work to do):\n${retried}`);
if (digest) console.error(`\nfailed tests:\n${digest}`);
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep || counts.failed ? 1 : 0);
