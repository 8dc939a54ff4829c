// The integration API (issue 33 item 5, decision 095): an admin makes an integration and sees its secrets once; the
// integration reads and moves the orders of its own center and is refused another center's; a rotated secret stops
// at once; every write is idempotent, with one move for any number of concurrent calls with one key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import type { OrderStatus } from '../../src/domain/order-stages.ts';
import { webhookUrlProblem } from '../../src/server/integrations/webhook-url.ts';
import { databaseKinds } from '../support/database.ts';
import { newOrder, newUser, startPaymentServer, type PaymentServer } from './payment-support.ts';
import { staffToken } from './staff-support.ts';
import { basicOf, callWith, madeIntegration, type MadeIntegration } from './integrations-support.ts';

const paid: OrderStatus = { stage: 'paid', extraPaymentDue: false, decision: null };

describe('webhook addresses', () => {
  it('takes https anywhere, http only to this machine or in the sandbox, and nothing else', () => {
    expect(webhookUrlProblem('https://case.example.cn/hooks', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9000/hooks', false)).toBeNull();
    expect(webhookUrlProblem('http://localhost/hooks', false)).toBeNull();
    expect(webhookUrlProblem('http://case.example.cn/hooks', true)).toBeNull();
    expect(webhookUrlProblem('http://case.example.cn/hooks', false)?.en).toMatch(/must start with https/);
    expect(webhookUrlProblem('ftp://case.example.cn/hooks', true)?.en).toMatch(/must start with https/);
    expect(webhookUrlProblem('https://user:pw@case.example.cn/hooks', false)?.en).toMatch(/not a valid/);
    expect(webhookUrlProblem('not a url', false)?.en).toMatch(/not a valid/);
  });
});

describe.each(databaseKinds())('integration API (%s)', (kind) => {
  let server: PaymentServer;
  let admin: string;
  let beijing: MadeIntegration;
  let owner: string;
  const call = (method: string, path: string, init: Parameters<typeof callWith>[3] = {}) => callWith(server.baseUrl, method, path, init);
  const orderIn = async (centerId: string, status = paid) => {
    const id = await newOrder(server, owner, 100, status);
    await server.database.db.update(t.orders).set({ centerId }).where(eq(t.orders.id, id));
    return id;
  };
  const stageOf = async (id: string) => (await server.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!.status.stage;
  const historyOf = (id: string) => server.database.db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, id));
  const auditOf = (id: string) => server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.recordKind, 'order'), eq(t.auditLog.recordId, id)));

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    admin = await staffToken(server, { id: `int-admin-${kind}`, role: 'admin', centerId: null }, { now: server.clock.now });
    owner = await newUser(server);
    beijing = await madeIntegration(server.baseUrl, admin, { name: 'Beijing case system', centerId: 'center-beijing', webhookUrl: null });
  });
  afterAll(() => server.close());

  it('shows the secrets once at creation, keeps none of them in the list or the audit trail, and lets only admins manage', async () => {
    const made = await call('POST', '/api-staff/integrations', { auth: admin, body: { name: 'Shanghai CRM', centerId: 'center-shanghai', webhookUrl: 'https://crm.example.cn/portal' } });
    expect(made.body).toMatchObject({ code: 0, data: { name: 'Shanghai CRM', centerId: 'center-shanghai', active: true, clientId: expect.stringMatching(/^int_/) } });
    const { id, clientSecret, webhookSecret } = made.body.data as { id: string; clientSecret: string; webhookSecret: string };
    expect(clientSecret.length).toBeGreaterThanOrEqual(40);
    expect(webhookSecret.length).toBeGreaterThanOrEqual(40);

    const listed = await call('GET', '/api-staff/integrations', { auth: admin });
    const text = JSON.stringify(listed.body);
    expect(text).toContain(id);
    expect(text).not.toContain(clientSecret);
    expect(text).not.toContain(webhookSecret);
    const [row] = await server.database.db.select().from(t.integrations).where(eq(t.integrations.id, id));
    expect(JSON.stringify(row)).not.toContain(clientSecret);
    expect(JSON.stringify(row)).not.toContain(webhookSecret);
    const audit = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['integration.created']);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', actorId: `int-admin-${kind}` });
    expect(JSON.stringify(audit)).not.toContain(clientSecret);
    expect(JSON.stringify(audit)).not.toContain(webhookSecret);

    const clerk = await staffToken(server, { id: `int-clerk-${kind}`, role: 'clerk', centerId: 'center-shanghai' }, { now: server.clock.now });
    const byClerk = await call('POST', '/api-staff/integrations', { auth: clerk, body: { name: 'x', centerId: null, webhookUrl: null } });
    expect([byClerk.status, byClerk.body.code]).toEqual([403, 403]);
    const unknownCenter = await call('POST', '/api-staff/integrations', { auth: admin, body: { name: 'x', centerId: 'center-nowhere', webhookUrl: null } });
    expect(unknownCenter.body).toMatchObject({ code: 400, data: { fields: { centerId: expect.any(String) } } });
    const badUrl = await call('POST', '/api-staff/integrations', { auth: admin, body: { name: 'x', centerId: null, webhookUrl: 'ftp://crm.example.cn' } });
    expect(badUrl.body).toMatchObject({ code: 400, data: { fields: { webhookUrl: expect.stringMatching(/https/) } } });
  });

  it('reads the orders of its own center and is refused another center\'s', async () => {
    const mine = await orderIn('center-beijing');
    const theirs = await orderIn('center-guangzhou');
    const list = await call('GET', '/api-integration/v1/orders?stage=paid&size=100', { auth: beijing.auth });
    expect(list.body.code).toBe(0);
    const ids = (list.body.data as { records: { id: string; centerId: string }[] }).records.map((record) => record.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((list.body.data as { records: { centerId: string }[] }).records.every((record) => record.centerId === 'center-beijing')).toBe(true);

    const one = await call('GET', `/api-integration/v1/orders/${mine}`, { auth: beijing.auth });
    expect(one.body).toMatchObject({ code: 0, data: { id: mine, stage: 'paid', state: 'paid', centerId: 'center-beijing' } });
    const other = await call('GET', `/api-integration/v1/orders/${theirs}`, { auth: beijing.auth });
    expect(other.body.code).toBe(403);
    expect(other.body.msg).toMatch(/another visa center/);
    const later = await call('GET', `/api-integration/v1/orders?updatedSince=${encodeURIComponent('2999-01-01T00:00:00Z')}`, { auth: beijing.auth });
    expect(later.body.data).toMatchObject({ records: [], total: 0 });
    const badStage = await call('GET', '/api-integration/v1/orders?stage=shipped', { auth: beijing.auth });
    expect(badStage.body.code).toBe(400);
  });

  it('moves an order of its center through the same service as the console, audited as the integration; another center\'s stays', async () => {
    const mine = await orderIn('center-beijing');
    const theirs = await orderIn('center-guangzhou');
    const moved = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': `accept-${mine}` }, body: { event: 'accepted' } });
    expect(moved.body).toMatchObject({ code: 0, data: { id: mine, stage: 'accepted', state: 'materialsReceived' } });
    expect(await stageOf(mine)).toBe('accepted');
    const [entry] = await auditOf(mine);
    expect(entry).toMatchObject({ actorKind: 'integration', actorId: beijing.id, actorLabel: 'Beijing case system', action: 'order.accepted', centerId: 'center-beijing' });

    const refused = await call('POST', `/api-integration/v1/orders/${theirs}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': `accept-${theirs}` }, body: { event: 'accepted' } });
    expect(refused.body.code).toBe(403);
    expect(await stageOf(theirs)).toBe('paid');
    expect(await auditOf(theirs)).toEqual([]);

    // A move the order's stage does not allow says why, in words, and is kept as the key's answer.
    const early = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': `collect-${mine}` }, body: { event: 'collected' } });
    expect(early.body).toMatchObject({ code: 409, msg: 'The order is not at a stage that allows this' });
    const wrongEvent = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': `issue-${mine}` }, body: { event: 'issued' } });
    expect(wrongEvent.body.code).toBe(400);
  });

  it('a rotated secret is refused at once, the new one works', async () => {
    const made = await madeIntegration(server.baseUrl, admin, { name: 'Rotating', centerId: 'center-beijing', webhookUrl: null });
    expect((await call('GET', '/api-integration/v1/orders', { auth: made.auth })).body.code).toBe(0);
    const rotated = await call('POST', `/api-staff/integrations/${made.id}/rotate`, { auth: admin });
    expect(rotated.body).toMatchObject({ code: 0, data: { id: made.id, clientId: made.clientId } });
    const fresh = (rotated.body.data as { clientSecret: string }).clientSecret;
    expect(fresh).not.toBe(made.clientSecret);

    const old = await call('GET', '/api-integration/v1/orders', { auth: made.auth });
    expect([old.status, old.body.code]).toEqual([401, 401]);
    expect(old.body.msg).toMatch(/rotated/);
    expect((await call('GET', '/api-integration/v1/orders', { auth: basicOf(made.clientId, fresh) })).body.code).toBe(0);
    const trail = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, made.id));
    expect(trail.map((entry) => entry.action)).toEqual(['integration.created', 'integration.secretRotated']);
    expect(JSON.stringify(trail)).not.toContain(fresh);

    // Switched off: refused like a wrong secret; on again: back.
    const off = await call('PUT', `/api-staff/integrations/${made.id}`, { auth: admin, body: { webhookUrl: null, active: false } });
    expect(off.body).toMatchObject({ code: 0, data: { active: false } });
    expect((await call('GET', '/api-integration/v1/orders', { auth: basicOf(made.clientId, fresh) })).status).toBe(401);
    await call('PUT', `/api-staff/integrations/${made.id}`, { auth: admin, body: { webhookUrl: null, active: true } });
    expect((await call('GET', '/api-integration/v1/orders', { auth: basicOf(made.clientId, fresh) })).body.code).toBe(0);
    expect((await call('GET', '/api-integration/v1/orders', { auth: basicOf(made.clientId, 'guess') })).status).toBe(401);
    expect((await call('POST', '/api-staff/integrations/nope/rotate', { auth: admin })).body.code).toBe(404);
  });

  it('replays the first answer for a retry with the same key and body, refuses the key with another body, and wants a key', async () => {
    const mine = await orderIn('center-beijing');
    const key = `k-${mine}`;
    const first = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': key }, body: { event: 'accepted' } });
    expect(first.body).toMatchObject({ code: 0, data: { stage: 'accepted' } });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Later the order moves on, so running the request again would now be refused: the replay is the first answer.
    await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': `${key}-review` }, body: { event: 'reviewed' } });
    const again = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': key }, body: { event: 'accepted' } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect((await historyOf(mine)).map((row) => row.state)).toEqual(['materialsReceived', 'inReview']);

    const otherBody = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': key }, body: { event: 'returned' } });
    expect(otherBody.body.code).toBe(409);
    expect(otherBody.body.msg).toMatch(/already used for a different request/);
    const none = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, body: { event: 'returned' } });
    expect(none.body).toMatchObject({ code: 400, msg: expect.stringMatching(/Idempotency-Key/) });
    const tooLong = await call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': 'x'.repeat(129) }, body: { event: 'returned' } });
    expect(tooLong.body.code).toBe(400);
    expect(await stageOf(mine)).toBe('inReview');
  });

  it('ten concurrent calls with one key move the order once and all get the same answer', async () => {
    const mine = await orderIn('center-beijing');
    const key = `burst-${mine}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      call('POST', `/api-integration/v1/orders/${mine}/moves`, { auth: beijing.auth, headers: { 'idempotency-key': key }, body: { event: 'accepted' } })));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect((await historyOf(mine)).map((row) => row.state)).toEqual(['materialsReceived']);
    expect((await auditOf(mine)).map((entry) => entry.action)).toEqual(['order.accepted']);
    const keys = await server.database.db.select().from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, key));
    expect(keys).toHaveLength(1);
  });

  it('records a decision and asks for a supplement through the console\'s services', async () => {
    const mine = await orderIn('center-beijing', { stage: 'inReview', extraPaymentDue: false, decision: null });
    const supplement = await call('POST', `/api-integration/v1/orders/${mine}/supplements`, {
      auth: beijing.auth, headers: { 'idempotency-key': `sup-${mine}` },
      body: { amount: 12.5, reason: { zh: '加急费', en: 'Urgent fee', ko: '긴급 수수료' } },
    });
    expect(supplement.body).toMatchObject({ code: 0, data: { extraPaymentDue: true, state: 'extraPaymentRequired' } });
    const extras = await server.database.db.select().from(t.extraPayments).where(eq(t.extraPayments.orderId, mine));
    expect(extras.map((row) => row.amount)).toEqual([12.5]);
    const decided = await call('POST', `/api-integration/v1/orders/${mine}/decision`, { auth: beijing.auth, headers: { 'idempotency-key': `dec-${mine}` }, body: { decision: 'issued' } });
    expect(decided.body).toMatchObject({ code: 0, data: { stage: 'issued', decision: 'issued' } });
    expect((await auditOf(mine)).map((entry) => entry.action).sort()).toEqual(['order.issued', 'order.supplementRequested']);
  });
});
