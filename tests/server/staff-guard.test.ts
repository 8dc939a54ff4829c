import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { agencyToken } from './agency-support.ts';
import { halfOpenStaffToken, staffToken } from './staff-support.ts';
import { recordAudit, systemActor } from '../../src/server/audit/record.ts';
import * as t from '../../src/server/db/schema.ts';

// The door of the center's side: staff tokens only, second factor done, and the audit trail append-only.
describe.each(databaseKinds())('staff guard and audit trail (%s)', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  it('answers a staff member about themselves, and refuses every other caller', async () => {
    const clerk = await staffToken(server, { id: 'guard-clerk', role: 'clerk', centerId: 'center-beijing' });
    const mine = await server.call('GET', '/api-staff/me', { auth: clerk });
    expect(mine.body).toMatchObject({ code: 0, data: { id: 'guard-clerk', role: 'clerk', centerId: 'center-beijing', status: 'active' } });

    const none = await server.call('GET', '/api-staff/me', { auth: null });
    expect([none.status, none.body.code]).toEqual([401, 401]);
    const applicant = await server.call('GET', '/api-staff/me', { auth: server.alice });
    expect([applicant.status, applicant.body.code]).toEqual([403, 403]);
    const agency = await server.call('GET', '/api-staff/me', { auth: await agencyToken(server, 'guard-agency', 'center-beijing') });
    expect([agency.status, agency.body.code]).toEqual([403, 403]);
    const forged = await server.call('GET', '/api-staff/me', { auth: `${clerk.slice(0, -3)}abc` });
    expect([forged.status, forged.body.code]).toEqual([401, 401]);
    const halfOpen = await server.call('GET', '/api-staff/me', { auth: await halfOpenStaffToken(server, { id: 'guard-half', role: 'admin', centerId: null }) });
    expect([halfOpen.status, halfOpen.body.code]).toEqual([401, 401]);
    expect(halfOpen.body.msg).toContain('验证码');
  });

  it('a staff token opens none of the applicant calls', async () => {
    const clerk = await staffToken(server, { id: 'guard-clerk-2', role: 'clerk', centerId: 'center-beijing' });
    const { body } = await server.call('GET', '/api-user/users/current', { auth: clerk });
    expect(body.code).toBe(401);
  });

  it('keeps audit rows: an insert lands, an update, a delete and a truncate are refused by the database', async () => {
    const db = server.database.db;
    await recordAudit(db, systemActor('test'), { action: 'test.append', recordKind: 'test', recordId: `r-${kind}` }, new Date());
    const count = async () => (await db.select().from(t.auditLog)).filter((row) => row.recordId === `r-${kind}`).length;
    // drizzle wraps the driver's error; the database's own words are in its cause.
    const refusal = async (statement: Parameters<typeof db.execute>[0]) => {
      try {
        await db.execute(statement);
        return 'accepted';
      } catch (error) {
        return String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
      }
    };
    expect(await count()).toBe(1);
    expect(await refusal(sql`update audit_log set action = 'rewritten' where record_id = ${`r-${kind}`}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where record_id = ${`r-${kind}`}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await count()).toBe(1);
  });

  it('a rolled-back change leaves no audit row', async () => {
    const db = server.database.db;
    await expect(db.transaction(async (tx) => {
      await recordAudit(tx, systemActor('test'), { action: 'test.rollback', recordKind: 'test', recordId: `rb-${kind}` }, new Date());
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    const rows = await db.select().from(t.auditLog);
    expect(rows.filter((row) => row.recordId === `rb-${kind}`)).toEqual([]);
  });
});
