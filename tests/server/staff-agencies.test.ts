import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { encryptor, solvedCaptcha } from './account-support.ts';
import { agencyToken } from './agency-support.ts';
import { createApply, entry, newDraft, startApplyServer, visaChoice, type ApplyServer } from './applies-support.ts';
import { staffToken } from './staff-support.ts';

// The center's travel agencies (issue 33, decision 096): an admin certifies one for several centers with its own
// applicant limit, edits and suspends it and its accounts; a supervisor reads those of their center. Every write
// leaves its audit row, and a suspension stops the agency's sign-in at once, in the portal's words.

interface Agency { id: string; status: string; centerIds: string[]; maxApplicantsPerOrder: number; suspendedAt: string | null; accounts: number }

const input = (overrides: Record<string, unknown> = {}) => ({
  name: '长城国际旅行社', licenceNo: 'L-BJ-CJ01234', certifiedFrom: '2025-01-01', certifiedUntil: '2099-12-31', certified: true,
  centerIds: ['center-beijing', 'center-shanghai'], maxApplicantsPerOrder: 4,
  contact: { name: '赵经理', phone: '01065001234', email: 'visa@changcheng.example.cn' }, ...overrides,
});

describe.each(databaseKinds())('the center\'s travel agencies (%s)', (kind) => {
  let server: ApplyServer;
  let admin: string;
  let beijingSupervisor: string;
  let shanghaiSupervisor: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    admin = await staffToken(server, { id: 'ag-admin', role: 'admin', centerId: null });
    beijingSupervisor = await staffToken(server, { id: 'ag-sup-bj', role: 'supervisor', centerId: 'center-beijing' });
    shanghaiSupervisor = await staffToken(server, { id: 'ag-sup-sh', role: 'supervisor', centerId: 'center-shanghai' });
  });
  afterAll(() => server.close());

  const auditOf = async (recordId: string) => (await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, recordId)))
    .sort((a, b) => a.id - b.id);

  async function signIn(account: string, password = 'agency2025', language = 'zh') {
    const rsa = await encryptor(server);
    const { body } = await server.call('POST', '/api/account/ta/login', {
      language, body: { account, password: await rsa.encrypt(password), keyId: rsa.keyId, ...(await solvedCaptcha(server)) },
    });
    return body;
  }

  it('certifies an agency for two centers with its own limit, audited, and the agency is offered both centers', async () => {
    const created = await server.call('POST', '/api-staff/agencies', { auth: admin, body: input() });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 0, data: { status: 'valid', centerIds: ['center-beijing', 'center-shanghai'], maxApplicantsPerOrder: 4, accounts: 0 } });
    const agency = created.body.data as Agency;
    const [row] = await auditOf(agency.id);
    expect(row).toMatchObject({ action: 'agency.created', actorId: 'ag-admin', actorRole: 'admin', recordKind: 'agency', before: null });
    expect(row!.after).toMatchObject({ licenceNo: 'L-BJ-CJ01234', centerIds: ['center-beijing', 'center-shanghai'], maxApplicantsPerOrder: 4 });

    // Its account (opened by the center outside the portal today) is offered both centers when it applies.
    await server.database.db.insert(t.users).values({ id: 'cc-main', kind: 'travelAgency', account: 'changcheng', agencyId: agency.id, agencyRole: 'main', name: '长城', passwordHash: await hashPassword('agency2025') });
    const signedIn = await signIn('changcheng');
    expect(signedIn).toMatchObject({ code: 0 });
    const auth = `Bearer ${(signedIn.data as { accessToken: string }).accessToken}`;
    const offered = await server.call('GET', '/api-visa/center/for-orders', { auth });
    expect((offered.body.data as { id: string }[]).map((center) => center.id).sort()).toEqual(['center-beijing', 'center-shanghai']);
  });

  it('refuses a limit above five, dates out of order and a center that does not exist, naming the field', async () => {
    const six = await server.call('POST', '/api-staff/agencies', { auth: admin, body: input({ maxApplicantsPerOrder: 6 }) });
    expect(six.body.code).toBe(400);
    expect(Object.keys((six.body.data as { fields: object }).fields)).toEqual(['maxApplicantsPerOrder']);
    const backwards = await server.call('POST', '/api-staff/agencies', { auth: admin, language: 'en', body: input({ certifiedUntil: '2024-12-31' }) });
    expect(backwards.body).toMatchObject({ code: 400, data: { fields: { certifiedUntil: 'The certificate cannot end before it starts' } } });
    const nowhere = await server.call('POST', '/api-staff/agencies', { auth: admin, body: input({ centerIds: ['center-nowhere'] }) });
    expect(nowhere.body).toMatchObject({ code: 400, data: { fields: { 'centerIds.0': '没有该签证中心' } } });
  });

  it('lets a supervisor read the agencies of their own center only, and only an admin write', async () => {
    const { body } = await server.call('POST', '/api-staff/agencies', { auth: admin, body: input({ name: '沪上旅行社', centerIds: ['center-shanghai'] }) });
    const shanghaiOnly = body.data as Agency;
    const mine = await server.call('GET', '/api-staff/agencies?size=100', { auth: beijingSupervisor });
    const listed = (mine.body.data as { records: Agency[] }).records.map((row) => row.id);
    expect(listed).not.toContain(shanghaiOnly.id);
    expect((await server.call('GET', `/api-staff/agencies/${shanghaiOnly.id}`, { auth: beijingSupervisor })).body.code).toBe(403);
    expect((await server.call('GET', `/api-staff/agencies/${shanghaiOnly.id}/accounts`, { auth: beijingSupervisor })).body.code).toBe(403);
    expect((await server.call('GET', '/api-staff/agencies?centerId=center-shanghai', { auth: beijingSupervisor })).body.code).toBe(403);
    expect((await server.call('GET', `/api-staff/agencies/${shanghaiOnly.id}`, { auth: shanghaiSupervisor })).body.code).toBe(0);
    expect((await server.call('GET', `/api-staff/agencies/${shanghaiOnly.id}`, { auth: admin })).body.code).toBe(0);

    const before = await auditOf(shanghaiOnly.id);
    const clerk = await staffToken(server, { id: 'ag-clerk', role: 'clerk', centerId: 'center-shanghai' });
    const editor = await staffToken(server, { id: 'ag-editor', role: 'editor', centerId: 'center-shanghai' });
    for (const auth of [shanghaiSupervisor, clerk, editor]) {
      expect((await server.call('PUT', `/api-staff/agencies/${shanghaiOnly.id}`, { auth, body: input() })).body.code).toBe(403);
      expect((await server.call('POST', `/api-staff/agencies/${shanghaiOnly.id}/suspend`, { auth, body: { reason: 'x' } })).body.code).toBe(403);
      expect((await server.call('POST', '/api-staff/agencies', { auth, body: input() })).body.code).toBe(403);
    }
    for (const auth of [clerk, editor]) expect((await server.call('GET', '/api-staff/agencies', { auth })).body.code).toBe(403);
    expect((await server.call('GET', '/api-staff/agencies', { auth: server.alice })).status).toBe(403);
    expect((await server.call('GET', '/api-staff/agencies', { auth: null })).status).toBe(401);
    expect(await auditOf(shanghaiOnly.id)).toEqual(before);
  });

  it('records an edit with what it replaced', async () => {
    const { body } = await server.call('POST', '/api-staff/agencies', { auth: admin, body: input({ name: '编辑旅行社' }) });
    const agency = body.data as Agency;
    const edited = await server.call('PUT', `/api-staff/agencies/${agency.id}`, { auth: admin, body: input({ name: '编辑旅行社', centerIds: ['center-shanghai'], maxApplicantsPerOrder: 2 }) });
    expect(edited.body).toMatchObject({ code: 0, data: { centerIds: ['center-shanghai'], maxApplicantsPerOrder: 2 } });
    const rows = await auditOf(agency.id);
    expect(rows.map((row) => row.action)).toEqual(['agency.created', 'agency.updated']);
    expect(rows[1]!.before).toMatchObject({ centerIds: ['center-beijing', 'center-shanghai'], maxApplicantsPerOrder: 4 });
    expect(rows[1]!.after).toMatchObject({ centerIds: ['center-shanghai'], maxApplicantsPerOrder: 2 });
  });

  it('suspends an agency: its signed-in account is signed out, its sign-in refused in clear words, until it is reinstated', async () => {
    const token = await agencyToken(server, 'susp', 'center-beijing');
    expect((await server.call('GET', '/api-user/agency/identity', { auth: token })).body.code).toBe(0);

    const suspended = await server.call('POST', '/api-staff/agencies/susp/suspend', { auth: admin, body: { reason: '资质复查' } });
    expect(suspended.body).toMatchObject({ code: 0, data: { status: 'suspended' } });
    expect((await server.call('GET', '/api-user/agency/identity', { auth: token })).body.code).toBe(401);
    const refused = await signIn('susp', 'agency2025', 'en');
    expect(refused).toMatchObject({ code: 403 });
    expect(refused.msg).toMatch(/suspended your agency/);
    expect((await signIn('susp', 'wrong-password')).code).toBe(400);
    // A second press changes nothing and leaves no second row.
    await server.call('POST', '/api-staff/agencies/susp/suspend', { auth: admin, body: { reason: '资质复查' } });

    const reinstated = await server.call('POST', '/api-staff/agencies/susp/reinstate', { auth: admin });
    expect(reinstated.body).toMatchObject({ code: 0, data: { status: 'valid', suspendedAt: null } });
    expect(await signIn('susp')).toMatchObject({ code: 0 });
    const rows = await auditOf('susp');
    expect(rows.map((row) => row.action)).toEqual(['agency.suspended', 'agency.reinstated']);
    expect(rows[0]!.after).toMatchObject({ suspended: true, reason: '资质复查' });
  });

  it('suspends one sub-account and leaves the others working', async () => {
    await agencyToken(server, 'subs', 'center-beijing');
    await server.database.db.insert(t.users).values({ id: 'subs-01', kind: 'travelAgency', account: 'subs-01', agencyId: 'subs', agencyRole: 'sub', name: '王导游', passwordHash: await hashPassword('agency2025') });
    const accounts = await server.call('GET', '/api-staff/agencies/subs/accounts', { auth: beijingSupervisor });
    expect(accounts.body.data).toEqual([
      { account: 'subs', name: 'subs', role: 'main', suspendedAt: null },
      { account: 'subs-01', name: '王导游', role: 'sub', suspendedAt: null },
    ]);
    expect((await server.call('POST', '/api-staff/agencies/subs/accounts/subs-01/suspend', { auth: beijingSupervisor, body: { reason: '离职' } })).body.code).toBe(403);
    const suspended = await server.call('POST', '/api-staff/agencies/subs/accounts/subs-01/suspend', { auth: admin, body: { reason: '离职' } });
    expect(suspended.body).toMatchObject({ code: 0, data: { account: 'subs-01', role: 'sub' } });
    expect((suspended.body.data as { suspendedAt: string | null }).suspendedAt).not.toBeNull();
    const refused = await signIn('subs-01');
    expect(refused).toMatchObject({ code: 403 });
    expect(refused.msg).toMatch(/该账号已被签证中心暂停使用/);
    expect(await signIn('subs')).toMatchObject({ code: 0 });
    expect((await server.call('POST', '/api-staff/agencies/subs/accounts/nobody/suspend', { auth: admin, body: { reason: 'x' } })).body.code).toBe(404);
    const [row] = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'agencyAccount.suspended'), eq(t.auditLog.recordId, 'subs-01')));
    expect(row).toMatchObject({ actorId: 'ag-admin', after: { account: 'subs-01', suspended: true, reason: '离职' } });
  });

  it('stops an agency ordering once its certificate is revoked or has ended', async () => {
    const token = await agencyToken(server, 'cert', 'center-beijing');
    const draftId = await newDraft(server, token);
    await server.call('PUT', '/api-staff/agencies/cert', { auth: admin, body: input({ name: 'cert', centerIds: ['center-beijing'], certified: false }) });
    const revoked = await createApply(server, token, { draftId, applicant: entry(), visaChoice }, 'en');
    expect(revoked.body).toMatchObject({ code: 403 });
    expect(revoked.body.msg).toMatch(/revoked your agency's certificate/);
    // The manual clock reads 2025-06-02.
    await server.call('PUT', '/api-staff/agencies/cert', { auth: admin, body: input({ name: 'cert', centerIds: ['center-beijing'], certifiedUntil: '2025-05-31' }) });
    const expired = await createApply(server, token, { draftId, applicant: entry(), visaChoice }, 'en');
    expect(expired.body).toMatchObject({ code: 403 });
    expect(expired.body.msg).toMatch(/ended on 2025-05-31/);
    await server.call('PUT', '/api-staff/agencies/cert', { auth: admin, body: input({ name: 'cert', centerIds: ['center-beijing'] }) });
    expect((await createApply(server, token, { draftId, applicant: entry(), visaChoice })).body.code).toBe(0);
  });
});
