import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { scratchRoot } from './tests/support/scratch';
import { countSetting } from './tests/support/count-setting';

// The browser path tests (decision 021): e2e/paths/browser-paths.ts on a server of their own — the journeys'
// configuration with its own default port and data directory, so a paths run can go beside a journeys run.
// `npm run test:paths:e2e` builds, plans, runs this and reports.
const port = Number((process.env.E2E_PORT ??= '8182'));
const dataDir = (process.env.E2E_DATA_DIR ??= join(scratchRoot(), `portal-e2e-paths-${port}`));
const { default: base, sandboxServer } = await import('./playwright.config');

export default defineConfig({
  ...base,
  testDir: 'e2e/paths',
  testMatch: 'browser-paths.ts',
  reporter: [['list'], ['json', { outputFile: process.env.PATHS_RESULTS ?? '.tmp/paths-results.json' }]],
  outputDir: process.env.PATHS_OUTPUT_DIR ?? 'test-results/paths',
  // One project and one server: the journeys' second server (the moved clock) is not needed here.
  projects: undefined,
  // The chains run side by side (browser-paths.ts): three at once keep the longest chain (about 3.5 of the 17
  // minutes the paths take one after another) from being the only one left at the end.
  workers: countSetting('E2E_PATHS_WORKERS', 3, 1),
  // One retry, as the journeys have (decision 121): a chain is serial, so a failed path runs its whole chain again
  // from a new person and draft, keeping a trace of the retry. The coverage counts what the browser saw on either
  // try, and each path's outcome on its last (decision 135). E2E_RETRIES=0 for none.
  retries: countSetting('E2E_RETRIES', 1, 0),
  webServer: sandboxServer(port, dataDir),
});
