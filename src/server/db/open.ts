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

/** Opens the database and applies pending migrations, so a start never runs against an old schema. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
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
