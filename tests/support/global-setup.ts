import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/open.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

// A new PGlite data directory takes seconds (initdb); copying a migrated, seeded one takes milliseconds.
// Built afresh for each run (its own directory, so runs side by side never share one).
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const database = await openDatabase({ pgliteDir: dir });
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
