// The sandbox gateways' refunds (issue 34 item 1, decision 101) on a real database: WeChat Pay's PROCESSING then a
// signed, encrypted refund notify posted over HTTP; Alipay's refund at once; each gateway's refusal codes; the knobs a
// tester types into the reason (sandbox:fail, sandbox:fail-once, sandbox:late); one refund per number and never more
// than the trade's amount, with calls made at once.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../src/domain/constants.ts';
import * as t from '../../src/server/db/schema.ts';
import { GatewayUnavailable, type RefundNotifyVerdict, type RefundRequest } from '../../src/server/providers/payments/gateway.ts';
import { sandboxGateway, type SandboxFailure, type SandboxGateway } from '../../src/server/providers/payments/sandbox.ts';
import { sandboxPaymentKeys, type SandboxPaymentKeys } from '../../src/server/providers/payments/sandbox-keys.ts';
import { wechatRefundNotifyOf } from '../../src/server/providers/payments/wechat-refund.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.ts';
import { manualClock } from './account-support.ts';
import { eventually } from './payment-support.ts';
import { rsaPair } from './payments-live-support.ts';

describe.each(databaseKinds())('sandbox gateway refunds on %s', (kind) => {
  const clock = manualClock();
  let database: TestDatabase;
  let keys: SandboxPaymentKeys;
  /** The merchant's notify endpoints: payment notifies acknowledged, refund notifies verified by the sandbox WeChat Pay. */
  let merchant: Server;
  let origin: string;
  const verdicts: RefundNotifyVerdict[] = [];

  const gatewayOf = (method: PaymentMethod, failing: SandboxFailure[] = []): SandboxGateway => sandboxGateway(method, {
    db: database.db, now: clock.now, keys, pageBase: 'http://sandbox.invalid',
    options: { latencyMs: 0, failing: new Set(failing), notifyBackoffMs: [0, 50, 50], log: () => {} },
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    keys = await sandboxPaymentKeys(database.db);
    merchant = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url !== '/refund-notify') return void response.writeHead(204).end();
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        void gatewayOf('wechat').verifyRefundNotify({ headers, body: Buffer.concat(chunks).toString('utf8') }).then((verdict) => {
          verdicts.push(verdict);
          response.writeHead(verdict.ok ? 204 : 400).end();
        });
      });
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => merchant.close(() => resolve()));
    await database.dispose();
  });
  beforeEach(() => {
    verdicts.length = 0;
  });

  const newNo = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 20)}`;

  async function paidTrade(method: PaymentMethod, amountCny: number) {
    const gateway = gatewayOf(method);
    const outTradeNo = newNo('T');
    await gateway.createQrTrade({ outTradeNo, amountCny, description: 'visa', notifyUrl: `${origin}/pay-notify`, expiresAt: new Date(clock.now().getTime() + 600_000) });
    expect((await gateway.approve(outTradeNo)).ok).toBe(true);
    return outTradeNo;
  }
  const request = (outTradeNo: string, refundCny: number, totalCny: number, reason = '重复支付'): RefundRequest =>
    ({ outTradeNo, outRefundNo: newNo('R'), refundCny, totalCny, reason, notifyUrl: `${origin}/refund-notify` });
  const verdictOf = (outRefundNo: string) => eventually(
    async () => verdicts.find((verdict) => verdict.ok && verdict.refund.outRefundNo === outRefundNo),
    (found) => found !== undefined,
  );

  it('WeChat Pay: PROCESSING, then the signed, encrypted refund notify says SUCCESS, and the query agrees', async () => {
    const wechat = gatewayOf('wechat');
    const outTradeNo = await paidTrade('wechat', 88.8);
    const asked = request(outTradeNo, 50.05, 88.8);
    const made = await wechat.refund(asked);
    expect(made).toMatchObject({ outTradeNo, outRefundNo: asked.outRefundNo, state: 'processing', gatewayState: 'PROCESSING', refundCny: 50.05, refundedAt: null });
    expect(made.gatewayRefundNo).toMatch(/^50300\d{24}$/);
    expect(await verdictOf(asked.outRefundNo)).toEqual({
      ok: true,
      refund: { outTradeNo, outRefundNo: asked.outRefundNo, state: 'succeeded', gatewayState: 'SUCCESS', gatewayRefundNo: made.gatewayRefundNo, refundCny: 50.05, refundedAt: clock.now() },
    });
    expect(await wechat.queryRefund(outTradeNo, asked.outRefundNo)).toMatchObject({ state: 'succeeded', gatewayState: 'SUCCESS', refundedAt: clock.now() });
    expect(await wechat.queryRefund(outTradeNo, newNo('R'))).toBeNull();
  });

  it('WeChat Pay: a refund left PROCESSING by a process that stopped is finished by the next query, which also notifies', async () => {
    const wechat = gatewayOf('wechat');
    const outTradeNo = await paidTrade('wechat', 12);
    const outRefundNo = newNo('R');
    await database.db.insert(t.sandboxRefunds).values({
      outRefundNo, outTradeNo, gateway: 'wechat', state: 'PROCESSING', amount: 12, reason: 'r', refundNo: '503000', notifyUrl: `${origin}/refund-notify`, createdAt: clock.now(),
    });
    expect(await wechat.queryRefund(outTradeNo, outRefundNo)).toMatchObject({ state: 'succeeded', gatewayState: 'SUCCESS', refundedAt: clock.now() });
    expect(await verdictOf(outRefundNo)).toMatchObject({ ok: true, refund: { state: 'succeeded', refundCny: 12 } });
  });

  it('Alipay: refunded at once (REFUND_SUCCESS), no refund number of its own, no refund notify', async () => {
    const alipay = gatewayOf('alipay');
    const outTradeNo = await paidTrade('alipay', 40);
    const asked = request(outTradeNo, 40, 40);
    const made = await alipay.refund(asked);
    expect(made).toEqual({ outTradeNo, outRefundNo: asked.outRefundNo, state: 'succeeded', gatewayState: 'REFUND_SUCCESS', gatewayRefundNo: null, refundCny: 40, refundedAt: clock.now() });
    expect(await alipay.queryRefund(outTradeNo, asked.outRefundNo)).toEqual(made);
    expect(await alipay.verifyRefundNotify({ headers: {}, body: 'refund_status=REFUND_SUCCESS' })).toEqual({ ok: false, why: 'unreadable' });
  });

  it.each([['wechat', 'NOT_ENOUGH'], ['alipay', 'ACQ.SELLER_BALANCE_NOT_ENOUGH']] as const)(
    '%s: sandbox:fail refuses every time with %s and the gateway has no such refund; sandbox:fail-once lets the retry through',
    async (method, code) => {
      const gateway = gatewayOf(method);
      const outTradeNo = await paidTrade(method, 30);
      const failing = request(outTradeNo, 10, 30, '测试 sandbox:fail');
      expect(await gateway.refund(failing)).toEqual({ outTradeNo, outRefundNo: failing.outRefundNo, state: 'failed', gatewayState: code, gatewayRefundNo: null, refundCny: 10, refundedAt: null });
      expect(await gateway.refund({ ...failing, reason: '测试' })).toMatchObject({ state: 'failed', gatewayState: code });
      expect(await gateway.queryRefund(outTradeNo, failing.outRefundNo)).toBeNull();

      const once = request(outTradeNo, 10, 30, '测试 sandbox:fail-once');
      expect(await gateway.refund(once)).toMatchObject({ state: 'failed', gatewayState: code });
      expect(await gateway.refund(once)).toMatchObject({ state: method === 'wechat' ? 'processing' : 'succeeded', refundCny: 10 });
    },
  );

  it('sandbox:late keeps a refund waiting until it is settled by hand: WeChat Pay then notifies SUCCESS, or ABNORMAL', async () => {
    const wechat = gatewayOf('wechat');
    const outTradeNo = await paidTrade('wechat', 60);
    const late = request(outTradeNo, 20, 60, '退款 sandbox:late');
    const broken = request(outTradeNo, 20, 60, '退款 sandbox:late');
    expect(await wechat.refund(late)).toMatchObject({ state: 'processing', gatewayState: 'PROCESSING' });
    expect(await wechat.refund(broken)).toMatchObject({ state: 'processing' });
    expect(await wechat.queryRefund(outTradeNo, late.outRefundNo)).toMatchObject({ state: 'processing', gatewayState: 'PROCESSING' });
    clock.advance(3600);
    expect(await wechat.settleRefund(late.outRefundNo)).toMatchObject({ state: 'SUCCESS' });
    expect(await wechat.settleRefund(broken.outRefundNo, 'failed')).toMatchObject({ state: 'ABNORMAL' });
    expect(await wechat.settleRefund(late.outRefundNo)).toBeNull();
    expect(await verdictOf(late.outRefundNo)).toMatchObject({ ok: true, refund: { state: 'succeeded', refundedAt: clock.now() } });
    expect(await verdictOf(broken.outRefundNo)).toMatchObject({ ok: true, refund: { state: 'failed', gatewayState: 'ABNORMAL', refundedAt: null } });
  });

  it('sandbox:late at Alipay: taken but not done (REFUND_PROCESSING) until settled, then the query says REFUND_SUCCESS', async () => {
    const alipay = gatewayOf('alipay');
    const outTradeNo = await paidTrade('alipay', 15);
    const late = request(outTradeNo, 15, 15, 'sandbox:late');
    expect(await alipay.refund(late)).toMatchObject({ state: 'processing', gatewayState: 'REFUND_PROCESSING', refundedAt: null });
    expect(await alipay.settleRefund(late.outRefundNo)).toMatchObject({ state: 'REFUND_SUCCESS' });
    expect(await alipay.queryRefund(outTradeNo, late.outRefundNo)).toMatchObject({ state: 'succeeded', gatewayState: 'REFUND_SUCCESS', refundedAt: clock.now() });
  });

  it.each(['wechat', 'alipay'] as const)('%s: the same refund number sent five times at once is one refund, and ten refunds at once never pass the amount', async (method) => {
    const gateway = gatewayOf(method);
    const outTradeNo = await paidTrade(method, 100);
    const once = request(outTradeNo, 30, 100);
    const answers = await Promise.all(Array.from({ length: 5 }, () => gateway.refund(once)));
    // One refund answered five times (WeChat Pay's may have finished between two answers: its state is not compared).
    expect(new Set(answers.map((answer) => JSON.stringify([answer.outRefundNo, answer.gatewayRefundNo, answer.refundCny, answer.state === 'failed'])))).toEqual(
      new Set([JSON.stringify([once.outRefundNo, answers[0]!.gatewayRefundNo, 30, false])]),
    );
    const many = await Promise.all(Array.from({ length: 10 }, () => gateway.refund(request(outTradeNo, 30, 100))));
    const taken = many.filter((answer) => answer.state !== 'failed');
    // 30 already refunded: two more of 30 fit in 100, a third would pass it.
    expect(taken).toHaveLength(2);
    expect(new Set(many.filter((answer) => answer.state === 'failed').map((answer) => answer.gatewayState)))
      .toEqual(new Set([method === 'wechat' ? 'INVALID_REQUEST' : 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL']));
    const rows = await database.db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.outTradeNo, outTradeNo));
    expect(rows.filter((row) => row.state === (method === 'wechat' ? 'PROCESSING' : 'REFUND_SUCCESS') || row.state === 'SUCCESS')).toHaveLength(3);
  });

  it.each([['wechat', 'RESOURCE_NOT_EXISTS', 'INVALID_REQUEST'], ['alipay', 'ACQ.TRADE_NOT_EXIST', 'ACQ.TRADE_STATUS_ERROR']] as const)(
    '%s refuses a refund of a trade it does not have (%s) or that is not paid (%s)',
    async (method, noTrade, notPaid) => {
      const gateway = gatewayOf(method);
      expect(await gateway.refund(request(newNo('T'), 1, 1))).toMatchObject({ state: 'failed', gatewayState: noTrade });
      const unpaid = newNo('T');
      await gateway.createQrTrade({ outTradeNo: unpaid, amountCny: 5, description: 'visa', notifyUrl: `${origin}/pay-notify`, expiresAt: new Date(clock.now().getTime() + 600_000) });
      expect(await gateway.refund(request(unpaid, 5, 5))).toMatchObject({ state: 'failed', gatewayState: notPaid });
    },
  );

  it('refuses a refund notify signed with another key and one from long ago; "refund" in the failing knob makes refunds unavailable', async () => {
    const wechat = gatewayOf('wechat');
    const resource = {
      mchid: keys.wechat.mchId, out_trade_no: 'T1', transaction_id: '4200', out_refund_no: 'R1', refund_id: '5030', refund_status: 'SUCCESS' as const,
      user_received_account: '支付用户零钱', amount: { total: 100, refund: 100, payer_total: 100, payer_refund: 100 },
    };
    const forged = wechatRefundNotifyOf({ ...keys.wechat, platformPrivateKey: rsaPair().privateKey }, resource, clock.now());
    expect(await wechat.verifyRefundNotify(forged)).toEqual({ ok: false, why: 'badSignature' });
    const old = wechatRefundNotifyOf(keys.wechat, resource, new Date(clock.now().getTime() - 3600_000));
    expect(await wechat.verifyRefundNotify(old)).toEqual({ ok: false, why: 'stale' });
    expect(await wechat.verifyRefundNotify(wechatRefundNotifyOf(keys.wechat, resource, clock.now()))).toMatchObject({ ok: true, refund: { outRefundNo: 'R1', refundCny: 1 } });

    const outTradeNo = await paidTrade('wechat', 9);
    await expect(gatewayOf('wechat', ['refund']).refund(request(outTradeNo, 9, 9))).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gatewayOf('alipay', ['refund']).queryRefund(outTradeNo, 'R1')).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});
