// The live WeChat Pay v3 adapter against a local server speaking WeChat Pay's side of the protocol (issue 19 item 1):
// signed requests, signed answers, the encrypted and signed notify, amounts in fen, idempotent on out_trade_no.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnavailable } from '../../src/server/providers/payments/gateway.ts';
import { wechatPayLive } from '../../src/server/providers/payments/live/wechat-pay-live.ts';
import { databaseKinds } from '../support/database.ts';
import { manualClock } from './account-support.ts';
import { bearer, cnyOf, historyOf, newOrder, newUser, orderRow, paymentsOf, type PaymentServer } from './payment-support.ts';
import { startLocalWechatPay, type LocalWechatPay } from './payments-live-wechat-server.ts';
import { payCalls, startLivePortal, WECHAT_IDS, wechatConfig, wechatKeys } from './payments-live-support.ts';


const fen = (yuan: number) => Math.round(yuan * 100);

describe.each(databaseKinds())('WeChat Pay live gateway on %s', (kind) => {
  const keys = wechatKeys();
  const clock = manualClock();
  let local: LocalWechatPay;
  let server: PaymentServer;
  let alice: string;

  beforeAll(async () => {
    local = await startLocalWechatPay({
      ...WECHAT_IDS, merchantPublicKey: keys.merchant.publicKey, platformPrivateKey: keys.platform.privateKey, apiV3Key: keys.apiV3Key, now: clock.now,
    });
    server = await startLivePortal(kind, clock, { wechat: wechatConfig(keys, local.baseUrl) });
    alice = await newUser(server);
  });
  afterAll(async () => {
    await server.close();
    await local.close();
  });
  beforeEach(() => {
    delete local.answerWith.privateKey;
    delete local.answerWith.skewSeconds;
    delete local.answerWith.serial;
  });

  const adapter = (override: Partial<ReturnType<typeof wechatConfig>> = {}) =>
    wechatPayLive({ config: { ...wechatConfig(keys, local.baseUrl), ...override }, now: clock.now, timeoutMs: 5_000 });

  const { startPaying, poll } = payCalls(() => server, 'wechat', () => alice);

  it('pays in full: WeChat Pay\'s code_url is the QR, the notify settles the order once though delivered twice, the poll says paid', async () => {
    const orderId = await newOrder(server, alice, 123.45);
    const qr = await startPaying(orderId);
    const trade = local.trades.get(qr.outTradeNo);
    expect(qr.qrContent).toBe(trade?.codeUrl);
    expect(qr.qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(trade?.request).toMatchObject({
      mchid: WECHAT_IDS.mchId, appid: WECHAT_IDS.appId, out_trade_no: qr.outTradeNo,
      notify_url: `${server.baseUrl}/api-pay/wechat/notify`, amount: { total: fen(await cnyOf(server, 123.45)), currency: 'CNY' },
    });
    expect(trade?.request.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    local.pay(qr.outTradeNo);
    expect(await local.deliver(qr.outTradeNo)).toMatchObject({ status: 200, delivered: true });
    expect(await local.deliver(qr.outTradeNo)).toMatchObject({ status: 200, delivered: true });

    const { body } = await poll(qr.outTradeNo);
    expect(body.data).toMatchObject({ outTradeNo: qr.outTradeNo, tradeState: 'SUCCESS', status: 'paid' });
    expect((await orderRow(server, orderId)).status.stage).toBe('paid');
    expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
    const payments = await paymentsOf(server, orderId);
    expect(payments.map((row) => [row.status, row.gatewayTradeNo])).toEqual([['paid', trade?.transactionId]]);
  });

  it('settles from the query when no notify arrives, and a notify after that changes nothing', async () => {
    const orderId = await newOrder(server, alice, 50);
    const qr = await startPaying(orderId);
    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ tradeState: 'NOTPAY', status: 'pending' });
    local.pay(qr.outTradeNo);
    expect((await poll(qr.outTradeNo)).body.data).toMatchObject({ tradeState: 'SUCCESS', status: 'paid' });
    expect(await local.deliver(qr.outTradeNo)).toMatchObject({ status: 200, delivered: true });
    expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
  });

  it('closes the trade at WeChat Pay, after which it cannot be paid', async () => {
    const orderId = await newOrder(server, alice, 60);
    const qr = await startPaying(orderId);
    const { body } = await server.call('PUT', `/api-pay/close/${qr.outTradeNo}`, { auth: bearer(alice) });
    expect(body.data).toMatchObject({ outTradeNo: qr.outTradeNo, status: 'closed' });
    expect(local.trades.get(qr.outTradeNo)?.state).toBe('CLOSED');
    expect(() => local.pay(qr.outTradeNo)).toThrow(/not payable/);
    expect((await orderRow(server, orderId)).status.stage).toBe('pendingPayment');
  });

  it('creates idempotently: the same order again answers the same code_url, other terms under its number are refused', async () => {
    const gateway = adapter();
    const request = { outTradeNo: `PTEST${Date.now()}`, amountCny: 10, description: 'Visa order T1', notifyUrl: `${server.baseUrl}/api-pay/wechat/notify`, expiresAt: new Date(clock.now().getTime() + 900_000) };
    const first = await gateway.createQrTrade(request);
    expect(await gateway.createQrTrade(request)).toEqual(first);
    await expect(gateway.createQrTrade({ ...request, amountCny: 11 })).rejects.toThrow(/INVALID_REQUEST/);
    expect(await gateway.query(request.outTradeNo)).toMatchObject({ state: 'NOTPAY', paid: false, finished: false, amountCny: 10 });
    expect(await gateway.query('PNOSUCHTRADE')).toBeNull();
  });

  it('WeChat Pay refuses a request signed with another merchant key (401 SIGN_ERROR), and the adapter reports it unavailable', async () => {
    const before = local.refused.length;
    await expect(adapter({ merchantPrivateKey: keys.rogue.privateKey }).query('PANY')).rejects.toThrow(/HTTP 401 SIGN_ERROR/);
    expect(local.refused.slice(before)).toEqual(['GET /v3/pay/transactions/out-trade-no/PANY']);
    await expect(adapter({ merchantSerial: 'ANOTHERSERIAL' }).query('PANY')).rejects.toThrow(/SIGN_ERROR/);
  });

  it('refuses an answer signed with another key, or stale: nothing is believed and the payer hears the gateway is unavailable', async () => {
    const orderId = await newOrder(server, alice, 70);
    local.answerWith.privateKey = keys.rogue.privateKey;
    await expect(adapter().query('PANY')).rejects.toThrow(GatewayUnavailable);
    await expect(adapter().query('PANY')).rejects.toThrow(/answer signature invalid/);
    const { body } = await server.call('GET', `/api-pay/wechat/pc/order/${orderId}`, { auth: bearer(alice) });
    expect(body.code).toBe(500);
    expect(body.data).toBeNull();
    expect((await paymentsOf(server, orderId)).map((row) => [row.status, row.qrContent])).toEqual([['failed', '']]);

    delete local.answerWith.privateKey;
    local.answerWith.skewSeconds = 600;
    await expect(adapter().query('PANY')).rejects.toThrow(/answer stale/);
    await expect(adapter({ platformKeys: { PUB_KEY_ID_OTHER: keys.platform.publicKey } }).query('PANY')).rejects.toThrow(/unknown key/);
  });

  it('believes answers and notifies under each platform key it was given, while WeChat Pay changes keys, and no other', async () => {
    // The platform certificate being replaced, configured beside the public key (WECHATPAY_PLATFORM_SERIAL lists both).
    const CERT_SERIAL = '7132D72A03E93CDDF8C03BBD1F37EEDF2AAB8C71';
    const both = { platformKeys: { ...wechatConfig(keys, local.baseUrl).platformKeys, [CERT_SERIAL]: keys.rogue.publicKey } };
    local.answerWith.privateKey = keys.rogue.privateKey;
    local.answerWith.serial = CERT_SERIAL;
    await expect(adapter(both).query('PANY')).resolves.toBeNull();
    await expect(adapter().query('PANY')).rejects.toThrow(/unknown key 7132D72A/);
    // The serial picks the key: the other key's signature under this serial is not believed.
    local.answerWith.serial = WECHAT_IDS.platformSerial;
    await expect(adapter(both).query('PANY')).rejects.toThrow(/answer signature invalid/);
    delete local.answerWith.serial;
    delete local.answerWith.privateKey;

    const qr = await startPaying(await newOrder(server, alice, 90));
    local.pay(qr.outTradeNo);
    const underCertificate = local.notifyOf(qr.outTradeNo, keys.rogue.privateKey, CERT_SERIAL);
    expect(await adapter(both).verifyNotify(underCertificate)).toMatchObject({ ok: true, notify: { outTradeNo: qr.outTradeNo, paid: true } });
    expect(await adapter().verifyNotify(underCertificate)).toEqual({ ok: false, why: 'badSignature' });
    expect(await adapter(both).verifyNotify(local.notifyOf(qr.outTradeNo, keys.rogue.privateKey, WECHAT_IDS.platformSerial))).toEqual({ ok: false, why: 'badSignature' });
  });

  it('refuses a notify signed with another key: 401 with WeChat Pay\'s { code: FAIL }, not delivered, and the order stays unpaid', async () => {
    const orderId = await newOrder(server, alice, 80);
    const qr = await startPaying(orderId);
    local.pay(qr.outTradeNo);
    const refused = await local.deliver(qr.outTradeNo, local.notifyOf(qr.outTradeNo, keys.rogue.privateKey));
    expect(refused).toMatchObject({ status: 401, delivered: false });
    expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: '支付通知验签失败，已拒绝' });
    expect((await paymentsOf(server, orderId)).map((row) => row.status)).toEqual(['pending']);
    expect((await orderRow(server, orderId)).status.stage).toBe('pendingPayment');
  });
});
