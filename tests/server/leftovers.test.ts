// A killed run's databases and directories are removed by the next run (tests/support/leftovers.ts), and nothing of
// a live process is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { removeLeftovers } from '../support/leftovers.ts';

/** The pid of a process that has exited (reused by another before the test ends: possible, not likely). */
function goneProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('what a killed run leaves', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-leftovers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('removes the PGlite copies of processes that are gone, and keeps those of live ones and anything else', async () => {
    const gone = goneProcess();
    const names = [`portal-pglite-${gone}-aB3dE6`, `portal-pglite-template-${gone}-Xy12Zz`, `portal-pglite-${process.pid}-live01`, 'portal-e2e-8181', 'unrelated'];
    for (const name of names) mkdirSync(join(root, name));
    const removed = await removeLeftovers(root);
    expect(removed.sort()).toEqual([`portal-pglite-${gone}-aB3dE6`, `portal-pglite-template-${gone}-Xy12Zz`].sort());
    expect(names.filter((name) => existsSync(join(root, name)))).toEqual(names.slice(2));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops the databases of processes that are gone, unless someone is connected', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const gone = goneProcess();
    const names = { goneIdle: `portal_test_${gone}_idle01`, goneTemplate: `portal_template_${gone}_tmpl01`, goneInUse: `portal_test_${gone}_inuse1`, live: `portal_test_${process.pid}_live01` };
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const user = new URL(adminUrl);
    user.pathname = `/${names.goneInUse}`;
    const holder = new pg.Client({ connectionString: user.toString() });
    try {
      for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
      await holder.connect();
      const removed = await removeLeftovers(root, adminUrl);
      expect(removed).toEqual(expect.arrayContaining([names.goneIdle, names.goneTemplate]));
      expect(removed).not.toContain(names.goneInUse);
      expect(removed).not.toContain(names.live);
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [Object.values(names)]);
      expect(rows.map((row) => row.datname).sort()).toEqual([names.goneInUse, names.live].sort());
    } finally {
      await holder.end().catch(() => undefined);
      for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
