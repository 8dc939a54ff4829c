// Webhooks of order events (issue 33 item 5, decision 095): written in the event's own transaction for each
// integration of the order's center (or of none), once per event; posted signed, so the receiver can verify them
// with its webhook secret; a receiver that fails gets the event again after a doubling wait until it acknowledges;
// after the last attempt the delivery is failed, listed for admins and sent again by hand.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { correctIncorrect } from '../../src/server/incorrect/store.ts';
import { announceOrderEvent } from '../../src/server/webhooks/enqueue.ts';
import { verifyWebhook } from '../../src/server/webhooks/signature.ts';
import { createWebhookWorker } from '../../src/server/webhooks/worker.ts';
import { databaseKinds } from '../support/database.ts';
import { testConfig } from '../support/server.ts';
import { bearer, eventually, newOrder, newUser, onPhone, orderRow, requestExtra, startPaymentServer, type PaymentServer } from './payment-support.ts';
import { staffToken } from './staff-support.ts';
import { courier } from './orders-support.ts';
import { callWith, madeIntegration, startReceiver, type MadeIntegration } from './integrations-support.ts';

describe.each(databaseKinds())('webhooks of order events (%s)', (kind) => {
  let server: PaymentServer;
  let adminSeat: { id: string; role: 'admin'; centerId: null };
  /** A fresh admin session: the tests move the clock past the staff idle limit. */
  const admin = () => staffToken(server, adminSeat, { now: server.clock.now });
  let owner: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let beijing: MadeIntegration;
  const worker = (options: { maxAttempts?: number } = {}) =>
    createWebhookWorker({ db: server.database.db, storedSecretsKey: testConfig.storedSecretsKey, now: server.clock.now, log: () => {}, ...options });
  const deliveriesOf = (orderId: string) => server.database.db.select().from(t.webhookDeliveries).where(eq(t.webhookDeliveries.orderId, orderId));
  const call = (method: string, path: string, init: Parameters<typeof callWith>[3] = {}) => callWith(server.baseUrl, method, path, init);
  const orderIn = async (centerId: string | null, stage: 'pendingPayment' | 'paid' = 'pendingPayment') => {
    const id = await newOrder(server, owner, 100, { stage, extraPaymentDue: false, decision: null });
    await server.database.db.update(t.orders).set({ centerId, delivery: courier }).where(eq(t.orders.id, id));
    return id;
  };
  /** Delivers what is due now, with a fresh worker as any process would. */
  const deliverDue = async () => {
    let total = 0;
    for (let handled = await worker().runOnce(); handled > 0; handled = await worker().runOnce()) total += handled;
    return total;
  };

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    receiver = await startReceiver();
    adminSeat = { id: `hook-admin-${kind}`, role: 'admin', centerId: null };
    owner = await newUser(server);
    beijing = await madeIntegration(server.baseUrl, await admin(), { name: 'Beijing receiver', centerId: 'center-beijing', webhookUrl: receiver.url });
    // Delivered events of earlier tests in this file do not count in later ones.
    await deliverDue();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('posts a cancellation signed with the webhook secret, which the receiver verifies; a forged or stale one does not verify', async () => {
    const orderId = await orderIn('center-beijing');
    const cancelled = await server.call('PUT', `/api-order/order/${orderId}/cancel`, { auth: bearer(owner) });
    expect(cancelled.body.code, cancelled.body.msg).toBe(0);
    const [row] = await deliveriesOf(orderId);
    expect(row).toMatchObject({ integrationId: beijing.id, event: 'cancelled', eventKey: `cancelled:${orderId}`, status: 'pending', attempts: 0 });

    const before = receiver.received.length;
    expect(await deliverDue()).toBeGreaterThanOrEqual(1);
    const got = receiver.received.slice(before).filter((request) => request.headers['portal-webhook-id'] === row!.id);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0]!;
    const timestamp = String(headers['portal-webhook-timestamp']);
    const signature = String(headers['portal-webhook-signature']);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(Number(timestamp)).toBe(Math.floor(server.clock.now().getTime() / 1000));
    const nowS = Number(timestamp);
    expect(verifyWebhook(beijing.webhookSecret, { timestamp, signature }, body, nowS)).toBe(true);
    expect(verifyWebhook('another-secret', { timestamp, signature }, body, nowS)).toBe(false);
    expect(verifyWebhook(beijing.webhookSecret, { timestamp, signature }, body.replace('cancelled', 'paid'), nowS)).toBe(false);
    expect(verifyWebhook(beijing.webhookSecret, { timestamp: String(nowS - 1), signature }, body, nowS)).toBe(false);
    expect(verifyWebhook(beijing.webhookSecret, { timestamp, signature }, body, nowS + 600)).toBe(false);
    expect(JSON.parse(body)).toMatchObject({ id: row!.id, event: 'cancelled', order: { id: orderId, stage: 'cancelled', state: 'cancelled', centerId: 'center-beijing' } });
    expect(headers['content-type']).toBe('application/json');
    const [done] = await deliveriesOf(orderId);
    expect(done).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, claimedBy: null });
  });

  it('announces a payment and a paid supplement from the settlement itself, to integrations of the order\'s center or of none', async () => {
    const everywhere = await madeIntegration(server.baseUrl, await admin(), { name: 'All centers', centerId: null, webhookUrl: receiver.url });
    const elsewhere = await madeIntegration(server.baseUrl, await admin(), { name: 'Guangzhou', centerId: 'center-guangzhou', webhookUrl: receiver.url });
    const silent = await madeIntegration(server.baseUrl, await admin(), { name: 'No webhook', centerId: 'center-beijing', webhookUrl: null });
    const orderId = await orderIn('center-beijing');
    const qr = (await server.call('GET', `/api-pay/wechat/pc/order/${orderId}`, { auth: bearer(owner) })).body.data as { qrContent: string };
    await onPhone(qr.qrContent, 'approve');
    await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    await requestExtra(server, orderId, 20);
    const extraQr = (await server.call('GET', `/api-pay/wechat/pc/extra/${orderId}`, { auth: bearer(owner) })).body.data as { qrContent: string };
    await onPhone(extraQr.qrContent, 'approve');
    await eventually(() => deliveriesOf(orderId), (rows) => rows.length === 4);

    const rows = await deliveriesOf(orderId);
    const seen = rows.map((row) => `${row.event}@${row.integrationId}`).sort();
    expect(seen).toEqual([`paid@${beijing.id}`, `paid@${everywhere.id}`, `supplementPaid@${beijing.id}`, `supplementPaid@${everywhere.id}`].sort());
    expect(rows.some((row) => row.integrationId === elsewhere.id || row.integrationId === silent.id)).toBe(false);
    const paid = rows.find((row) => row.event === 'paid')!;
    expect(paid.payload).toMatchObject({ event: 'paid', order: { id: orderId, stage: 'paid', paidAt: expect.any(String) } });
    await deliverDue();
    expect((await deliveriesOf(orderId)).map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    // The other integrations stop listening, so later tests count only Beijing's.
    for (const made of [everywhere, elsewhere]) await call('PUT', `/api-staff/integrations/${made.id}`, { auth: await admin(), body: { webhookUrl: null, active: false } });
  });

  it('announces an applicant\'s correction once per record, in the correction\'s transaction', async () => {
    const orderId = await orderIn('center-beijing', 'paid');
    const db = server.database.db;
    const at = server.clock.now();
    const applyId = randomUUID();
    await db.insert(t.applies).values({ id: applyId, userId: owner, status: 'submitted', visaChoice: {}, data: {}, orderId, createdAt: at, updatedAt: at });
    await db.update(t.orders).set({ applyIds: [applyId] }).where(eq(t.orders.id, orderId));
    const [record] = await db.insert(t.incorrectRecords).values({ id: randomUUID(), applyId, userId: owner, fields: [{ field: 'passport.nameEn', reason: 'typo' }], status: 'open', createdAt: at }).returning();
    const corrected = await correctIncorrect(db, owner, record!, [], { fixed: true }, at, async () => {});
    expect(corrected.ok).toBe(true);
    const again = await correctIncorrect(db, owner, record!, [], { fixed: true }, at, async () => {});
    expect(again.ok).toBe(false);
    const rows = await deliveriesOf(orderId);
    expect(rows.map((row) => [row.event, row.eventKey])).toEqual([['detailsCorrected', `detailsCorrected:${record!.id}`]]);
    expect(rows[0]!.payload).toMatchObject({ order: { applications: [{ id: applyId, status: 'submitted' }] } });
    await deliverDue();
  });

  it('writes one delivery per event and integration, and none for a change that rolled back', async () => {
    const orderId = await orderIn('center-beijing');
    const db = server.database.db;
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    await announceOrderEvent(db, 'cancelled', `test:${orderId}`, order!, server.clock.now());
    await announceOrderEvent(db, 'cancelled', `test:${orderId}`, order!, server.clock.now());
    await expect(db.transaction(async (tx) => {
      await announceOrderEvent(tx, 'cancelled', `rolled:${orderId}`, order!, server.clock.now());
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect((await deliveriesOf(orderId)).map((row) => row.eventKey)).toEqual([`test:${orderId}`]);
    await deliverDue();
  });

  it('retries a failing receiver with a doubling wait until it acknowledges: delivered after 3 attempts, listed while failing', async () => {
    const orderId = await orderIn('center-beijing');
    await server.call('PUT', `/api-order/order/${orderId}/cancel`, { auth: bearer(owner) });
    const [row] = await deliveriesOf(orderId);
    receiver.script.push(500, 500);
    const attempts = () => receiver.received.filter((request) => request.headers['portal-webhook-id'] === row!.id);

    expect(await worker().runOnce()).toBe(1);
    expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
    const failures = await call('GET', '/api-staff/webhooks/failures', { auth: await admin() });
    expect(failures.body.data).toMatchObject({ records: expect.arrayContaining([expect.objectContaining({ id: row!.id, attempts: 1, lastStatus: 500, status: 'pending', integrationName: 'Beijing receiver' })]) });
    // Not due yet: nothing is posted before the wait is over.
    server.clock.advance(29);
    expect(await worker().runOnce()).toBe(0);
    server.clock.advance(1);
    expect(await worker().runOnce()).toBe(1);
    expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500 });
    server.clock.advance(59);
    expect(await worker().runOnce()).toBe(0);
    server.clock.advance(1);
    expect(await worker().runOnce()).toBe(1);
    expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, lastError: null });
    expect(attempts()).toHaveLength(3);
    // The same delivery each time: one id, one body.
    expect(new Set(attempts().map((request) => request.body)).size).toBe(1);
    const after = await call('GET', '/api-staff/webhooks/failures', { auth: await admin() });
    expect(JSON.stringify(after.body.data)).not.toContain(row!.id);
  });

  it('keeps a delivery failed after the last attempt; an admin sends it again by hand, audited', async () => {
    const orderId = await orderIn('center-beijing');
    await server.call('PUT', `/api-order/order/${orderId}/cancel`, { auth: bearer(owner) });
    const [row] = await deliveriesOf(orderId);
    receiver.script.push(503, 503);
    expect(await worker({ maxAttempts: 2 }).runOnce()).toBe(1);
    server.clock.advance(30);
    expect(await worker({ maxAttempts: 2 }).runOnce()).toBe(1);
    expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'failed', attempts: 2, lastStatus: 503 });
    server.clock.advance(3_600);
    expect(await worker().runOnce()).toBe(0);

    const listed = await call('GET', '/api-staff/webhooks/failures', { auth: await admin() });
    expect((listed.body.data as { records: { id: string; status: string }[] }).records.find((record) => record.id === row!.id)).toMatchObject({ status: 'failed', orderNo: expect.any(String) });
    const clerk = await staffToken(server, { id: `hook-clerk-${kind}`, role: 'clerk', centerId: 'center-beijing' }, { now: server.clock.now });
    expect((await call('POST', `/api-staff/webhooks/${row!.id}/retry`, { auth: clerk })).status).toBe(403);
    const retried = await call('POST', `/api-staff/webhooks/${row!.id}/retry`, { auth: await admin() });
    expect(retried.body).toMatchObject({ code: 0, data: { id: row!.id, status: 'pending', attempts: 0 } });
    const twice = await call('POST', `/api-staff/webhooks/${row!.id}/retry`, { auth: await admin() });
    expect(twice.body.code).toBe(409);
    expect((await call('POST', '/api-staff/webhooks/nothing-here/retry', { auth: await admin() })).body.code).toBe(404);
    expect(await worker().runOnce()).toBe(1);
    expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    const trail = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.recordKind, 'webhookDelivery'), eq(t.auditLog.recordId, row!.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'webhook.retried', actorKind: 'staff', before: { status: 'failed', attempts: 2 }, after: { status: 'pending', attempts: 0 } });
  });

  it('a receiver that does not answer in time counts as a failed attempt', async () => {
    const slow = await startReceiver({ delayMs: 2_000 });
    try {
      expect((await call('PUT', `/api-staff/integrations/${beijing.id}`, { auth: await admin(), body: { webhookUrl: slow.url, active: true } })).body.code).toBe(0);
      const orderId = await orderIn('center-beijing');
      await server.call('PUT', `/api-order/order/${orderId}/cancel`, { auth: bearer(owner) });
      const quick = createWebhookWorker({ db: server.database.db, storedSecretsKey: testConfig.storedSecretsKey, now: server.clock.now, log: () => {}, timeoutMs: 200 });
      expect(await quick.runOnce()).toBe(1);
      expect((await deliveriesOf(orderId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null, lastError: 'no answer within 200 ms' });
    } finally {
      await call('PUT', `/api-staff/integrations/${beijing.id}`, { auth: await admin(), body: { webhookUrl: receiver.url, active: true } });
      await slow.close();
    }
  });
});
