// GET /health/ready for a load balancer (issue 36 item 3, decision 090): send traffic here only when the process is
// not shutting down, the database answers, every migration this code expects is applied (by this process or another sharing the database), and the
// documents' storage is reachable. /health stays the liveness check: up, whatever its dependencies do. The answer
// names the checks and whether each passed, never why (an error may quote an address or a user name).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import type { AppEnv } from './env.ts';
import { logger } from '../logging/logger.ts';
import { shuttingDown } from './graceful-shutdown.ts';

/** A check that has not answered in this long has failed: a probe must not hang with a stuck database. */
const CHECK_TIMEOUT_MS = 2000;

/** The migration drizzle applies last (its journal's newest entry): applied means migrations are done. */
const newestMigration: number = (() => {
  const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

export interface ReadinessDeps {
  db: Db;
  /** The documents' store; absent while documents live in the database, whose check covers them. */
  storageReady?: () => Promise<boolean>;
}

type Check = () => Promise<boolean>;

function within(check: Check): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

export function mountReadiness(app: Hono<AppEnv>, deps: ReadinessDeps) {
  const { db } = deps;
  const database: Check = async () => {
    await db.execute(sql`select 1`);
    return true;
  };
  // drizzle records each applied migration with its journal time (created_at), in both PostgreSQL and PGlite.
  const migrations: Check = async () => {
    const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    const [row] = (result as unknown as { rows: { newest: string | null }[] }).rows;
    return row?.newest != null && Number(row.newest) >= newestMigration;
  };
  // A process draining after SIGTERM still answers its requests in flight but should be sent no more (decision 091).
  const accepting: Check = async () => !shuttingDown();
  const checks: Record<string, Check> = { accepting, database, migrations, storage: deps.storageReady ?? database };
  let wasReady: boolean | undefined;

  app.get('/health/ready', async (c) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => within(checks[name]!)));
    const failed = names.filter((_, index) => !results[index]);
    const ready = failed.length === 0;
    // Probes come every few seconds: the log says when readiness changes, not each time.
    if (ready !== wasReady && (wasReady !== undefined || !ready)) {
      if (ready) logger.info({ event: 'readiness.ready' }, 'ready again');
      else logger.warn({ event: 'readiness.failed', failed }, `not ready: ${failed.join(', ')}`);
    }
    wasReady = ready;
    c.header('cache-control', 'no-store');
    const status = Object.fromEntries(names.map((name, index) => [name, results[index] ? 'ok' : 'failed']));
    return ready ? c.json({ status: 'ready', checks: status }, 200) : c.json({ status: 'not ready', failed, checks: status }, 503);
  });
}
