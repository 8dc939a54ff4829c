import pg from 'pg';
import { openDatabase } from '../../src/server/db/open.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { databaseUrl } from './database-url.ts';

export { databaseUrl };

async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** An empty database the processes migrate and seed themselves, as at a first deploy. */
export async function throwAwayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A database migrated and seeded once per run, for the files to copy with CREATE DATABASE … TEMPLATE. Its name has
 * the run's pid and a random part, so runs side by side each copy their own. Nothing stays connected to it: a
 * copy is refused while anyone is.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  return name;
}

export async function createDatabaseFrom(adminUrl: string, name: string, template: string) {
  await asAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
}

export async function dropPostgresDatabase(adminUrl: string, name: string) {
  await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
