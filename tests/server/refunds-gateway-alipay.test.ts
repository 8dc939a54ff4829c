// The live Alipay adapter's refunds (issue 34 item 1, decision 101) through alipay-sdk against the local Alipay, which
// checks each request's RSA2 sign with the app's public key and signs its answers: alipay.trade.refund in yuan with two
// decimals keyed by out_request_no, alipay.trade.fastpay.refund.query to REFUND_SUCCESS, refusals in Alipay's
// sub_codes, and no refund notify at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnavailable, type PaymentGateway } from '../../src/server/providers/payments/gateway.ts';
import { withCallLimits } from '../../src/server/providers/payments/gateway-calls.ts';
import { alipayLive } from '../../src/server/providers/payments/live/alipay-live.ts';
import { manualClock } from './account-support.ts';
import { startLocalAlipay, type LocalAlipay } from './payments-live-alipay-server.ts';
import { ALIPAY_APP_ID, alipayConfig, alipayKeys } from './payments-live-support.ts';

describe('Alipay live refunds', () => {
  const keys = alipayKeys();
  const clock = manualClock();
  let local: LocalAlipay;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    local = await startLocalAlipay({ appId: ALIPAY_APP_ID, appPublicKey: keys.app.publicKey, alipayPrivateKey: keys.alipay.privateKey, now: clock.now });
    gateway = withCallLimits(alipayLive({ config: alipayConfig(keys, local.gateway), timeoutMs: 5_000 }), { timeoutMs: 5_000, retryBackoffMs: [0], log: () => {} });
  });
  afterAll(async () => {
    await local.close();
  });
  beforeEach(() => {
    delete local.answerWith.privateKey;
    local.refuseNextRefund = null;
    local.delayNextRefund = false;
  });

  async function paidTrade(amountCny: number) {
    const outTradeNo = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await gateway.createQrTrade({ outTradeNo, amountCny, description: 'visa', notifyUrl: 'http://127.0.0.1:9/notify', expiresAt: new Date(clock.now().getTime() + 600_000) });
    local.pay(outTradeNo);
    return outTradeNo;
  }
  const refundNo = () => `R${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const notifyUrl = 'http://127.0.0.1:9/unused';

  it('refunds in yuan with two decimals (fund_change Y), and the query says REFUND_SUCCESS with its time', async () => {
    const outTradeNo = await paidTrade(123.45);
    const outRefundNo = refundNo();
    const made = await gateway.refund({ outTradeNo, outRefundNo, refundCny: 100.1, totalCny: 123.45, reason: '重复支付 Paid twice', notifyUrl });
    expect(made).toEqual({ outTradeNo, outRefundNo, state: 'succeeded', gatewayState: 'REFUND_SUCCESS', gatewayRefundNo: null, refundCny: 100.1, refundedAt: clock.now() });
    expect(local.refunds.get(outRefundNo)).toMatchObject({ outTradeNo, refundAmount: '100.10', reason: '重复支付 Paid twice' });
    expect(await gateway.queryRefund(outTradeNo, outRefundNo)).toEqual(made);
  });

  it('a refund taken but not done is processing until Alipay finishes it, then the query says succeeded', async () => {
    const outTradeNo = await paidTrade(20);
    const outRefundNo = refundNo();
    local.delayNextRefund = true;
    expect(await gateway.refund({ outTradeNo, outRefundNo, refundCny: 20, totalCny: 20, reason: 'r', notifyUrl }))
      .toMatchObject({ state: 'processing', gatewayState: 'REFUND_PROCESSING', refundedAt: null });
    expect(await gateway.queryRefund(outTradeNo, outRefundNo)).toMatchObject({ state: 'processing', gatewayState: 'REFUND_PROCESSING' });
    clock.advance(60);
    local.settleRefund(outRefundNo);
    expect(await gateway.queryRefund(outTradeNo, outRefundNo)).toMatchObject({ state: 'succeeded', gatewayState: 'REFUND_SUCCESS', refundCny: 20, refundedAt: clock.now() });
  });

  it('the same out_request_no twice refunds once: the repeat (fund_change N) is read through the refund query', async () => {
    const outTradeNo = await paidTrade(50);
    const outRefundNo = refundNo();
    const request = { outTradeNo, outRefundNo, refundCny: 30, totalCny: 50, reason: 'r', notifyUrl };
    const first = await gateway.refund(request);
    clock.advance(5);
    expect(await gateway.refund(request)).toEqual(first);
    expect([...local.refunds.values()].filter((made) => made.outTradeNo === outTradeNo)).toHaveLength(1);
    // Another amount under the same number is refused by Alipay, and read through the refund already made.
    expect(await gateway.refund({ ...request, refundCny: 10 })).toEqual(first);
  });

  it('reads refusals as failed in Alipay\'s sub_code: beyond the total, a short balance (then the same number goes through), an unknown trade', async () => {
    const outTradeNo = await paidTrade(10);
    await gateway.refund({ outTradeNo, outRefundNo: refundNo(), refundCny: 6, totalCny: 10, reason: 'r', notifyUrl });
    const over = refundNo();
    expect(await gateway.refund({ outTradeNo, outRefundNo: over, refundCny: 4.01, totalCny: 10, reason: 'r', notifyUrl }))
      .toEqual({ outTradeNo, outRefundNo: over, state: 'failed', gatewayState: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', gatewayRefundNo: null, refundCny: 4.01, refundedAt: null });
    expect(await gateway.queryRefund(outTradeNo, over)).toBeNull();

    const short = refundNo();
    local.refuseNextRefund = 'ACQ.SELLER_BALANCE_NOT_ENOUGH';
    expect(await gateway.refund({ outTradeNo, outRefundNo: short, refundCny: 4, totalCny: 10, reason: 'r', notifyUrl })).toMatchObject({ state: 'failed', gatewayState: 'ACQ.SELLER_BALANCE_NOT_ENOUGH' });
    expect(await gateway.refund({ outTradeNo, outRefundNo: short, refundCny: 4, totalCny: 10, reason: 'r', notifyUrl })).toMatchObject({ state: 'succeeded', refundCny: 4 });

    expect(await gateway.refund({ outTradeNo: 'T-no-such-trade', outRefundNo: refundNo(), refundCny: 1, totalCny: 1, reason: 'r', notifyUrl }))
      .toMatchObject({ state: 'failed', gatewayState: 'ACQ.TRADE_NOT_EXIST' });
    expect(await gateway.queryRefund('T-no-such-trade', refundNo())).toBeNull();
  });

  it('Alipay\'s own trouble (ACQ.SYSTEM_ERROR) and a forged answer are "unavailable", never failed', async () => {
    const outTradeNo = await paidTrade(5);
    local.refuseNextRefund = 'ACQ.SYSTEM_ERROR';
    // The bounded retry sends the same number again, and it goes through once.
    const outRefundNo = refundNo();
    expect(await gateway.refund({ outTradeNo, outRefundNo, refundCny: 5, totalCny: 5, reason: 'r', notifyUrl })).toMatchObject({ state: 'succeeded' });
    local.answerWith.privateKey = keys.rogue.privateKey;
    await expect(gateway.refund({ outTradeNo, outRefundNo: refundNo(), refundCny: 1, totalCny: 5, reason: 'r', notifyUrl })).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway.queryRefund(outTradeNo, outRefundNo)).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('signs each refund call with the app key: a key Alipay does not know is refused and nothing is refunded', async () => {
    const outTradeNo = await paidTrade(7);
    const stranger = alipayLive({ config: { ...alipayConfig(keys, local.gateway), appPrivateKey: keys.rogue.privateKey }, timeoutMs: 5_000 });
    const outRefundNo = refundNo();
    await expect(stranger.refund({ outTradeNo, outRefundNo, refundCny: 7, totalCny: 7, reason: 'r', notifyUrl })).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(local.refused).toContain('alipay.trade.refund');
    expect(local.refunds.has(outRefundNo)).toBe(false);
  });

  it('has no refund notify: anything posted is unreadable', async () => {
    const outTradeNo = await paidTrade(3);
    expect(await gateway.verifyRefundNotify(local.notifyOf(outTradeNo))).toEqual({ ok: false, why: 'unreadable' });
  });
});
