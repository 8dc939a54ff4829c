// The real hole behind a payment taken twice (decision 106): an Alipay precreate exists at Alipay only once it is
// scanned, so the portal's close of an unscanned code answers ACQ.TRADE_NOT_EXIST and the code stays payable until
// its timeout. Switching to WeChat Pay, paying, then paying the old Alipay code is kept for refund and refunded by
// the worker with no one acting. A scanned code closes as before.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { bearer, eventually, newOrder, newUser, onPhone, paymentsOf, tradeRow, type PaymentServer } from './payment-support.ts';
import { refundsOf, refundWorker, startRefundServer } from './refunds-support.ts';

interface Qr { outTradeNo: string; qrContent: string; amount: number }

describe.each(databaseKinds())('an unscanned Alipay code on %s', (kind) => {
  let server: PaymentServer;
  let payer: string;

  beforeAll(async () => {
    server = await startRefundServer(kind);
    payer = await newUser(server);
  }, 60_000);
  afterAll(() => server.close());

  const qrOf = async (method: 'wechat' | 'alipay', orderId: string) => {
    const { body } = await server.call('GET', `/api-pay/${method}/pc/order/${orderId}`, { auth: bearer(payer) });
    expect(body.code, body.msg).toBe(0);
    return body.data as Qr;
  };
  const statusOf = async (orderId: string, outTradeNo: string) =>
    (await paymentsOf(server, orderId)).find((row) => row.outTradeNo === outTradeNo)?.status as string | undefined;

  it('is gone at Alipay when the payer switches, stays payable, and paid later is refunded with no one acting', async () => {
    const orderId = await newOrder(server, payer, 80);
    const alipay = await qrOf('alipay', orderId);
    const wechat = await qrOf('wechat', orderId);
    // Ours is closed, but Alipay never had the trade: nothing to close there, and the code can still be paid.
    expect(await statusOf(orderId, alipay.outTradeNo)).toBe('closed');
    expect((await tradeRow(server, alipay.outTradeNo)).state).toBe('WAIT_BUYER_PAY');

    await onPhone(wechat.qrContent, 'approve');
    await eventually(() => statusOf(orderId, wechat.outTradeNo), (status) => status === 'paid');
    const late = await onPhone(alipay.qrContent, 'approve');
    expect(late.page).toContain('the merchant is being notified');
    expect(await eventually(() => statusOf(orderId, alipay.outTradeNo), (status) => status === 'refundDue')).toBe('refundDue');

    const worker = refundWorker(server);
    const statuses = await eventually(async () => {
      await worker.runOnce();
      return (await paymentsOf(server, orderId)).map((row) => row.status as string).sort();
    }, (now) => now.includes('refunded'));
    expect(statuses).toEqual(['paid', 'refunded']);
    const [refund] = await refundsOf(server, orderId);
    expect(refund).toMatchObject({ outTradeNo: alipay.outTradeNo, cause: 'duplicate', status: 'refunded', amount: alipay.amount });
    const told = await server.database.db.select().from(t.notificationOutbox)
      .where(and(eq(t.notificationOutbox.orderId, orderId), eq(t.notificationOutbox.kind, 'refunded')));
    expect(told.length).toBeGreaterThan(0);
  }, 90_000);

  it('stays payable after its order is cancelled, and what is paid on it is refunded', async () => {
    const orderId = await newOrder(server, payer, 82);
    const alipay = await qrOf('alipay', orderId);
    // Raw, as the races test does: newOrder's bare order has no delivery the contract's answer would describe.
    const cancelled = await fetch(`${server.baseUrl}/api-order/order/${orderId}/cancel`, { method: 'PUT', headers: { authorization: bearer(payer) } });
    expect(((await cancelled.json()) as { code: number }).code).toBe(0);
    await onPhone(alipay.qrContent, 'approve');
    expect(await eventually(() => statusOf(orderId, alipay.outTradeNo), (status) => status === 'refundDue')).toBe('refundDue');
    const worker = refundWorker(server);
    const status = await eventually(async () => {
      await worker.runOnce();
      return statusOf(orderId, alipay.outTradeNo);
    }, (now) => now === 'refunded');
    expect(status).toBe('refunded');
  }, 90_000);

  it('once scanned, it closes at Alipay as before and can no longer be paid', async () => {
    const orderId = await newOrder(server, payer, 81);
    const alipay = await qrOf('alipay', orderId);
    await onPhone(alipay.qrContent);
    await qrOf('wechat', orderId);
    expect((await tradeRow(server, alipay.outTradeNo)).state).toBe('TRADE_CLOSED');
    expect((await onPhone(alipay.qrContent, 'approve')).page).toContain('closed');
  }, 60_000);
});
