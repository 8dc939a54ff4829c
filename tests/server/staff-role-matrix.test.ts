import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { operations, type OperationInfo, type StaffRole } from '../../src/api/operations.gen.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { agencyToken } from './agency-support.ts';
import { staffToken, type StaffSeat } from './staff-support.ts';
import { newClientSecret, secretHashOf } from '../../src/server/integrations/secrets.ts';

// Issue 33's role matrix: every staff operation of the contract, walked with every role, another center's staff, an
// applicant's token, an agency's token and no token. A refused caller gets the documented answer and changes
// nothing (a digest of every table but the session tables is the same before and after); an allowed one passes the
// door. The list comes from the contract, so an operation added tomorrow is walked too.

const ALL_ROLES: readonly StaffRole[] = ['clerk', 'supervisor', 'finance', 'editor', 'admin'];
const staffOperations = operations.filter((operation) => operation.credential === 'staff');
const integrationOperations = operations.filter((operation) => operation.credential === 'integration');
const text = (words: string) => ({ zh: `${words}（中文）`, en: words, ko: `${words} (한국어)` });

/** A body the contract accepts, so a missing door would let the change through and the digest would show it. */
function sampleBody(operationId: string, ids: Ids): unknown {
  switch (operationId) {
    case 'staffMoveOrder': case 'integrationMoveOrder': return { event: 'accepted' };
    case 'integrationRecordDecision': return { decision: 'refused' };
    case 'integrationRequestSupplement': return { amount: 12.5, reason: text('Extra courier fee') };
    case 'integrationFlagIncorrect': return { applyId: ids.applyId, fields: [{ field: 'passportNum', reason: 'The number does not match the passport' }] };
    case 'staffDecideOrder': return { decision: 'refused' };
    case 'staffRequestSupplement': return { amount: 12.5, reason: text('Extra courier fee') };
    case 'staffFlagIncorrect': return { applyId: ids.applyId, fields: [{ field: 'passportNum', reason: 'The number does not match the passport' }] };
    case 'inviteStaff': return { email: `invited-${randomUUID().slice(0, 8)}@center.example`, name: 'Invited', role: 'clerk', centerId: 'center-beijing' };
    case 'updateStaff': return { role: 'supervisor', centerId: 'center-beijing', status: 'disabled' };
    case 'createStaffAgency': case 'updateStaffAgency': return {
      name: 'Matrix Travel', licenceNo: 'L-MATRIX', certifiedFrom: '2025-01-01', certifiedUntil: '2027-12-31', certified: true,
      centerIds: ['center-beijing'], maxApplicantsPerOrder: 2, contact: { name: '赵经理', phone: '01065001234', email: 'matrix@example.cn' },
    };
    case 'suspendStaffAgency': case 'suspendStaffAgencyAccount': return { reason: 'Certificate under review' };
    case 'createStaffContent': case 'updateStaffContent': return { typeCode: 'news', title: text('Matrix news'), summary: text('Summary'), body: text('<p>Body</p>') };
    case 'updateStaffCenter': return { submissionHours: { opens: '08:00', closes: '16:00' }, openingHours: text('8 to 4'), slotCapacity: 3 };
    case 'createStaffClosure': return { date: '2026-12-30', reason: text('Closed for maintenance') };
    case 'replaceStaffCalendarYear': return { source: 'State Council notice', days: [] };
    case 'createIntegration': return { name: 'Matrix case system', centerId: 'center-beijing', webhookUrl: null };
    case 'updateIntegration': return { webhookUrl: null, active: false };
    case 'staffSignInSecondFactor': return { code: '123456' };
    // No such payment on the order: an allowed role is told so (400) and nothing is refunded.
    case 'staffRefundOrder': return { outTradeNo: 'no-such-payment', amount: 1, reason: text('Matrix refund'), requestId: randomUUID() };
    default: return undefined;
  }
}

interface Ids { orderId: string; applyId: string; staffId: string; agencyId: string; account: string; articleId: string; integrationId: string }

