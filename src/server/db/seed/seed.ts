import { sql } from 'drizzle-orm';
import type { Db } from '../open.ts';
import * as t from '../schema.ts';
import { referenceSeeds } from './reference-seeds.ts';

export interface SeedSet {
  /** Stable name; with the version it marks the set as applied, so a restart never loads it twice. */
  name: string;
  version: number;
  run(db: Db): Promise<void>;
}

/** Loads every seed set not yet applied; answers the names it loaded (empty on an ordinary restart). */
export async function seedReferenceData(db: Db, seeds: readonly SeedSet[] = referenceSeeds): Promise<string[]> {
  const applied = await db.select().from(t.seedRuns);
  const done = new Set(applied.map((row) => `${row.name}@${row.version}`));
  const loaded: string[] = [];
  for (const seed of seeds) {
    if (done.has(`${seed.name}@${seed.version}`)) continue;
    await db.transaction(async (tx) => {
      // Serialises concurrent first starts against one PostgreSQL server.
      await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
      const again = await tx.select().from(t.seedRuns).where(sql`${t.seedRuns.name} = ${seed.name} and ${t.seedRuns.version} = ${seed.version}`);
      if (again.length) return;
      await seed.run(tx as unknown as Db);
      await tx.insert(t.seedRuns).values({ name: seed.name, version: seed.version });
      loaded.push(seed.name);
    });
  }
  return loaded;
}

export async function insertInChunks<Row extends Record<string, unknown>>(
  insert: (rows: Row[]) => Promise<unknown>,
  rows: readonly Row[],
  size = 500,
) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}
