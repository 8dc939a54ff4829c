import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { scratchRoot } from './tests/support/scratch';

// The journeys in production mode (decision 100): the portal outside the sandbox on the production stand
// (scripts/production-stand.ts), its providers local peers, the center's side worked through the staff console.
// A port, data directory, results file and artefacts folder of its own, so `npm test` runs it beside the sandbox's
// browser layers. The stand's control API listens one port up; the journeys find it in E2E_STAND_URL.
const port = Number(process.env.E2E_PORT ?? 8381);
const controlPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? join(scratchRoot(), `portal-production-${port}`);
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
process.env.E2E_STAND_URL = `http://127.0.0.1:${controlPort}`;
// Where the journeys' screenshots go, named by step: the closing note lists them.
process.env.E2E_SHOTS_DIR ??= join(process.env.E2E_OUTPUT_DIR ?? 'test-results-production', 'screenshots');

export default defineConfig({
  testDir: 'e2e-production',
  // Each journey works one order from the first admin's enrolment to the returned passport, with a TOTP step to wait
  // out between two sign-ins of one person: a hang guard, not a speed target.
  timeout: 900_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/playwright-production-results.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results-production',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    actionTimeout: 60_000,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium, as in playwright.config.ts.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `STAND_PORT=${port} STAND_CONTROL_PORT=${controlPort} STAND_DATA_DIR=${dataDir} STATIC_DIR=${staticDir} npx tsx scripts/production-stand.ts`,
    // Ready once the control API answers: it starts after the admins are made and the portal listens.
    url: `http://127.0.0.1:${controlPort}/state`,
    reuseExistingServer: false,
    // Two create-admin runs and a first start on a fresh database, beside the other browser layers.
    timeout: 360_000,
    stdout: 'pipe',
  },
});
