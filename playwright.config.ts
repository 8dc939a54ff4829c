import { basename, join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { databaseUrl } from './tests/support/database-url';
import { scratchRoot } from './tests/support/scratch';
import { countSetting } from './tests/support/count-setting';

const port = Number(process.env.E2E_PORT ?? 8181);
// The journeys that move the server's clock get a server of their own (decision 048), 1000 ports up (9181 by
// default): runs side by side are given neighbouring ports, which the next port up would take from another run.
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? port + 1000);
// Several checkouts' runs may share a machine: each names its own build and data directories. The database lives in
// memory (/dev/shm) where there is one, named by the port: a fresh server's first start (initdb, migrations, seed)
// and every write of the run are file operations, about twice as fast there as on this disk (decision 056).
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const dataDir = process.env.E2E_DATA_DIR ?? join(scratchRoot(), `portal-e2e-${port}`);

/**
 * The journeys that move the sandbox server's clock (`moveServerClock` in e2e/account-support.ts) instead of waiting
 * out the 60 s code resend. Their server's clock runs ahead of the browser's, which would break the journeys that
 * compare the two (the pay screen's 15-minute QR), so those stay on a server whose clock is never moved.
 */
const movesServerClock = ['account-password.spec.ts', 'reserve.spec.ts', 'reserve-replace.spec.ts'];

const origin = (onPort: number) => `http://127.0.0.1:${onPort}`;

/**
 * A sandbox server on a fresh database, seeded exactly like a first `npm start`: the embedded one, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (CI sets it), a database of its own there (decision 115). On the
 * server the queries run in PostgreSQL's processes, not on the portal's one thread: the journeys' server used a
 * quarter less CPU and no longer stalls every request while another's query runs. The default embedded start stays
 * walked in a browser by the inspector and the production-mode journeys, which keep PGlite.
 * Every journey logs in from 127.0.0.1: the per-IP limits (30 logins / 10 min, 30 code sends / hour) would refuse a
 * fast run's later journeys. The limits themselves are proved by the server tests. A reading's deadline is the
 * longest allowed: three browser layers share two cores here, and a slow but correct reading must not turn into
 * "could not read in time" (the 8 s deadline is proved by tests/server/reading-bounds.test.ts).
 */
export function sandboxServer(onPort: number, dir: string) {
  const postgres = process.env.TEST_DATABASE_URL;
  // Named after the data directory, which side-by-side checkouts already choose apart (E2E_DATA_DIR).
  const database = `portal_${basename(dir).toLowerCase().replace(/[^a-z0-9]+/g, '_')}`.slice(0, 63);
  const fresh = postgres
    ? `npx tsx scripts/e2e-fresh-database.ts ${postgres} ${database} && DATABASE_URL=${databaseUrl(postgres, database)}`
    : `rm -rf ${dir} && PGLITE_DIR=${dir}`;
  return {
    command: `${fresh} SANDBOX=1 PUBLIC_ORIGIN=${origin(onPort)} PORT=${onPort} STATIC_DIR=${staticDir} LOGINS_PER_IP_PER_10_MIN=1000 CODE_SENDS_PER_IP_PER_HOUR=1000 UPLOAD_TOKENS_PER_IP_PER_HOUR=100000 CAPTCHA_DRAWS_PER_IP_PER_10_MIN=100000 READING_BUDGET_MS=40000 npx tsx src/server/main.ts`,
    url: `${origin(onPort)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'e2e',
  // A hang guard, not a speed target: a minute was hit by a journey's honest work beside the other browser layers
  // on a machine half as fast as the one the journeys were written on (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three journey files at once: a journey mostly waits on the server and the browser (measured: the journeys used
  // about 1,200 CPU-seconds in 33 minutes of two workers, a fifth of two cores), so more overlap well on two cores.
  // Each journey makes its own people and orders, so files share nothing but the server; the longest files spread
  // their journeys over the workers too (mode 'parallel'). E2E_WORKERS=1 runs them one by one to debug.
  workers: countSetting('E2E_WORKERS', 3, 1),
  // One retry: on a loaded two-core machine a renderer once stopped painting for minutes in the middle of a journey
  // (decision 121); a fault of the portal fails its retry too. The end of `npm test` names every test that needed it.
  retries: countSetting('E2E_RETRIES', 1, 0),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/playwright-results.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: origin(port),
    // A bound on each click, tap and navigation (Playwright has none by default, so one that cannot happen waits out the
    // test's whole time: ten minutes in the payment journeys, where one hung once on a loaded machine). Two minutes is far
    // above any honest action here; the first try fails sooner, with its screenshot, and the retry keeps a trace.
    actionTimeout: 120_000,
    navigationTimeout: 120_000,
    locale: 'zh-CN',
    // A trace of the retry only (decision 127): recording one for every test cost about 15 % of the CPU of a run
    // (137 against 117 CPU-seconds for the same eight journeys), and on two cores the browser layers share that CPU.
    // A fault of the portal fails its retry too, which keeps its trace; the first failure leaves its screenshot.
    // E2E_TRACE=retain-on-failure records every test again, to debug a path (the paths have no retry).
    trace: { mode: (process.env.E2E_TRACE ?? 'on-first-retry') as 'on-first-retry' | 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    // As a person who asked for less motion sees the portal: no spinner repaints the page 60 times a second while a
    // journey waits on the server (the portal honours the setting with Tailwind's motion-safe).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium: Playwright's own browser download cannot run here (no network but the registries).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // One server per project, each on its own fresh database (the journeys make their own people and orders).
  projects: [
    { name: 'journeys', testIgnore: movesServerClock, use: { baseURL: origin(port) } },
    { name: 'moved clock', testMatch: movesServerClock, use: { baseURL: origin(clockPort) } },
  ],
  webServer: [sandboxServer(port, dataDir), sandboxServer(clockPort, `${dataDir}-clock`)],
});
