import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { isAlive } from '../../src/server/db/data-dir-lock.ts';

// A run that is killed (Ctrl-C, a CI timeout) never reaches its teardown: its PGlite copies stay in /dev/shm (memory)
// and its PostgreSQL databases on the server, run after run. Every name made by the tests carries its process's pid,
// so the next run removes what belongs to processes that no longer exist — never another live run's.

/** Names the tests give their PGlite directories and PostgreSQL databases; the first group is the owner's pid. */
export const LEFTOVER_DIR = /^portal-pglite(?:-template)?-(\d+)-/;
export const LEFTOVER_DATABASE = /^portal_(?:test|template|bench)_(\d+)_[a-z0-9]+$/;

const ownerIsGone = (name: string, pattern: RegExp) => {
  const pid = pattern.exec(name)?.[1];
  return pid !== undefined && !isAlive(Number(pid));
};

/** Removes the directories under `root` and the databases on `adminUrl` whose process is gone; returns their names. */
export async function removeLeftovers(root: string, adminUrl?: string): Promise<string[]> {
  const removed = readdirSync(root).filter((name) => ownerIsGone(name, LEFTOVER_DIR));
  for (const name of removed) rmSync(join(root, name), { recursive: true, force: true });
  if (!adminUrl) return removed;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_%'");
    for (const { datname } of rows.filter((row) => ownerIsGone(row.datname, LEFTOVER_DATABASE))) {
      // Without FORCE: a database someone is still connected to is left alone.
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
        removed.push(datname);
      } catch {
        // In use after all, or dropped by a run beside this one.
      }
    }
  } finally {
    await admin.end();
  }
  return removed;
}
