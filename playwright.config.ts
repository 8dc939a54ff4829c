import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// Several checkouts' runs may share a machine: each names its own build and data directories.
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-pglite';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two journey files at once: a journey mostly waits on the server and the browser, so two overlap well on two cores
  // (57 journeys passed this way even beside seven other builds; see docs/testing.md). Each journey makes its own
  // people and orders, so files share nothing but the server. E2E_WORKERS=1 runs them one by one to debug.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/playwright-results.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium: Playwright's own browser download cannot run here (no network but the registries).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // A fresh embedded database per run: the e2e server starts seeded, exactly like a first `npm start`.
    // Every journey logs in from 127.0.0.1: the per-IP limits (30 logins / 10 min, 30 code sends / hour) would
    // refuse a fast run's later journeys. The limits themselves are proved by the server tests.
    command: `rm -rf ${dataDir} && SANDBOX=1 PUBLIC_ORIGIN=http://127.0.0.1:${port} PORT=${port} PGLITE_DIR=${dataDir} STATIC_DIR=${staticDir} LOGINS_PER_IP_PER_10_MIN=1000 CODE_SENDS_PER_IP_PER_HOUR=1000 UPLOAD_TOKENS_PER_IP_PER_HOUR=100000 npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
