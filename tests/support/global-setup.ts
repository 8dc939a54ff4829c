import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/open.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-template.ts';
import { scratchRoot } from './scratch.ts';
import { removeLeftovers } from './leftovers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    /** The migrated, seeded PostgreSQL database every file copies; empty when TEST_DATABASE_URL is not set. */
    postgresTemplate: string;
  }
}

// A new PGlite data directory takes seconds (initdb); copying a migrated, seeded one takes milliseconds.
// Built afresh for each run (its own directory, so runs side by side never share one). Likewise on PostgreSQL:
// migrating and seeding a new database took about 1 s, copying a template 0.2 s (decision 056).
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  await removeLeftovers(scratchRoot(), adminUrl);
  const dir = mkdtempSync(join(scratchRoot(), `portal-pglite-template-${process.pid}-`));
  const database = await openDatabase({ pgliteDir: dir });
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  const postgresTemplate = adminUrl ? await createPostgresTemplate(adminUrl) : '';
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await dropPostgresDatabase(adminUrl, postgresTemplate);
  };
}
