import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { logger } from '../logging/logger.ts';

export type Schema = typeof schema;
/** The common face of the PGlite and node-postgres drizzle databases: code is written once for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { pgliteMemory: true };

/** The database the settings name: DATABASE_URL's PostgreSQL server, else PGlite under PGLITE_DIR (./data/pglite). */
export function databaseTargetFrom(env: NodeJS.ProcessEnv): DatabaseTarget {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: env.PGLITE_DIR ?? 'data/pglite' };
}

/** Any fixed number, the same in every process: the advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK_KEY = 7_304_112_025;

/**
 * Several processes starting together on one database (a deployment of N, a rolling restart): each waits for the
 * lock, so one applies the pending migrations and the others find them applied, instead of racing to create the same
 * schema and crashing. A session lock on a connection of its own, released even when a migration fails.
 */
async function underMigrationLock(pool: pg.Pool, migrate: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database and applies pending migrations, so a start never runs against an old schema. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => logger.warn({ event: 'db.connection.lost' }, `PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await underMigrationLock(pool, () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let unlock = () => {};
  let client: PGlite;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    unlock = lockDataDir(target.pgliteDir);
    client = await PGlite.create(target.pgliteDir).catch((error: unknown) => {
      unlock();
      throw error;
    });
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
