import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import { databaseKinds } from '../support/database.ts';
import { scratchRoot } from '../support/scratch.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { createAdmin } from '../../src/server/staff/commands.ts';
import { manualClock, startAccountServer, type AccountServer } from './account-support.ts';
import { enrol, PASSWORD, signedIn, tokenOfLink } from './staff-identity-support.ts';

// Issue 33 item 1: the first admin comes from a command that prints a one-time link, never a password. The command
// runs as an operator runs it, a process of its own with only the server's settings; a server on the same database
// then takes the link. On PostgreSQL beside the running server; PGlite's directory is one process's at a time, so
// there the command runs first on a new directory (migrating it, as at a first deploy) and the server opens it after.
const origin = 'https://visa.example.cn';

const run = async (env: Record<string, string>, ...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SANDBOX: '1', PUBLIC_ORIGIN: origin, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe.each(databaseKinds())('npm run staff (%s)', (kind) => {
  let server: AccountServer;
  let pglite: { dir: string; database?: Database } | undefined;
  let target: () => Record<string, string>;
  let first: Awaited<ReturnType<typeof run>>;
  let second: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    if (kind === 'pglite') {
      pglite = { dir: mkdtempSync(join(scratchRoot(), `portal-staff-cli-${process.pid}-`)) };
      target = () => ({ PGLITE_DIR: pglite!.dir });
      first = await run(target(), 'create-admin', '--email', 'First.Admin@center.example', '--name', '张伟');
      pglite.database = await openDatabase({ pgliteDir: pglite.dir });
      // The same e-mail again through the command's own function: a second process on a new PGlite directory costs
      // a minute on a busy machine, and the process's exit is proved on PostgreSQL.
      const again = await createAdmin(pglite.database.db, { email: 'first.admin@center.example', name: 'Again' }, new Date());
      second = { code: again.ok ? 0 : 1, stdout: '', stderr: again.ok ? '' : again.message };
      // The app is handed the directory the command wrote; the test server's own copy stays unused.
      const clock = manualClock();
      const base = await startTestServer(kind, { now: clock.now, db: pglite.database.db, config: { ...testConfig, loginsPerIpPer10Min: 1000 } });
      server = Object.assign(base, { clock });
    } else {
      server = await startAccountServer(kind);
      target = () => ({ DATABASE_URL: server.database.url! });
      first = await run(target(), 'create-admin', '--email', 'First.Admin@center.example', '--name', '张伟');
      second = await run(target(), 'create-admin', '--email', 'first.admin@center.example', '--name', 'Again');
    }
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await pglite?.database?.close();
    if (pglite) rmSync(pglite.dir, { recursive: true, force: true });
  });

  it('create-admin prints a one-time link on PUBLIC_ORIGIN that enrols an admin, and refuses the same e-mail twice', { timeout: 60_000 }, async () => {
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^Admin first\\.admin@center\\.example created\\. .*\\n${origin.replace(/\./g, '\\.')}/staff/enrol/[A-Za-z0-9_-]{43}\\n$`, 'i'));
    expect(first.stdout).not.toMatch(/password:/i);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('first.admin@center.example is a staff member already');

    const admin = { ...(await enrol(server, tokenOfLink(first.stdout))), password: PASSWORD };
    expect(admin.email).toBe('first.admin@center.example');
    const auth = await signedIn(server, admin);
    expect((await server.call('GET', '/api-staff/me', { auth })).body).toMatchObject({ code: 0, data: { role: 'admin', centerId: null, name: '张伟' } });
  });


  // Beside the running server: PGlite's directory is the server's while it runs.
  if (kind === 'postgres') it('reset clears a person\'s sign-in, ends their sessions and prints a new link that enrols', { timeout: 90_000 }, async () => {
    const made = await run(target(), 'create-admin', '--email', 'locked-out@center.example', '--name', 'Locked Out');
    const before = { ...(await enrol(server, tokenOfLink(made.stdout))), password: PASSWORD };
    const auth = await signedIn(server, before);
    const reset = await run(target(), 'reset', '--email', 'Locked-Out@center.example');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('The sign-in of Locked-Out@center.example is cleared and their sessions ended.');
    expect((await server.call('GET', '/api-staff/me', { auth })).status).toBe(401);
    const after = { ...(await enrol(server, tokenOfLink(reset.stdout), 'another long passphrase')), password: 'another long passphrase' };
    expect(after.secret).not.toBe(before.secret);
    expect((await server.call('GET', '/api-staff/me', { auth: await signedIn(server, after) })).body).toMatchObject({ code: 0, data: { email: 'locked-out@center.example' } });
    const unknown = await run(target(), 'reset', '--email', 'nobody@center.example');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No staff member has the e-mail nobody@center.example.']);
  });
});

describe('npm run staff, used wrongly', () => {
  // Each run is a tsx process loading the server's modules: seconds apiece on a busy machine.
  it('says how to use it, and what is wrong, without touching the database', { timeout: 90_000 }, async () => {
    const [none, noName, badEmail] = await Promise.all([
      run({}),
      run({}, 'create-admin', '--email', 'x@center.example'),
      run({}, 'reset', '--email', 'not-an-address'),
    ]);
    expect([none.code, none.stderr]).toEqual([1, expect.stringContaining('npm run staff -- create-admin --email <e-mail> --name <name>')]);
    expect([noName.code, noName.stderr]).toEqual([1, expect.stringContaining('--name needs')]);
    expect([badEmail.code, badEmail.stderr]).toEqual([1, expect.stringContaining('--email needs an e-mail address')]);
  });
});