function pathOf(operation: OperationInfo, ids: Ids): string {
  const values: Record<string, string> = {
    id: operation.path.startsWith('/api-staff/orders') || operation.path.startsWith('/api-integration/') ? ids.orderId
      : operation.path.startsWith('/api-staff/staff') ? ids.staffId
        : operation.path.startsWith('/api-staff/integrations') ? ids.integrationId
          : 'no-such-record',
    fileId: 'no-such-file', agencyId: ids.agencyId, account: ids.account, articleId: ids.articleId, centerId: 'center-beijing', year: '2027',
  };
  const query: Record<string, string> = {
    staffAppointments: '?date=2025-06-03', staffExportAudit: '?from=2025-01-01&to=2027-01-01', previewStaffContent: '?language=en',
  };
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x')) + (query[operation.operationId] ?? '');
}

/** Records of the Beijing center in the path: another center's staff must be refused there. */
const onBeijingRecord = (operation: OperationInfo) => /\/api-staff\/(orders\/\{id\}|centers\/\{centerId\}|agencies\/\{agencyId\})/.test(operation.path);

describe.each(databaseKinds())('the staff role matrix (%s)', (kind) => {
  let server: ApplyServer;
  let ids: Ids;
  let applicant: string;
  let agency: string;
  const seats = new Map<string, StaffSeat>();
  let counted = 0;

  // Every table but those a call may touch on its way through the door (a session's last-seen time).
  const digest = async () => {
    const db = server.database.db;
    const rowsOf = async <Row>(query: Parameters<typeof db.execute>[0]) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const tables = (await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`))
      .map((row) => row.table_name)
      .filter((name) => !['sessions', 'staff_sessions', '__drizzle_migrations'].includes(name));
    const parts: string[] = [];
    for (const name of tables) {
      const [row] = await rowsOf<{ d: string }>(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${name}" x`));
      parts.push(`${name}:${row!.d}`);
    }
    return parts.join('\n');
  };

  const call = async (operation: OperationInfo, auth: string | null) => {
    const body = sampleBody(operation.operationId, ids);
    const response = await fetch(server.baseUrl + pathOf(operation, ids), {
      method: operation.method.toUpperCase(),
      headers: {
        'accept-language': 'en', ...(auth ? { authorization: auth } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(operation.credential === 'integration' && operation.method !== 'get' ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    const answer = type.includes('json') ? await response.json() as { code: number; msg: string } : { code: 0, msg: await response.text() };
    counted += 1;
    return { status: response.status, code: answer.code, msg: answer.msg };
  };

  const seat = (role: StaffRole, centerId: string | null) => {
    const id = `rm-${role}-${centerId ?? 'all'}`;
    seats.set(id, { id, role, centerId });
    return () => staffToken(server, { id, role, centerId });
  };

  beforeAll(async () => {
    server = await startApplyServer(kind);
    const db = server.database.db;
    applicant = server.alice;
    agency = await agencyToken(server, 'rm-agency', 'center-beijing');
    const [user] = await db.select().from(t.users).where(sql`${t.users.mobile} = '13900000001'`);
    const orderId = randomUUID();
    const at = new Date();
    await db.insert(t.orders).values({
      id: orderId, orderNo: `RM${Date.now()}`, userId: user!.id, status: { stage: 'paid', extraPaymentDue: false, decision: null }, applyIds: [],
      centerId: 'center-beijing', currency: 'USD', fees: { currency: 'USD', visaFee: 50, serviceFee: 0, urgentFee: 0, deliveryFee: 0, returnExpressFee: 0, total: 50 },
      amount: 50, delivery: {}, returns: [], paidAt: at, paidAmount: 50, paymentMethod: 'wechat', createdAt: at, updatedAt: at,
    });
    const [article] = await db.select().from(t.articles).limit(1);
    await staffToken(server, { id: 'rm-target', role: 'clerk', centerId: 'center-beijing' });
    const integrationId = randomUUID();
    await db.insert(t.integrations).values({
      id: integrationId, name: 'Matrix', centerId: 'center-beijing', clientId: `int_${integrationId.slice(0, 8)}`, secretHash: 'x', webhookSecret: 'y', createdAt: at,
    });
    ids = { orderId, applyId: 'no-such-apply', staffId: 'rm-target', agencyId: 'rm-agency', account: 'rm-agency', articleId: article!.id, integrationId };
    for (const role of ALL_ROLES) await seat(role, role === 'admin' ? null : 'center-beijing')();
    for (const role of ['clerk', 'supervisor'] as const) await seat(role, 'center-shanghai')();
  }, 120_000);
  afterAll(() => server.close());

  it.each(staffOperations.map((operation) => [operation.operationId, operation] as const))('%s', async (_id, operation) => {
    const roles = operation.roles ?? [];
    const refusedRoles = roles.length ? ALL_ROLES.filter((role) => !roles.includes(role)) : [];
    const before = await digest();

    const none = await call(operation, null);
    expect(none.status, 'no token').toBe(401);
    for (const [who, auth] of [['applicant', applicant], ['agency', agency]] as const) {
      const answer = await call(operation, auth);
      expect([answer.status, answer.code], who).toEqual([403, 403]);
    }
    for (const role of refusedRoles) {
      const answer = await call(operation, await seat(role, role === 'admin' ? null : 'center-beijing')());
      expect([answer.status, answer.code, answer.msg], role).toEqual([403, 403, 'Your role does not allow this']);
    }
    if (onBeijingRecord(operation)) {
      for (const role of (['clerk', 'supervisor'] as const).filter((role) => roles.length === 0 || roles.includes(role))) {
        const answer = await call(operation, await seat(role, 'center-shanghai')());
        expect([answer.code, answer.msg], `${role} of another center`).toEqual([403, 'This record belongs to another visa center']);
      }
    }
    expect(await digest(), 'a refused call changed nothing').toBe(before);

    // The door opens for each role the contract lists; what the handler then answers is its own test's business,
    // but it is an answer of the contract, never "not implemented", never a server error.
    for (const role of roles.length ? roles : ALL_ROLES) {
      const answer = await call(operation, await seat(role, role === 'admin' ? null : 'center-beijing')());
      expect(answer.status, `${role} passes the door`).not.toBe(401);
      expect([403].includes(answer.status) && answer.msg === 'Your role does not allow this', `${role} allowed`).toBe(false);
      expect([500, 501], `${role}: ${answer.msg}`).not.toContain(answer.code);
    }
  }, 60_000);

  // The machine side: only an integration's own credential opens it, and only for its own center's orders.
  it.each(integrationOperations.map((operation) => [operation.operationId, operation] as const))('%s', async (_id, operation) => {
    const db = server.database.db;
    const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    const secret = newClientSecret();
    const shanghai = { id: randomUUID(), clientId: `int_sh_${randomUUID().slice(0, 6)}` };
    await db.insert(t.integrations).values({
      id: shanghai.id, name: 'Shanghai case system', centerId: 'center-shanghai', clientId: shanghai.clientId, secretHash: secretHashOf(secret), webhookSecret: 'sealed', createdAt: new Date(),
    });
    const before = await digest();
    expect((await call(operation, null)).status, 'no credential').toBe(401);
    expect((await call(operation, applicant)).status, 'applicant').toBe(401);
    expect((await call(operation, await seat('admin', null)())).status, 'staff').toBe(401);
    expect((await call(operation, basic(shanghai.clientId, `${secret}x`))).status, 'wrong secret').toBe(401);
    if (operation.path.includes('{id}')) {
      const answer = await call(operation, basic(shanghai.clientId, secret));
      expect(answer.code, 'another center').toBe(403);
    }
    expect(await digest(), 'a refused call changed nothing').toBe(before);
  }, 60_000);

  it('walked every staff operation of the contract', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(40);
    expect(integrationOperations.length).toBeGreaterThanOrEqual(7);
    console.info(`role matrix (${kind}): ${staffOperations.length} staff and ${integrationOperations.length} integration operations, ${counted} calls`);
  });
});
