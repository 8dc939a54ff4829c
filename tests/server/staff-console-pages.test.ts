import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { sandboxStaffCenterId } from '../../src/server/dev/staff-page.ts';
import { databaseKinds } from '../support/database.ts';
import { rawGet } from '../support/raw-http.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';

// The staff console's pages (issue 33): /staff/* is the SPA's page, never kept by a cache nor indexed; the sandbox's
// /dev/staff opens it as a sandbox staff member with a full session, and exists nowhere else.

function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-staff-spa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Visa Portal</title></head><body><div id="root"></div></body></html>');
  return dir;
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST', redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields),
});

describe.each(databaseKinds())('staff console pages in the sandbox (%s)', (kind) => {
  let server: TestServer;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = builtSpa();
    server = await startTestServer(kind, { config: { ...testConfig, sandbox: true, staticDir: spaDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  const sandboxStaff = () => server.database.db.select().from(t.staffUsers).where(like(t.staffUsers.id, 'sandbox-%'));
  async function staffPage() {
    const response = await fetch(`${server.baseUrl}/dev/staff`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '' };
  }

  it.each(['/staff', '/staff/sign-in', '/staff/orders/any-order?page=2', '/staff/enrol/some-token'])('answers %s with the page, not kept and not indexed', async (path) => {
    const response = await rawGet(server.baseUrl, path);
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it("leaves an applicant's page as it was (kept with revalidation, indexable)", async () => {
    for (const path of ['/', '/login', '/staffing']) {
      const response = await rawGet(server.baseUrl, path);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  it('makes one sandbox staff member per role on first use, once', async () => {
    await staffPage();
    await staffPage();
    const staff = await sandboxStaff();
    const centerId = await sandboxStaffCenterId(server.database.db);
    // Where the trial applications go (the visa choice's first center), not the national service's fallback copy.
    expect(centerId).toBe('center-beijing');
    expect(staff.map((row) => [row.role, row.centerId]).sort()).toEqual([
      ['admin', null], ['clerk', centerId], ['editor', centerId], ['finance', centerId], ['supervisor', centerId],
    ]);
    for (const row of staff) {
      expect(row.name).toMatch(/sandbox/i);
      expect(row.email).toMatch(/sandbox/);
      expect(row.passwordHash).toBeNull();
    }
  });

  it('opens the console as the clerk: a full session handed over in the fragment, its sign-in audited', async () => {
    const { csrf } = await staffPage();
    const response = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf, role: 'clerk' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    const match = /^\/staff#session=([^&]+)$/.exec(location);
    expect(match, location).not.toBeNull();
    const token = decodeURIComponent(match![1]!);
    expect(token.startsWith('s.')).toBe(true);

    const me = await server.call('GET', '/api-staff/me', { auth: `Bearer ${token}` });
    expect(me.body).toMatchObject({ code: 0, data: { id: 'sandbox-clerk', role: 'clerk', centerId: 'center-beijing' } });
    const queues = await server.call('GET', '/api-staff/orders/queues', { auth: `Bearer ${token}` });
    expect(queues.body.code).toBe(0);

    const audit = await server.database.db.select().from(t.auditLog)
      .where(and(eq(t.auditLog.actorId, 'sandbox-clerk'), eq(t.auditLog.action, 'staff.signIn')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', actorRole: 'clerk', recordId: 'sandbox-clerk', after: { method: 'sandbox' } });
  });

  it('opens it as the admin, who works for every center', async () => {
    const { csrf } = await staffPage();
    const response = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf, role: 'admin' }));
    const token = decodeURIComponent(/session=([^&]+)/.exec(response.headers.get('location') ?? '')![1]!);
    const me = await server.call('GET', '/api-staff/me', { auth: `Bearer ${token}` });
    expect(me.body).toMatchObject({ code: 0, data: { role: 'admin', centerId: null } });
  });

  it("refuses a post without the page's token, from another site, or for a role that is none", async () => {
    const { csrf } = await staffPage();
    const before = (await server.database.db.select().from(t.staffSessions)).length;
    const noToken = await fetch(`${server.baseUrl}/dev/staff/open`, form({ role: 'clerk' }));
    expect(noToken.status).toBe(403);
    const wrongToken = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf: `${csrf.slice(0, -2)}xx`, role: 'clerk' }));
    expect(wrongToken.status).toBe(403);
    const crossSite = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf, role: 'clerk' }, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    const unknownRole = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf, role: 'root' }));
    expect(unknownRole.status).toBe(400);
    expect((await server.database.db.select().from(t.staffSessions)).length).toBe(before);
  });

  it('is linked from the back office', async () => {
    const html = await (await fetch(`${server.baseUrl}/dev/orders`)).text();
    expect(html).toContain('href="/dev/staff"');
  });
});

describe.each(databaseKinds())('staff console pages outside the sandbox (%s)', (kind) => {
  let server: TestServer;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = builtSpa();
    server = await startTestServer(kind, { config: { ...testConfig, sandbox: false, staticDir: spaDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('has no /dev/staff: 404 (not even the app page), and makes no staff', async () => {
    const page = await rawGet(server.baseUrl, '/dev/staff');
    expect(page.status).toBe(404);
    expect(page.body.toString('utf8')).not.toContain('<div id="root">');
    const open = await fetch(`${server.baseUrl}/dev/staff/open`, form({ csrf: 'x', role: 'admin' }));
    expect(open.status).toBe(404);
    expect(await server.database.db.select().from(t.staffUsers).where(like(t.staffUsers.id, 'sandbox-%'))).toEqual([]);
  });

  it('still answers the console itself, not kept and not indexed', async () => {
    const response = await rawGet(server.baseUrl, '/staff/sign-in');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});
