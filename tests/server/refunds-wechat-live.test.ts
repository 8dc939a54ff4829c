// Refunds end to end through the live WeChat Pay v3 adapter against the local WeChat Pay, which checks the merchant's
// signatures and signs its answers and notifies as WeChat Pay does (issue 34 "Done when", decision 102): the finance
// role's refund is created, notified and settled; the same notify delivered twice (and at once) settles and tells
// the payer once; a wrongly signed notify is refused and changes nothing; a refusal (NOT_ENOUGH) is kept as
// refundFailed and sent again by the worker after its minute; a payment taken twice is refunded by the worker alone.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { wechatPayLive } from '../../src/server/providers/payments/live/wechat-pay-live.ts';
import { refundDepsOf } from '../../src/server/refunds/gateways.ts';
import { createRefundWorker } from '../../src/server/refunds/worker.ts';
import { databaseKinds } from '../support/database.ts';
import { testConfig } from '../support/server.ts';
import { manualClock } from './account-support.ts';
import { bearer, newOrder, newUser, orderRow, paymentsOf, type PaymentServer } from './payment-support.ts';
import { startLocalWechatPay, type LocalWechatPay } from './payments-live-wechat-server.ts';
import { payCalls, startLivePortal, WECHAT_IDS, wechatConfig, wechatKeys } from './payments-live-support.ts';
import { CENTER, finance, postRefund, refundBody, refundsOf } from './refunds-support.ts';
import { selfDelivery } from './orders-support.ts';

