import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The inspector's browser test (decision 020) runs against the Vite dev server, the only place the inspector
// exists, with the API server behind its proxy on a port of its own. Ports, data and results directories come
// from the environment so that parallel runs on one machine keep apart.
const apiPort = Number(process.env.INSPECTOR_API_PORT ?? 8186);
const devPort = Number(process.env.INSPECTOR_DEV_PORT ?? 5186);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-inspector';
const cacheDir = process.env.INSPECTOR_VITE_CACHE ?? '.tmp/vite-inspector';

export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: 'inspector.devspec.ts',
  // The dev server transforms each module on its first request, so every screen the walk reaches for the first time
  // (the inspector, the login, the flow's steps and their texts) costs seconds a built page does not, and more while
  // the journeys and the paths load the same two cores (test-all.ts runs them side by side). The walk took 12 s alone
  // and up to 55 s beside them here, and overran 120 s on a slower CI machine: these limits only catch a hang.
  timeout: 360_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/playwright-inspector-results.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/inspector',
  use: { ...base.use, baseURL: `http://127.0.0.1:${devPort}`, acceptDownloads: true },
  // The journeys' projects would put their own addresses over this one.
  projects: undefined,
  webServer: [
    {
      // The API without the built app (STATIC_DIR empty): the dev server serves the pages.
      command: `rm -rf ${dataDir} && SANDBOX=1 PUBLIC_ORIGIN=http://127.0.0.1:${devPort} PORT=${apiPort} PGLITE_DIR=${dataDir} STATIC_DIR= READING_BUDGET_MS=40000 npx tsx src/server/main.ts`,
      url: `http://127.0.0.1:${apiPort}/dev/outbox.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `PORTAL_API_URL=http://127.0.0.1:${apiPort} VITE_CACHE_DIR=${cacheDir} npx vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/__inspector`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
