// The sandbox phone page shows a trade's refunds at the sandbox gateway (decision 101), and is where a refund kept
// waiting by `sandbox:late` is finished or failed by hand: over HTTP, on the portal in sandbox mode.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../src/domain/constants.ts';
import { sandboxGateway } from '../../src/server/providers/payments/sandbox.ts';
import { sandboxPaymentKeys } from '../../src/server/providers/payments/sandbox-keys.ts';
import { databaseKinds } from '../support/database.ts';
import { startPaymentServer, type PaymentServer } from './payment-support.ts';

describe.each(databaseKinds())('sandbox phone page refunds on %s', (kind) => {
  let server: PaymentServer;
  /** The merchant's notify URLs: every post acknowledged (what the portal does with them is decision 102's). */
  let merchant: Server;
  let notifyBase: string;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    merchant = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    notifyBase = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => merchant.close(() => resolve()));
  });

  async function gatewayOf(method: PaymentMethod) {
    return sandboxGateway(method, {
      db: server.database.db, now: server.clock.now, keys: await sandboxPaymentKeys(server.database.db), pageBase: server.baseUrl,
      options: { latencyMs: 0, failing: new Set(), notifyBackoffMs: [0], log: () => {} },
    });
  }

  /** A paid trade with one refund kept waiting, and the phone page's address. */
  async function lateRefund(method: PaymentMethod) {
    const gateway = await gatewayOf(method);
    const outTradeNo = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const outRefundNo = `R${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const { qrContent } = await gateway.createQrTrade({ outTradeNo, amountCny: 66, description: 'visa', notifyUrl: `${notifyBase}/notify`, expiresAt: new Date(server.clock.now().getTime() + 600_000) });
    expect((await gateway.approve(outTradeNo)).ok).toBe(true);
    await gateway.refund({ outTradeNo, outRefundNo, refundCny: 12.5, totalCny: 66, reason: '部分退款 sandbox:late', notifyUrl: `${notifyBase}/refund-notify` });
    return { gateway, outTradeNo, outRefundNo, qrContent };
  }
  const settle = (qrContent: string, outRefundNo: string, outcome: string) =>
    fetch(`${qrContent}/refunds/${outRefundNo}/settle`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'follow' }).then((response) => response.text());

  it('shows a late WeChat Pay refund as PROCESSING with its two endings; finishing it makes it SUCCESS, once', async () => {
    const { gateway, outRefundNo, qrContent } = await lateRefund('wechat');
    const page = await (await fetch(qrContent)).text();
    expect(page).toContain(outRefundNo);
    expect(page).toContain('¥12.50');
    expect(page).toContain('<strong>PROCESSING</strong>');
    expect(page).toContain('完成退款 Finish the refund');
    expect(page).toContain('Make it fail (ABNORMAL)');

    const after = await settle(qrContent, outRefundNo, 'succeeded');
    expect(after).toContain('The refund has ended');
    expect(after).toContain('<strong>SUCCESS</strong>');
    expect(after).not.toContain('完成退款 Finish the refund');
    expect((await gateway.findRefund(outRefundNo))?.state).toBe('SUCCESS');
    expect(await settle(qrContent, outRefundNo, 'failed')).toContain('This refund is not waiting');
    expect((await gateway.findRefund(outRefundNo))?.state).toBe('SUCCESS');
  });

  it('fails a late WeChat Pay refund as ABNORMAL; at Alipay the only ending is success', async () => {
    const wechat = await lateRefund('wechat');
    expect(await settle(wechat.qrContent, wechat.outRefundNo, 'failed')).toContain('<strong>ABNORMAL</strong>');

    const alipay = await lateRefund('alipay');
    const page = await (await fetch(alipay.qrContent)).text();
    expect(page).toContain('<strong>REFUND_PROCESSING</strong>');
    expect(page).not.toContain('ABNORMAL');
    expect(await settle(alipay.qrContent, alipay.outRefundNo, 'failed')).toContain('<strong>REFUND_SUCCESS</strong>');
  });

  it('settles nothing for a refund of another trade or one it does not have', async () => {
    const first = await lateRefund('wechat');
    const second = await lateRefund('wechat');
    expect(await settle(first.qrContent, second.outRefundNo, 'succeeded')).toContain('This refund is not waiting');
    expect(await settle(first.qrContent, 'R-none', 'succeeded')).toContain('This refund is not waiting');
    expect((await second.gateway.findRefund(second.outRefundNo))?.state).toBe('PROCESSING');
  });
});
