import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: on two cores vitest's default is one fork. Files share nothing — each server file opens
    // its own PGlite copy and PostgreSQL database (tests/support/database.ts) — and a server test mostly waits on
    // its database and HTTP, so two overlap. VITEST_MAX_WORKERS=1 runs them one by one (to debug, or to compare).
    maxWorkers: 2,
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
