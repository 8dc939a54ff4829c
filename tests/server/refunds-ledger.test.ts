// The refund ledger under races and failures (issue 34 items 2 and 3, decision 102), against the sandbox gateway
// over real HTTP on PGlite and PostgreSQL: one form submitted ten times is one refund; partial refunds racing past
// the paid sum are refused past it; a payment taken twice is refunded with no one acting; a settled refund is
// settled and announced once; a refund the gateway cannot take waits 1 min, then 2, and is sent again.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { settleRefund } from '../../src/server/refunds/settle.ts';
import { DEFAULT_REFUND_BACKOFF_MS } from '../../src/server/refunds/ledger.ts';
import { databaseKinds } from '../support/database.ts';
import { eventually, type PaymentServer } from './payment-support.ts';
import {
  bearer, finance, newUser, paidOrder, paidTwice, paymentsOf, postRefund, refundBody, refundsOf, refundWorker, startRefundServer,
} from './refunds-support.ts';

describe.each(databaseKinds())('the refund ledger on %s', (kind) => {
  let server: PaymentServer;
  let payer: string;
  let auth: string;

  beforeAll(async () => {
    server = await startRefundServer(kind);
    payer = await newUser(server);
    auth = await finance(server);
  }, 60_000);
  afterAll(() => server.close());

  const settled = (orderId: string) => eventually(() => refundsOf(server, orderId), (rows) => rows.length > 0 && rows.every((row) => row.status !== 'refunding'));

  it('ten submits of one refund form make one refund, sent to the gateway once', async () => {
    const paid = await paidOrder(server, payer);
    const body = refundBody(paid.outTradeNo, paid.amount);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postRefund(server, auth, paid.orderId, body)));
    expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => 0));
    expect(new Set(answers.map((answer) => answer.body.data!.outRefundNo)).size).toBe(1);
    const rows = await settled(paid.orderId);
    expect(rows.map((row) => [row.status, row.amount, row.cause])).toEqual([['refunded', paid.amount, 'center']]);
    const atGateway = await server.database.db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.outTradeNo, paid.outTradeNo));
    expect(atGateway.length).toBe(1);
    // One audit row, of the one refund.
    const audit = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'order.refunded'), eq(t.auditLog.recordId, paid.orderId)));
    expect(audit.length).toBe(1);
    // The same form once more (a reload that re-sends it) answers the same refund; another amount under its id is refused.
    expect((await postRefund(server, auth, paid.orderId, body)).body.data?.outRefundNo).toBe(rows[0]!.outRefundNo);
    expect((await postRefund(server, auth, paid.orderId, { ...body, amount: 1 })).body).toMatchObject({ code: 409 });
  }, 60_000);

  it('partial refunds racing past the paid sum are refused past it, in words', async () => {
    const paid = await paidOrder(server, payer);
    const part = Math.floor((paid.amount / 7) * 100) / 100 + 0.01; // seven would be more than was paid; six fit
    const answers = await Promise.all(Array.from({ length: 10 }, () => postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, part))));
    const made = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code === 409);
    expect(made.length).toBe(Math.floor((paid.amount * 100) / Math.round(part * 100)));
    expect(made.length + refused.length).toBe(10);
    expect(refused[0]!.body.msg).toMatch(/^At most CNY \d+\.\d\d of this payment can still be refunded\.$/);
    const rows = await refundsOf(server, paid.orderId);
    const total = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    expect(total).toBeLessThanOrEqual(Math.round(paid.amount * 100));
    // What the finance role is shown agrees: refunded so far and what is left.
    const { body } = await server.call('GET', `/api-staff/orders/${paid.orderId}/refunds`, { auth, language: 'en' });
    const [payment] = body.data as { refundedAmount: number; refundableAmount: number; refunds: unknown[] }[];
    expect(payment!.refunds.length).toBe(made.length);
    expect(Math.round((payment!.refundedAmount + payment!.refundableAmount) * 100)).toBe(Math.round(paid.amount * 100));
  }, 60_000);

  it('refuses bad input and a payment that is not paid, and changes nothing', async () => {
    const paid = await paidOrder(server, payer);
    const tooMuch = await postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, paid.amount + 0.01));
    expect(tooMuch.body).toMatchObject({ code: 409, msg: `At most CNY ${paid.amount.toFixed(2)} of this payment can still be refunded.` });
    const notPaid = `P${Date.now()}NP`;
    const [row] = await paymentsOf(server, paid.orderId);
    await server.database.db.insert(t.payments).values({ ...row!, outTradeNo: notPaid, status: 'closed', paidAt: null });
    expect((await postRefund(server, auth, paid.orderId, refundBody(notPaid, 1))).body).toMatchObject({ code: 409, msg: 'This payment was not taken, so it cannot be refunded' });
    expect((await postRefund(server, auth, paid.orderId, { ...refundBody(paid.outTradeNo, 1), reason: { zh: '退', en: '', ko: '환불' } })).status).not.toBe(500);
    expect(await refundsOf(server, paid.orderId)).toEqual([]);
  }, 60_000);

  it('a payment taken twice ends with one paid and one refunded, with no one acting', async () => {
    const twice = await paidTwice(server, payer);
    expect((await paymentsOf(server, twice.orderId)).map((row) => row.status).sort()).toEqual(['paid', 'refundDue']);
    const worker = refundWorker(server);
    await worker.runOnce();
    const statuses = await eventually(async () => {
      await worker.runOnce();
      return (await paymentsOf(server, twice.orderId)).map((row) => row.status).sort();
    }, (now) => (now as string[]).includes('refunded'));
    expect(statuses).toEqual(['paid', 'refunded']);
    const [refund] = await refundsOf(server, twice.orderId);
    expect(refund).toMatchObject({ outTradeNo: twice.secondTradeNo, cause: 'duplicate', status: 'refunded', requestedBy: null });
    const audit = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'order.refunded'), eq(t.auditLog.recordId, twice.orderId)));
    expect(audit.map((row) => [row.actorKind, row.actorLabel])).toEqual([['system', 'refund worker: paid twice']]);
    // The payer was told both: the refund made, and arrived.
    const kinds = (await server.database.db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.orderId, twice.orderId))).map((row) => row.kind);
    expect(kinds.filter((each) => each === 'refundStarted').length).toBeGreaterThan(0);
    expect(kinds.filter((each) => each === 'refunded').length).toBeGreaterThan(0);
    // Another round finds nothing to do: the payment is refunded once.
    await worker.runOnce();
    expect((await refundsOf(server, twice.orderId)).length).toBe(1);
    // A late success notify puts the payment back to refundDue (the payment code knows no refund states): the next
    // round has it follow its one refund again, and makes no second.
    await server.database.db.update(t.payments).set({ status: 'refundDue' }).where(eq(t.payments.outTradeNo, twice.secondTradeNo));
    await worker.runOnce();
    expect((await paymentsOf(server, twice.orderId)).map((row) => row.status as string).sort()).toEqual(['paid', 'refunded']);
    expect((await refundsOf(server, twice.orderId)).length).toBe(1);
  }, 60_000);

  it('one success heard twice at once (the notify delivered again, racing the query) settles and announces once', async () => {
    const paid = await paidOrder(server, payer);
    const at = server.clock.now();
    const outRefundNo = `R${randomUUID().slice(0, 8)}`;
    await server.database.db.insert(t.refunds).values({
      outRefundNo, outTradeNo: paid.outTradeNo, orderId: paid.orderId, method: 'wechat', amount: 5, reason: { zh: '退', en: 'Back', ko: '환불' },
      cause: 'center', status: 'refunding', gatewayState: 'PROCESSING', requestedAt: at, updatedAt: at,
    });
    const answer = { outTradeNo: paid.outTradeNo, outRefundNo, state: 'succeeded' as const, gatewayState: 'SUCCESS', gatewayRefundNo: '50300', refundCny: 5, refundedAt: at };
    const results = await Promise.all(Array.from({ length: 5 }, () => settleRefund(server.database.db, answer, { now: at, backoffMs: DEFAULT_REFUND_BACKOFF_MS })));
    expect(results.filter((result) => result?.changed).length).toBe(1);
    const told = await server.database.db.select().from(t.notificationOutbox).where(and(eq(t.notificationOutbox.orderId, paid.orderId), eq(t.notificationOutbox.kind, 'refunded')));
    expect(told.length).toBe(1);
    // A later "processing" or "failed" cannot take a settled refund back.
    await settleRefund(server.database.db, { ...answer, state: 'failed', gatewayState: 'ABNORMAL' }, { now: at, backoffMs: DEFAULT_REFUND_BACKOFF_MS });
    expect((await refundsOf(server, paid.orderId))[0]!.status).toBe('refunded');
  }, 60_000);

  it('a refund the gateway cannot take is kept as refundFailed and tried again after 1 min, then 2', async () => {
    const paid = await paidOrder(server, payer);
    // The same database and sandbox gateway, unreachable for refunds (SANDBOX_PAYMENT_FAILING=refund).
    const down = refundWorker(server, { sandboxPaymentFailing: ['refund'], gatewayRetryBackoffMs: [] });
    const up = refundWorker(server);
    const body = refundBody(paid.outTradeNo, 10);
    expect((await postRefund(server, auth, paid.orderId, body)).body.code).toBe(0);
    const [made] = await refundsOf(server, paid.orderId);
    // Make it fail: back to a fresh, due state, sent by the worker that cannot reach the gateway.
    await server.database.db.update(t.refunds).set({ status: 'refundFailed', attempts: 0, gatewayState: null, lastError: 'x', nextAttemptAt: server.clock.now(), claimedUntil: null })
      .where(eq(t.refunds.outRefundNo, made!.outRefundNo));
    await server.database.db.delete(t.sandboxRefunds).where(eq(t.sandboxRefunds.outRefundNo, made!.outRefundNo));
    const start = server.clock.now().getTime();
    await down.runOnce();
    let [row] = await refundsOf(server, paid.orderId);
    expect(row).toMatchObject({ status: 'refundFailed', attempts: 1 });
    expect(row!.nextAttemptAt!.getTime() - start).toBe(60_000);
    expect(row!.lastError).toMatch(/wechat gateway unavailable/);
    // Not yet due: nothing is sent.
    await down.runOnce();
    expect((await refundsOf(server, paid.orderId))[0]!.attempts).toBe(1);
    server.clock.advance(60);
    await down.runOnce();
    [row] = await refundsOf(server, paid.orderId);
    expect(row).toMatchObject({ status: 'refundFailed', attempts: 2 });
    expect(row!.nextAttemptAt!.getTime() - server.clock.now().getTime()).toBe(120_000);
    // The finance role sees it first in the queue.
    const queue = await server.call('GET', '/api-staff/refunds?status=refundFailed&size=50', { auth, language: 'en' });
    expect((queue.body.data as { records: { outRefundNo: string }[] }).records.map((each) => each.outRefundNo)).toContain(row!.outRefundNo);
    server.clock.advance(120);
    await up.runOnce();
    const [after] = await settled(paid.orderId);
    expect(after).toMatchObject({ status: 'refunded', attempts: 3, lastError: null });
  }, 60_000);

  it('the finance role tries a failed refund again at once; a refund that did not fail is refused in words', async () => {
    const paid = await paidOrder(server, payer);
    const made = await postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, 3));
    const outRefundNo = made.body.data!.outRefundNo;
    await settled(paid.orderId);
    const again = await fetch(`${server.baseUrl}/api-staff/refunds/${outRefundNo}/retry`, { method: 'POST', headers: { authorization: auth, 'accept-language': 'en' } });
    expect(await again.json()).toMatchObject({ code: 409, msg: 'Only a failed refund can be tried again' });
    await server.database.db.update(t.refunds).set({ status: 'refundFailed', lastError: 'x', nextAttemptAt: null }).where(eq(t.refunds.outRefundNo, outRefundNo));
    const retried = await server.call('POST', `/api-staff/refunds/${outRefundNo}/retry`, { auth, language: 'en' });
    expect(retried.body).toMatchObject({ code: 0, data: { outRefundNo } });
    const [row] = await settled(paid.orderId);
    expect(row!.status).toBe('refunded');
  }, 60_000);

  it('cancelling a paid order before the center accepts it refunds it in full; the payer sees the refund', async () => {
    const paid = await paidOrder(server, payer);
    const cancelled = await server.call('PUT', `/api-order/order/${paid.orderId}/cancel`, { auth: bearer(payer), language: 'en' });
    expect(cancelled.body).toMatchObject({ code: 0, data: { state: 'cancelled' } });
    const [row] = await settled(paid.orderId);
    expect(row).toMatchObject({ cause: 'cancelled', amount: paid.amount, status: 'refunded' });
    const audit = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'order.refunded'), eq(t.auditLog.recordId, paid.orderId)));
    expect(audit.map((each) => [each.actorKind, each.actorLabel])).toEqual([['system', 'payer cancelled before acceptance']]);
    const detail = await server.call('GET', `/api/visa/order/${paid.orderId}/user`, { auth: bearer(payer), language: 'en' });
    expect((detail.body.data as { refunds: unknown[] }).refunds).toEqual([expect.objectContaining({
      outRefundNo: row!.outRefundNo, amount: paid.amount, status: 'refunded', cause: 'cancelled', method: 'wechat',
      reason: 'Order cancelled before the visa center received the materials: refunded in full',
    })]);
    const list = await server.call('GET', '/api-order/order/list?tab=all&size=50', { auth: bearer(payer), language: 'ko' });
    const listed = (list.body.data as { records: { id: string; refunds: { reason: string }[] }[] }).records.find((record) => record.id === paid.orderId);
    expect(listed!.refunds[0]!.reason).toBe('비자센터가 서류를 접수하기 전에 주문이 취소되어 전액 환불합니다');
  }, 60_000);
});
