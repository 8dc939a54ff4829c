import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { inject } from 'vitest';
import { createDatabaseFrom, databaseUrl, dropPostgresDatabase } from './postgres-template.ts';
import { scratchRoot } from './scratch.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** Removes what the test made: the copied directory, or the throw-away PostgreSQL database. */
  dispose(): Promise<void>;
  /** The throw-away PostgreSQL database's address, for a second server process on the same data. */
  url?: string;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(scratchRoot(), `portal-pglite-${process.pid}-`));
    cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
    rmSync(join(dir, 'portal.lock'), { force: true });
    const database = await openDatabase({ pgliteDir: dir });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // One database per test file, so files running in parallel never see each other's rows; a copy of the run's
  // migrated, seeded template (tests/support/global-setup.ts). Opening it still runs the migrator, which finds
  // nothing to apply.
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject('postgresTemplate');
  await createDatabaseFrom(adminUrl, name, template || 'template1');
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  if (!template) await seedReferenceData(database.db);
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}
