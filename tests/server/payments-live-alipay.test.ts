// The live Alipay adapter (alipay-sdk, RSA2) against a local server speaking Alipay's side of the open platform
// gateway (issue 19 item 2): signed requests, signed answers, the signed async notify, amounts in yuan.
import { AlipaySdk } from 'alipay-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alipayLive } from '../../src/server/providers/payments/live/alipay-live.ts';
import { databaseKinds } from '../support/database.ts';
import { manualClock } from './account-support.ts';
import { bearer, cnyOf, historyOf, newOrder, newUser, orderRow, paymentsOf, type PaymentServer } from './payment-support.ts';
import { startLocalAlipay, type LocalAlipay } from './payments-live-alipay-server.ts';
import { ALIPAY_APP_ID, alipayConfig, alipayKeys, payCalls, startLivePortal } from './payments-live-support.ts';


describe.each(databaseKinds())('Alipay live gateway on %s', (kind) => {
  const keys = alipayKeys();
  const clock = manualClock();
  let local: LocalAlipay;
  let server: PaymentServer;
  let alice: string;

  beforeAll(async () => {
    local = await startLocalAlipay({ appId: ALIPAY_APP_ID, appPublicKey: keys.app.publicKey, alipayPrivateKey: keys.alipay.privateKey, now: clock.now });
    server = await startLivePortal(kind, clock, { alipay: alipayConfig(keys, local.gateway) });
    alice = await newUser(server);
  });
  afterAll(async () => {
    await server.close();
    await local.close();
  });
  beforeEach(() => {
    delete local.answerWith.privateKey;
  });

  const adapter = (override: Partial<ReturnType<typeof alipayConfig>> = {}) =>
    alipayLive({ config: { ...alipayConfig(keys, local.gateway), ...override }, timeoutMs: 5_000 });

  const { startPaying, poll } = payCalls(() => server, 'alipay', () => alice);

  it('pays in full: Alipay\'s qr_code is the QR, the notify settles the order once though delivered twice, the poll says paid', async () => {
    const orderId = await newOrder(server, alice, 123.45);
    const qr = await startPaying(orderId);
    const trade = local.trades.get(qr.outTradeNo);
    expect(qr.qrContent).toBe(trade?.qrCode);
    expect(trade?.biz).toMatchObject({ out_trade_no: qr.outTradeNo, total_amount: (await cnyOf(server, 123.45)).toFixed(2) });
    expect(trade?.biz.time_expire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(trade?.notifyUrl).toBe(`${server.baseUrl}/api-pay/alipay/notify`);

    local.pay(qr.outTradeNo);
    expect(await local.deliver(qr.outTradeNo)).toEqual({ status: 200, body: 'success', delivered: true });
    expect(await local.deliver(qr.outTradeNo)).toEqual({ status: 200, body: 'success', delivered: true });

    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ outTradeNo: qr.outTradeNo, tradeStatus: 'TRADE_SUCCESS', status: 'paid' });
    expect((await orderRow(server, orderId)).status.stage).toBe('paid');
    expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
    expect((await paymentsOf(server, orderId)).map((row) => [row.status, row.gatewayTradeNo])).toEqual([['paid', trade?.tradeNo]]);
  });

  it('settles from alipay.trade.query when no notify arrives, and a notify after that changes nothing', async () => {
    const orderId = await newOrder(server, alice, 50);
    const qr = await startPaying(orderId);
    // Not scanned yet, Alipay has no such trade (ACQ.TRADE_NOT_EXIST): the payer still waits, it is not closed.
    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', status: 'pending' });
    local.scan(qr.outTradeNo);
    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', status: 'pending' });
    local.pay(qr.outTradeNo);
    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'TRADE_SUCCESS', status: 'paid' });
    expect(await local.deliver(qr.outTradeNo)).toEqual({ status: 200, body: 'success', delivered: true });
    expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
  });

  it('closes a scanned trade at Alipay (TRADE_CLOSED), after which it cannot be paid', async () => {
    const orderId = await newOrder(server, alice, 60);
    const qr = await startPaying(orderId);
    local.scan(qr.outTradeNo);
    const { body } = await server.call('PUT', `/api-pay/close/${qr.outTradeNo}`, { auth: bearer(alice) });
    expect(body.data).toMatchObject({ outTradeNo: qr.outTradeNo, status: 'closed' });
    expect(local.trades.get(qr.outTradeNo)?.status).toBe('TRADE_CLOSED');
    expect(() => local.pay(qr.outTradeNo)).toThrow(/not payable/);
  });

  it('reads a precreated QR nobody scanned as no trade yet (ACQ.TRADE_NOT_EXIST), and a paid one refuses to close', async () => {
    const gateway = adapter();
    const request = { outTradeNo: `PTEST${Date.now()}`, amountCny: 10, description: 'Visa order T1', notifyUrl: `${server.baseUrl}/api-pay/alipay/notify`, expiresAt: new Date(clock.now().getTime() + 900_000) };
    const first = await gateway.createQrTrade(request);
    expect(await gateway.createQrTrade(request)).toEqual(first);
    await expect(gateway.createQrTrade({ ...request, amountCny: 11 })).rejects.toThrow(/ACQ.CONTEXT_INCONSISTENT/);
    expect(await gateway.query(request.outTradeNo)).toBeNull();
    expect(await gateway.close(request.outTradeNo)).toEqual({ closed: false, reason: 'unknown' });
    local.pay(request.outTradeNo);
    expect(await gateway.query(request.outTradeNo)).toMatchObject({ state: 'TRADE_SUCCESS', paid: true, amountCny: 10 });
    expect(await gateway.close(request.outTradeNo)).toEqual({ closed: false, reason: 'paid' });
  });

  it('Alipay refuses a request signed with another app key (isv.invalid-signature), and the adapter reports it unavailable', async () => {
    const before = local.refused.length;
    const rogue = new AlipaySdk({ appId: ALIPAY_APP_ID, privateKey: keys.rogue.privateKey, keyType: 'PKCS8', alipayPublicKey: keys.alipay.publicKey, gateway: local.gateway, camelcase: false });
    const answer = await rogue.exec('alipay.trade.query', { bizContent: { out_trade_no: 'PANY' } }, { validateSign: true });
    expect(answer).toMatchObject({ code: '40002', sub_code: 'isv.invalid-signature' });
    await expect(adapter({ appPrivateKey: keys.rogue.privateKey }).query('PANY')).rejects.toThrow(/isv.invalid-signature/);
    expect(local.refused.slice(before)).toEqual(['alipay.trade.query', 'alipay.trade.query']);
  });

  it('refuses an answer signed with another key: nothing is believed and the payer hears the gateway is unavailable', async () => {
    const orderId = await newOrder(server, alice, 70);
    local.answerWith.privateKey = keys.rogue.privateKey;
    await expect(adapter().query('PANY')).rejects.toThrow(/验签失败/);
    const { body } = await server.call('GET', `/api-pay/alipay/pc/order/${orderId}`, { auth: bearer(alice) });
    expect(body.code).toBe(500);
    expect((await paymentsOf(server, orderId)).map((row) => [row.status, row.qrContent])).toEqual([['failed', '']]);
  });

  it('refuses a notify signed with another key, or for another app: 401 `fail`, not delivered, and the order stays unpaid', async () => {
    const orderId = await newOrder(server, alice, 80);
    const qr = await startPaying(orderId);
    local.pay(qr.outTradeNo);
    expect(await local.deliver(qr.outTradeNo, local.notifyOf(qr.outTradeNo, keys.rogue.privateKey))).toEqual({ status: 401, body: 'fail', delivered: false });
    const otherApp = await adapter({ appId: '2021009999999999' }).verifyNotify(local.notifyOf(qr.outTradeNo));
    expect(otherApp).toEqual({ ok: false, why: 'badSignature' });
    expect((await paymentsOf(server, orderId)).map((row) => row.status)).toEqual(['pending']);
    expect((await orderRow(server, orderId)).status.stage).toBe('pendingPayment');
  });
});
