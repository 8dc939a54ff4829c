import { defineConfig } from 'vitest/config';

// The layers that never open a database or a server (decision 060): pure functions, machines, client helpers.
const pureLayers = ['machines/**/*.test.ts', 'src/**/*.test.ts', 'tests/domain/**/*.test.ts', 'tests/app/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/seed/**/*.test.ts', 'tests/scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: on two cores vitest's default is one fork. Files share nothing — each server file opens
    // its own PGlite copy and PostgreSQL database (tests/support/database.ts) — and a server test mostly waits on
    // its database and HTTP, so two overlap. VITEST_MAX_WORKERS=1 runs them one by one (to debug, or to compare).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: pureLayers,
          // Loading the modules again for every file was 40 % of these layers' CPU; they keep no state between
          // files (no database, no server, globals stubbed and restored), so one module cache per fork serves all.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts'],
          exclude: pureLayers,
          // One module cache per fork here too (decision 063): loading the server's modules again for every file was
          // 40 % of this project's CPU (546 s → 332 s, 289 s → 181 s wall, the same 769 tests). What a server file
          // leaves in module state is safe to share: the OCR engine restarts its workers after a file closes it, the
          // fonts and QR caches are keyed by what they hold, and every database and server is a file's own.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