describe.each(databaseKinds())('refunds through the live WeChat Pay adapter on %s', (kind) => {
  const keys = wechatKeys();
  const clock = manualClock();
  let local: LocalWechatPay;
  let server: PaymentServer;
  let payer: string;
  let auth: string;

  beforeAll(async () => {
    local = await startLocalWechatPay({
      ...WECHAT_IDS, merchantPublicKey: keys.merchant.publicKey, platformPrivateKey: keys.platform.privateKey, apiV3Key: keys.apiV3Key, now: clock.now,
    });
    // One quick retry, as production has (gateway-calls.ts): a kept-alive connection the local server just closed
    // fails a call once on a busy machine; the same refund number again is the same refund.
    server = await startLivePortal(kind, clock, { wechat: wechatConfig(keys, local.baseUrl) }, { gatewayRetryBackoffMs: [20] });
    payer = await newUser(server);
    auth = await finance(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await local.close();
  });

  const { startPaying } = payCalls(() => server, 'wechat', () => payer);
  const worker = () => createRefundWorker({
    ...refundDepsOf(server.database.db, { ...testConfig, sandbox: false, payments: { wechat: wechatConfig(keys, local.baseUrl) }, gatewayRetryBackoffMs: [20], publicOrigin: server.baseUrl }, clock.now),
    log: () => {},
  });
  const refundRow = async (outRefundNo: string) => (await server.database.db.select().from(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo)))[0]!;

  /** An order of the Beijing center paid at the local WeChat Pay, its notify taken. */
  async function paid(usd = 80) {
    const orderId = await newOrder(server, payer, usd);
    await server.database.db.update(t.orders).set({ centerId: CENTER, delivery: selfDelivery('2025-06-06', '14:00') }).where(eq(t.orders.id, orderId));
    const qr = await startPaying(orderId);
    local.pay(qr.outTradeNo);
    expect(await local.deliver(qr.outTradeNo)).toMatchObject({ delivered: true });
    expect((await orderRow(server, orderId)).status.stage).toBe('paid');
    return { orderId, outTradeNo: qr.outTradeNo, amount: qr.amount };
  }

  it('a refund is created in fen, notified and settled; the notify twice at once settles and tells the payer once', async () => {
    const order = await paid();
    const made = await postRefund(server, auth, order.orderId, refundBody(order.outTradeNo, 12.34));
    expect(made.body).toMatchObject({ code: 0, data: { status: 'refunding', amount: 12.34 } });
    const outRefundNo = made.body.data!.outRefundNo;
    expect(local.refunds.get(outRefundNo)?.request).toMatchObject({
      out_trade_no: order.outTradeNo, out_refund_no: outRefundNo, notify_url: `${server.baseUrl}/api-pay/wechat/refund-notify`,
      amount: { refund: 1234, total: Math.round(order.amount * 100), currency: 'CNY' },
    });
    expect(await refundRow(outRefundNo)).toMatchObject({ status: 'refunding', gatewayState: 'PROCESSING' });

    // A forger's notify is refused (WeChat Pay would re-send a real one) and changes nothing.
    const forged = await local.deliverRefund(outRefundNo, local.refundNotifyOf(outRefundNo, keys.rogue.privateKey));
    expect(forged).toMatchObject({ status: 401, delivered: false });
    expect((await refundRow(outRefundNo)).status).toBe('refunding');

    local.settleRefund(outRefundNo);
    const notify = local.refundNotifyOf(outRefundNo);
    const answers = await Promise.all([local.deliverRefund(outRefundNo, notify), local.deliverRefund(outRefundNo, notify)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await local.deliverRefund(outRefundNo)).toMatchObject({ status: 200, delivered: true });
    expect(await refundRow(outRefundNo)).toMatchObject({ status: 'refunded', gatewayState: 'SUCCESS', gatewayRefundNo: local.refunds.get(outRefundNo)!.refundId });
    const messages = await server.database.db.select().from(t.userMessages).where(eq(t.userMessages.userId, payer));
    expect(messages.filter((message) => message.title.en === 'Refund completed').length).toBe(1);
    expect(messages.filter((message) => message.title.en === 'Refund on its way').length).toBe(1);
    const sms = await server.database.db.select().from(t.notificationOutbox)
      .where(and(eq(t.notificationOutbox.orderId, order.orderId), eq(t.notificationOutbox.kind, 'refunded'), eq(t.notificationOutbox.channel, 'sms')));
    expect(sms.length).toBe(1);
    // The payer's order shows it.
    const detail = await server.call('GET', `/api/visa/order/${order.orderId}/user`, { auth: bearer(payer), language: 'en' });
    expect((detail.body.data as { refunds: unknown[] }).refunds).toEqual([expect.objectContaining({ outRefundNo, amount: 12.34, status: 'refunded', reason: 'Urgent fee returned' })]);
  }, 60_000);

  it('an unknown refund\'s notify is refused with 404', async () => {
    const order = await paid(20);
    const made = await postRefund(server, auth, order.orderId, refundBody(order.outTradeNo, 1));
    const outRefundNo = made.body.data!.outRefundNo;
    await server.database.db.delete(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo));
    local.settleRefund(outRefundNo);
    expect(await local.deliverRefund(outRefundNo)).toMatchObject({ status: 404, delivered: false });
  }, 60_000);

  it('a refusal (NOT_ENOUGH) is kept as refundFailed and sent again by the worker after its minute, with the same number', async () => {
    const order = await paid(30);
    local.refuseNextRefund = { status: 403, code: 'NOT_ENOUGH' };
    const made = await postRefund(server, auth, order.orderId, refundBody(order.outTradeNo, 5));
    expect(made.body).toMatchObject({ code: 0, data: { status: 'refundFailed' } });
    const outRefundNo = made.body.data!.outRefundNo;
    const failed = await refundRow(outRefundNo);
    expect(failed).toMatchObject({ status: 'refundFailed', lastError: 'NOT_ENOUGH', attempts: 1 });
    expect(failed.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(60_000);
    await worker().runOnce();
    expect((await refundRow(outRefundNo)).attempts).toBe(1);
    clock.advance(60);
    await worker().runOnce();
    expect(await refundRow(outRefundNo)).toMatchObject({ status: 'refunding', gatewayState: 'PROCESSING', attempts: 2, lastError: null });
    expect(local.refunds.get(outRefundNo)?.request.out_refund_no).toBe(outRefundNo);
    local.settleRefund(outRefundNo);
    expect(await local.deliverRefund(outRefundNo)).toMatchObject({ status: 200 });
    expect((await refundRow(outRefundNo)).status).toBe('refunded');
  }, 60_000);

  it('a payment taken twice is refunded in full by the worker alone: one paid, one refunded', async () => {
    const order = await paid(40);
    // The payer also paid a second QR of the same order on another phone: WeChat Pay holds a second paid trade.
    const second = `P${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const adapter = wechatPayLive({ config: wechatConfig(keys, local.baseUrl), now: clock.now, timeoutMs: 5_000 });
    await adapter.createQrTrade({ outTradeNo: second, amountCny: order.amount, description: 'visa', notifyUrl: `${server.baseUrl}/api-pay/wechat/notify`, expiresAt: new Date(clock.now().getTime() + 600_000) });
    const [first] = await paymentsOf(server, order.orderId);
    await server.database.db.insert(t.payments).values({ ...first!, outTradeNo: second, status: 'closed', qrContent: 'x', paidAt: null, createdAt: clock.now() });
    local.pay(second);
    expect(await local.deliver(second)).toMatchObject({ delivered: true });
    expect((await paymentsOf(server, order.orderId)).map((row) => row.status).sort()).toEqual(['paid', 'refundDue']);

    await worker().runOnce();
    const [refund] = await refundsOf(server, order.orderId);
    expect(refund).toMatchObject({ outRefundNo: `R${second}`, cause: 'duplicate', status: 'refunding', amount: order.amount });
    expect(local.refunds.get(`R${second}`)?.request.amount.refund).toBe(Math.round(order.amount * 100));
    local.settleRefund(`R${second}`);
    expect(await local.deliverRefund(`R${second}`)).toMatchObject({ status: 200 });
    expect((await paymentsOf(server, order.orderId)).map((row) => row.status as string).sort()).toEqual(['paid', 'refunded']);
    await worker().runOnce();
    expect((await refundsOf(server, order.orderId)).length).toBe(1);
  }, 60_000);
});
