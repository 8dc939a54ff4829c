// The live WeChat Pay v3 adapter's refunds (issue 34 item 1, decision 101) against the local WeChat Pay, which checks
// each request's merchant signature and signs its answers and notifies: a refund created in fen, answered PROCESSING,
// settled and notified (the notify posted over HTTP, its signature checked and its resource decrypted by the adapter),
// the same out_refund_no answering one refund even when the first answer is lost, refusals in WeChat Pay's codes.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnavailable, type PaymentGateway, type RefundNotifyVerdict } from '../../src/server/providers/payments/gateway.ts';
import { withCallLimits } from '../../src/server/providers/payments/gateway-calls.ts';
import { wechatPayLive } from '../../src/server/providers/payments/live/wechat-pay-live.ts';
import { manualClock } from './account-support.ts';
import { startLocalWechatPay, type LocalWechatPay } from './payments-live-wechat-server.ts';
import { WECHAT_IDS, wechatConfig, wechatKeys } from './payments-live-support.ts';

describe('WeChat Pay live refunds', () => {
  const keys = wechatKeys();
  const clock = manualClock();
  let local: LocalWechatPay;
  let gateway: PaymentGateway;
  /** The merchant's refund notify endpoint: every verdict, answered as WeChat Pay reads it (200, or 4xx with FAIL). */
  let receiver: Server;
  let notifyUrl: string;
  const verdicts: RefundNotifyVerdict[] = [];

  beforeAll(async () => {
    local = await startLocalWechatPay({
      ...WECHAT_IDS, merchantPublicKey: keys.merchant.publicKey, platformPrivateKey: keys.platform.privateKey, apiV3Key: keys.apiV3Key, now: clock.now,
    });
    gateway = withCallLimits(
      wechatPayLive({ config: wechatConfig(keys, local.baseUrl), now: clock.now, timeoutMs: 5_000 }),
      { timeoutMs: 5_000, retryBackoffMs: [0], log: () => {} },
    );
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        void gateway.verifyRefundNotify({ headers, body: Buffer.concat(chunks).toString('utf8') }).then((verdict) => {
          verdicts.push(verdict);
          if (verdict.ok) response.writeHead(204).end();
          else response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'FAIL', message: verdict.why }));
        });
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api-pay/wechat/refund-notify`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await local.close();
  });
  beforeEach(() => {
    verdicts.length = 0;
    local.refuseNextRefund = null;
    local.loseNextRefundAnswer = false;
    delete local.answerWith.privateKey;
  });

  /** A trade paid at the local WeChat Pay. */
  async function paidTrade(amountCny: number) {
    const outTradeNo = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await gateway.createQrTrade({ outTradeNo, amountCny, description: 'visa', notifyUrl: 'http://127.0.0.1:9/notify', expiresAt: new Date(clock.now().getTime() + 600_000) });
    local.pay(outTradeNo);
    return outTradeNo;
  }
  const refundNo = () => `R${randomUUID().replaceAll('-', '').slice(0, 20)}`;

  it('creates a refund in fen, answered PROCESSING; settled, its signed notify is verified and decrypted, and the query agrees', async () => {
    const outTradeNo = await paidTrade(123.45);
    const outRefundNo = refundNo();
    const made = await gateway.refund({ outTradeNo, outRefundNo, refundCny: 100.1, totalCny: 123.45, reason: '重复支付 Paid twice', notifyUrl });
    expect(made).toMatchObject({ outTradeNo, outRefundNo, state: 'processing', gatewayState: 'PROCESSING', refundCny: 100.1, refundedAt: null });
    expect(made.gatewayRefundNo).toBe(local.refunds.get(outRefundNo)?.refundId);
    expect(local.refunds.get(outRefundNo)?.request).toEqual({
      out_trade_no: outTradeNo, out_refund_no: outRefundNo, reason: '重复支付 Paid twice', notify_url: notifyUrl,
      amount: { refund: 10010, total: 12345, currency: 'CNY' },
    });
    expect(await gateway.queryRefund(outTradeNo, outRefundNo)).toMatchObject({ state: 'processing', gatewayState: 'PROCESSING' });

    local.settleRefund(outRefundNo);
    expect(await local.deliverRefund(outRefundNo)).toMatchObject({ status: 204, delivered: true });
    expect(verdicts).toEqual([{
      ok: true,
      refund: { outTradeNo, outRefundNo, state: 'succeeded', gatewayState: 'SUCCESS', gatewayRefundNo: made.gatewayRefundNo, refundCny: 100.1, refundedAt: clock.now() },
    }]);
    expect(await gateway.queryRefund(outTradeNo, outRefundNo)).toMatchObject({ state: 'succeeded', gatewayState: 'SUCCESS', refundedAt: clock.now() });
  });

  it('reads ABNORMAL and CLOSED refund notifies as failed', async () => {
    const outTradeNo = await paidTrade(50);
    const abnormal = refundNo();
    const closed = refundNo();
    await gateway.refund({ outTradeNo, outRefundNo: abnormal, refundCny: 20, totalCny: 50, reason: 'r', notifyUrl });
    await gateway.refund({ outTradeNo, outRefundNo: closed, refundCny: 20, totalCny: 50, reason: 'r', notifyUrl });
    local.settleRefund(abnormal, 'ABNORMAL');
    local.settleRefund(closed, 'CLOSED');
    await local.deliverRefund(abnormal);
    await local.deliverRefund(closed);
    expect(verdicts.map((verdict) => verdict.ok && [verdict.refund.outRefundNo, verdict.refund.state, verdict.refund.gatewayState, verdict.refund.refundedAt]))
      .toEqual([[abnormal, 'failed', 'ABNORMAL', null], [closed, 'failed', 'CLOSED', null]]);
  });

  it('refuses a refund notify signed with another key, a stale one, and a payment notify offered as a refund notify', async () => {
    const outTradeNo = await paidTrade(30);
    const outRefundNo = refundNo();
    await gateway.refund({ outTradeNo, outRefundNo, refundCny: 30, totalCny: 30, reason: 'r', notifyUrl });
    local.settleRefund(outRefundNo);
    expect(await local.deliverRefund(outRefundNo, local.refundNotifyOf(outRefundNo, keys.rogue.privateKey))).toMatchObject({ status: 400, delivered: false });
    const stale = local.refundNotifyOf(outRefundNo);
    clock.advance(6 * 60);
    expect(await local.deliverRefund(outRefundNo, stale)).toMatchObject({ status: 400, delivered: false });
    expect(await local.deliverRefund(outRefundNo, local.notifyOf(outTradeNo))).toMatchObject({ status: 400, delivered: false });
    expect(verdicts).toEqual([{ ok: false, why: 'badSignature' }, { ok: false, why: 'stale' }, { ok: false, why: 'unreadable' }]);
  });

  it('answers the refund already made for the same out_refund_no: a repeat, and a retry after a lost answer, refund once', async () => {
    const outTradeNo = await paidTrade(80);
    const outRefundNo = refundNo();
    const request = { outTradeNo, outRefundNo, refundCny: 80, totalCny: 80, reason: 'r', notifyUrl };
    local.loseNextRefundAnswer = true;
    const first = await gateway.refund(request);
    const again = await gateway.refund(request);
    expect(again).toEqual(first);
    expect([...local.refunds.values()].filter((made) => made.request.out_trade_no === outTradeNo)).toHaveLength(1);
    // Settled, then asked once more: WeChat Pay's refusal of a repeat is read through the refund itself.
    local.settleRefund(outRefundNo);
    local.refuseNextRefund = { status: 400, code: 'INVALID_REQUEST' };
    expect(await gateway.refund({ ...request, reason: 'other words' })).toMatchObject({ state: 'succeeded', gatewayState: 'SUCCESS' });
  });

  it('reads business refusals as failed in WeChat Pay\'s code: more than the trade\'s total, a short balance (then the same number goes through)', async () => {
    const outTradeNo = await paidTrade(10);
    await gateway.refund({ outTradeNo, outRefundNo: refundNo(), refundCny: 6, totalCny: 10, reason: 'r', notifyUrl });
    const over = refundNo();
    expect(await gateway.refund({ outTradeNo, outRefundNo: over, refundCny: 4.01, totalCny: 10, reason: 'r', notifyUrl }))
      .toEqual({ outTradeNo, outRefundNo: over, state: 'failed', gatewayState: 'INVALID_REQUEST', gatewayRefundNo: null, refundCny: 4.01, refundedAt: null });
    expect(local.refunds.has(over)).toBe(false);

    const short = refundNo();
    local.refuseNextRefund = { status: 403, code: 'NOT_ENOUGH' };
    expect(await gateway.refund({ outTradeNo, outRefundNo: short, refundCny: 4, totalCny: 10, reason: 'r', notifyUrl })).toMatchObject({ state: 'failed', gatewayState: 'NOT_ENOUGH' });
    expect(await gateway.refund({ outTradeNo, outRefundNo: short, refundCny: 4, totalCny: 10, reason: 'r', notifyUrl })).toMatchObject({ state: 'processing', gatewayState: 'PROCESSING' });

    expect(await gateway.refund({ outTradeNo: 'T-no-such-trade', outRefundNo: refundNo(), refundCny: 1, totalCny: 1, reason: 'r', notifyUrl }))
      .toMatchObject({ state: 'failed', gatewayState: 'RESOURCE_NOT_EXISTS' });
  });

  it('answers null for a refund WeChat Pay does not have, and "unavailable" for an answer not signed by the platform', async () => {
    expect(await gateway.queryRefund('T-any', refundNo())).toBeNull();
    const outTradeNo = await paidTrade(5);
    local.answerWith.privateKey = keys.rogue.privateKey;
    await expect(gateway.refund({ outTradeNo, outRefundNo: refundNo(), refundCny: 5, totalCny: 5, reason: 'r', notifyUrl })).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway.queryRefund(outTradeNo, refundNo())).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('signs every refund call with the merchant key: a merchant key WeChat Pay does not know is refused and nothing is refunded', async () => {
    const outTradeNo = await paidTrade(7);
    const stranger = wechatPayLive({ config: { ...wechatConfig(keys, local.baseUrl), merchantPrivateKey: keys.rogue.privateKey }, now: clock.now, timeoutMs: 5_000 });
    const outRefundNo = refundNo();
    await expect(stranger.refund({ outTradeNo, outRefundNo, refundCny: 7, totalCny: 7, reason: 'r', notifyUrl })).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(local.refused).toContain('POST /v3/refund/domestic/refunds');
    expect(local.refunds.has(outRefundNo)).toBe(false);
  });
});
