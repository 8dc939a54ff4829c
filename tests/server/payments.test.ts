import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import * as t from '../../src/server/db/schema.ts';
import { alipayNotifyOf } from '../../src/server/providers/payments/alipay.ts';
import { sandboxPaymentKeys } from '../../src/server/providers/payments/sandbox-keys.ts';
import { wechatNotifyOf, wechatTime } from '../../src/server/providers/payments/wechat-pay.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, signedApplies, type OrderDetail } from './orders-support.ts';
import {
  bearer, cnyOf, eventually, historyOf, newOrder, newUser, onPhone, orderRow, paymentsOf, requestExtra, startPaymentServer,
  tradeRow, type PaymentServer,
} from './payment-support.ts';

type OrderAnswer = components['schemas']['OrderDetail'];

interface PaymentQr { method: string; kind: string; orderId: string; outTradeNo: string; qrContent: string; amount: number; currency: string; expiresAt: string }

const fen = (yuan: number) => Math.round(yuan * 100);

describe.each(databaseKinds())('payments on %s', (kind) => {
  let server: PaymentServer;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    alice = await newUser(server);
    bob = await newUser(server);
  });
  afterAll(() => server.close());

  const pay = async (method: 'wechat' | 'alipay', orderId: string, user = alice, what: 'order' | 'extra' = 'order') =>
    server.call('GET', `/api-pay/${method}/pc/${what}/${orderId}`, { auth: bearer(user) });
  const payOk = async (method: 'wechat' | 'alipay', orderId: string, what: 'order' | 'extra' = 'order') => {
    const { body } = await pay(method, orderId, alice, what);
    expect(body.code, body.msg).toBe(0);
    return body.data as PaymentQr;
  };
  const status = (method: 'wechat' | 'alipay', outTradeNo: string, user = alice) =>
    server.call('GET', `/api-pay/${method}/status/${outTradeNo}`, { auth: bearer(user) });
  const close = (outTradeNo: string, user = alice) => server.call('PUT', `/api-pay/close/${outTradeNo}`, { auth: bearer(user) });

  /** Posts a notify as the gateway does (raw, not through call(): the body is signed byte for byte); the answer as the gateway reads it. */
  const post = async (method: 'wechat' | 'alipay', raw: { headers: Record<string, string | undefined>; body: string }) => {
    const response = await fetch(`${server.baseUrl}/api-pay/${method}/notify`, {
      method: 'POST', headers: raw.headers as Record<string, string>, body: raw.body,
    });
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  };
  /** Alipay stops re-sending only on exactly `success`; WeChat Pay v3 on HTTP 200/204, and reads { code: FAIL } otherwise. */
  const taken = { alipay: { status: 200, text: 'success' }, wechat: { status: 200 } } as const;
  const refusedByWechat = (status: number) => ({ status, type: expect.stringMatching(/^application\/json/), text: expect.stringMatching(/^\{"code":"FAIL","message":"\S/) });

  /** A merchant's notify URL on a local port that answers the sandbox's posts with the given answers in turn (the last one repeated). */
  async function notifyReceiver(answers: { status: number; type: string; body: string }[]) {
    const received: string[] = [];
    const listener = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
      request.on('end', () => {
        received.push(body);
        const answer = answers[Math.min(received.length, answers.length) - 1]!;
        response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/notify`,
      received,
      close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
    };
  }

  async function keys() {
    return sandboxPaymentKeys(server.database.db);
  }

  /** The gateway's own book says paid (as if the payer approved), without its notify being sent yet. */
  async function paidAtGateway(outTradeNo: string) {
    const row = await tradeRow(server, outTradeNo);
    await server.database.db.update(t.sandboxTrades).set({ state: row.gateway === 'wechat' ? 'SUCCESS' : 'TRADE_SUCCESS', paidAt: server.clock.now() })
      .where(eq(t.sandboxTrades.outTradeNo, outTradeNo));
    return tradeRow(server, outTradeNo);
  }

  async function wechatNotify(outTradeNo: string, override: { amountFen?: number; privateKey?: string; at?: Date } = {}) {
    const k = await keys();
    const row = await tradeRow(server, outTradeNo);
    return wechatNotifyOf({ ...k.wechat, platformPrivateKey: override.privateKey ?? k.wechat.platformPrivateKey }, {
      mchid: k.wechat.mchId, appid: 'wx', out_trade_no: outTradeNo, transaction_id: row.tradeNo, trade_type: 'NATIVE',
      trade_state: 'SUCCESS', trade_state_desc: '支付成功', bank_type: 'OTHERS', success_time: wechatTime(server.clock.now()),
      payer: { openid: 'o' },
      amount: { total: override.amountFen ?? fen(row.amount), payer_total: fen(row.amount), currency: 'CNY', payer_currency: 'CNY' },
    }, override.at ?? server.clock.now());
  }

  async function alipayNotify(outTradeNo: string, override: { amount?: number; privateKey?: string } = {}) {
    const k = await keys();
    const row = await tradeRow(server, outTradeNo);
    return alipayNotifyOf(override.privateKey ?? k.alipay.alipayPrivateKey, {
      appId: k.alipay.appId, outTradeNo, tradeNo: row.tradeNo, status: 'TRADE_SUCCESS', amountCny: override.amount ?? row.amount,
      subject: row.description, createdAt: row.createdAt, paidAt: server.clock.now(),
    }, server.clock.now());
  }

  const strangerKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('WeChat Pay: the QR is the sandbox phone page; opening it is USERPAYING; approve sends a signed notify that settles the order', async () => {
    const orderId = await newOrder(server, alice, 123.45);
    const qr = await payOk('wechat', orderId);
    expect(qr).toMatchObject({ method: 'wechat', kind: 'order', orderId, currency: 'CNY', amount: await cnyOf(server, 123.45) });
    expect(qr.qrContent).toBe(`${server.baseUrl}/sandbox/pay/wechat/${qr.outTradeNo}`);
    expect(Date.parse(qr.expiresAt) - server.clock.now().getTime()).toBe(15 * 60 * 1000);
    expect((await status('wechat', qr.outTradeNo)).body.data).toMatchObject({ tradeState: 'NOTPAY', status: 'pending', paidAt: null });

    const opened = await onPhone(qr.qrContent);
    expect(opened.page).toContain('SANDBOX');
    expect(opened.page).toContain(qr.amount.toFixed(2));
    expect((await tradeRow(server, qr.outTradeNo)).state).toBe('USERPAYING');

    const approved = await onPhone(qr.qrContent, 'approve');
    expect(approved.page).toContain('SUCCESS');
    // Only the notify settles here: no status poll is made before the order is paid.
    const order = await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    expect(order).toMatchObject({ status: { stage: 'paid' }, paymentMethod: 'wechat', paidAmount: 123.45 });
    expect((await tradeRow(server, qr.outTradeNo)).notifyAttempts).toBe(1);
    expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
    const polled = (await status('wechat', qr.outTradeNo)).body.data as { tradeState: string; status: string; paidAt: string };
    expect(polled).toMatchObject({ tradeState: 'SUCCESS', status: 'paid' });
    expect(polled.paidAt).not.toBeNull();
    // Paid: asking to pay again is refused, with either method.
    for (const method of ['wechat', 'alipay'] as const) {
      const again = await pay(method, orderId);
      expect(again.body.code).toBe(409);
      expect(again.body.msg).toBe('订单已支付，请勿重复支付');
    }
  });

  it('Alipay: approve on the phone page, notify signed RSA2 over the sorted fields, order paid', async () => {
    const orderId = await newOrder(server, alice, 50);
    const qr = await payOk('alipay', orderId);
    expect((await status('alipay', qr.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', status: 'pending' });
    await onPhone(qr.qrContent, 'approve');
    const order = await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    expect(order.paymentMethod).toBe('alipay');
    expect((await status('alipay', qr.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'TRADE_SUCCESS', status: 'paid' });
  });

  it('the sandbox Alipay keeps re-sending a notify until the answer is exactly `success`, as Alipay does', async () => {
    const receiver = await notifyReceiver([
      // What the portal answered before: HTTP 200 but an envelope, which Alipay does not read as received.
      { status: 200, type: 'application/json', body: JSON.stringify({ code: 0, msg: 'ok', data: { acknowledged: true } }) },
      { status: 401, type: 'text/plain', body: 'fail' },
      { status: 200, type: 'text/plain', body: 'success' },
    ]);
    try {
      const qr = await payOk('alipay', await newOrder(server, alice, 33));
      await server.database.db.update(t.sandboxTrades).set({ notifyUrl: receiver.url }).where(eq(t.sandboxTrades.outTradeNo, qr.outTradeNo));
      await onPhone(qr.qrContent, 'approve');
      await eventually(async () => receiver.received.length, (count) => count >= 3);
      // Past the rest of the backoff (50, 100, 200 ms in these tests): nothing more once `success` came back.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((body) => new URLSearchParams(body).get('out_trade_no')))).toEqual(new Set([qr.outTradeNo]));
      expect((await tradeRow(server, qr.outTradeNo)).notifyAttempts).toBe(3);
    } finally {
      await receiver.close();
    }
  });

  it('the sandbox WeChat Pay re-sends on a 4xx/5xx answer and stops at HTTP 200 or 204, as WeChat Pay v3 does', async () => {
    const receiver = await notifyReceiver([
      { status: 500, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message: 'busy' }) },
      { status: 204, type: 'text/plain', body: '' },
    ]);
    try {
      const qr = await payOk('wechat', await newOrder(server, alice, 34));
      await server.database.db.update(t.sandboxTrades).set({ notifyUrl: receiver.url }).where(eq(t.sandboxTrades.outTradeNo, qr.outTradeNo));
      await onPhone(qr.qrContent, 'approve');
      await eventually(async () => receiver.received.length, (count) => count >= 2);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(receiver.received).toHaveLength(2);
      expect((await tradeRow(server, qr.outTradeNo)).notifyAttempts).toBe(2);
    } finally {
      await receiver.close();
    }
  });

  it('a forged, tampered, stale or wrongly priced notify is refused and changes nothing', async () => {
    const orderId = await newOrder(server, alice, 80);
    const qr = await payOk('wechat', orderId);
    await paidAtGateway(qr.outTradeNo);

    const forged = await post('wechat', await wechatNotify(qr.outTradeNo, { privateKey: strangerKey() }));
    expect(forged).toEqual(refusedByWechat(401));
    const genuine = await wechatNotify(qr.outTradeNo);
    const tampered = await post('wechat', { ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"ok"') });
    expect(tampered).toEqual(refusedByWechat(401));
    const wrongSerial = await post('wechat', { ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'ABC' } });
    expect(wrongSerial).toEqual(refusedByWechat(401));
    const stale = await post('wechat', await wechatNotify(qr.outTradeNo, { at: new Date(server.clock.now().getTime() - 6 * 60_000) }));
    expect(stale).toEqual(refusedByWechat(401));
    const cheap = await post('wechat', await wechatNotify(qr.outTradeNo, { amountFen: 1 }));
    expect(cheap).toEqual(refusedByWechat(400));

    const aliOrder = await newOrder(server, alice, 80);
    const aliQr = await payOk('alipay', aliOrder);
    await paidAtGateway(aliQr.outTradeNo);
    // Alipay reads only the body: `fail` (anything but `success`) makes it re-send; the status says why.
    const refusedByAlipay = (status: number) => ({ status, type: expect.stringMatching(/^text\/plain/), text: 'fail' });
    expect(await post('alipay', await alipayNotify(aliQr.outTradeNo, { privateKey: strangerKey() }))).toEqual(refusedByAlipay(401));
    const aliGenuine = await alipayNotify(aliQr.outTradeNo);
    expect(await post('alipay', { ...aliGenuine, body: aliGenuine.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') })).toEqual(refusedByAlipay(401));
    expect(await post('alipay', await alipayNotify(aliQr.outTradeNo, { amount: 0.01 }))).toEqual(refusedByAlipay(400));

    for (const id of [orderId, aliOrder]) {
      expect((await orderRow(server, id)).status.stage).toBe('pendingPayment');
      expect((await paymentsOf(server, id)).map((row) => row.status)).toEqual(['pending']);
      expect(await historyOf(server, id)).toEqual([]);
    }
    // The genuine ones are taken, once each, and a replay of the same notify changes nothing more (and is answered
    // as taken, or the gateway would keep re-sending it).
    expect(await post('wechat', genuine)).toMatchObject(taken.wechat);
    expect(await post('wechat', genuine)).toMatchObject(taken.wechat);
    // Exactly the seven characters, as text/plain: no envelope, no quotes, no newline.
    expect(await post('alipay', aliGenuine)).toEqual({ status: 200, type: 'text/plain; charset=UTF-8', text: 'success' });
    expect(await post('alipay', aliGenuine)).toEqual({ status: 200, type: 'text/plain; charset=UTF-8', text: 'success' });
    expect((await historyOf(server, orderId)).length).toBe(1);
    expect((await orderRow(server, aliOrder)).status.stage).toBe('paid');
  });

  it('a callback, polls and a close racing never double-pay (many rounds)', async () => {
    for (let round = 0; round < 12; round += 1) {
      const orderId = await newOrder(server, alice, 20 + round);
      const method = round % 2 === 0 ? 'wechat' : 'alipay';
      const qr = await payOk(method, orderId);
      await paidAtGateway(qr.outTradeNo);
      const notify = method === 'wechat' ? await wechatNotify(qr.outTradeNo) : await alipayNotify(qr.outTradeNo);
      const [notified, polled, notifiedAgain, polledAgain, closed, polledLast] = await Promise.all([
        post(method, notify), status(method, qr.outTradeNo), post(method, notify), status(method, qr.outTradeNo),
        close(qr.outTradeNo), status(method, qr.outTradeNo),
      ]);
      for (const answer of [notified, notifiedAgain]) expect(answer).toMatchObject(taken[method]);
      for (const answer of [polled, polledAgain, closed, polledLast]) expect(answer.body.code).toBe(0);
      expect((closed.body.data as { status: string }).status).toBe('paid');
      const payments = await paymentsOf(server, orderId);
      expect(payments.map((row) => row.status)).toEqual(['paid']);
      expect((await historyOf(server, orderId)).map((row) => row.state)).toEqual(['paid']);
      expect((await orderRow(server, orderId)).status.stage).toBe('paid');
    }
  });

  it('two gateways both taking the money for one order: one settles, the other is kept as refund due', async () => {
    for (let round = 0; round < 6; round += 1) {
      const orderId = await newOrder(server, alice, 30);
      const first = await payOk('wechat', orderId);
      await paidAtGateway(first.outTradeNo);
      // A second trade the gateway took money on (a payer who scanned an old QR on another phone), written as it would be.
      const second = `P${Date.now()}${round}X`;
      const firstRow = await paymentsOf(server, orderId);
      const at = server.clock.now();
      await server.database.db.insert(t.payments).values({ ...firstRow[0]!, outTradeNo: second, method: 'alipay', status: 'closed', qrContent: 'x', createdAt: at });
      const trade = await tradeRow(server, first.outTradeNo);
      await server.database.db.insert(t.sandboxTrades).values({ ...trade, outTradeNo: second, gateway: 'alipay', state: 'TRADE_SUCCESS', tradeNo: `2026${round}` });
      await Promise.all([
        post('wechat', await wechatNotify(first.outTradeNo)), post('alipay', await alipayNotify(second)),
        status('wechat', first.outTradeNo), status('alipay', second),
      ]);
      const statuses = (await paymentsOf(server, orderId)).map((row) => row.status).sort();
      expect(statuses).toEqual(['paid', 'refundDue']);
      expect((await historyOf(server, orderId)).length).toBe(1);
      const refund = (await paymentsOf(server, orderId)).find((row) => row.status === 'refundDue')!;
      const shown = await onPhone(`${server.baseUrl}/sandbox/pay/${refund.method}/${refund.outTradeNo}`);
      expect(shown.page).toContain('refund');
    }
  });

  it('switching method closes the old payment at its gateway and ours first', async () => {
    const orderId = await newOrder(server, alice, 60);
    const wechat = await payOk('wechat', orderId);
    await onPhone(wechat.qrContent);
    const alipay = await payOk('alipay', orderId);
    const rows = await paymentsOf(server, orderId);
    expect(rows.find((row) => row.outTradeNo === wechat.outTradeNo)?.status).toBe('closed');
    expect(rows.find((row) => row.outTradeNo === alipay.outTradeNo)?.status).toBe('pending');
    expect((await tradeRow(server, wechat.outTradeNo)).state).toBe('CLOSED');
    // The old QR can no longer be paid on the phone.
    const late = await onPhone(wechat.qrContent, 'approve');
    expect(late.page).toContain('closed');
    expect((await tradeRow(server, wechat.outTradeNo)).state).toBe('CLOSED');
    expect((await status('wechat', wechat.outTradeNo)).body.data).toMatchObject({ tradeState: 'CLOSED', status: 'closed' });
    // Back to WeChat Pay closes the Alipay one in turn: ours at once; at Alipay only once scanned, since an
    // unscanned precreate does not exist there yet (ACQ.TRADE_NOT_EXIST, decision 106).
    await onPhone(alipay.qrContent);
    await payOk('wechat', orderId);
    expect((await paymentsOf(server, orderId)).find((row) => row.outTradeNo === alipay.outTradeNo)?.status).toBe('closed');
    expect((await tradeRow(server, alipay.outTradeNo)).state).toBe('TRADE_CLOSED');
  });

  it('a payment left for 15 minutes expires: closed at the gateway, nothing can be paid on it, a new one can start', async () => {
    const orderId = await newOrder(server, alice, 70);
    const wechat = await payOk('wechat', orderId);
    server.clock.advance(14 * 60 + 59);
    expect((await status('wechat', wechat.outTradeNo)).body.data).toMatchObject({ tradeState: 'NOTPAY', status: 'pending' });
    server.clock.advance(1);
    expect((await status('wechat', wechat.outTradeNo)).body.data).toMatchObject({ tradeState: 'CLOSED', status: 'closed' });
    expect((await onPhone(wechat.qrContent, 'approve')).page).toContain('closed');

    const alipay = await payOk('alipay', orderId);
    server.clock.advance(15 * 60);
    expect((await onPhone(alipay.qrContent, 'approve')).page).toContain('no money was taken');
    expect((await status('alipay', alipay.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'TRADE_CLOSED', status: 'closed' });
    expect((await orderRow(server, orderId)).status.stage).toBe('pendingPayment');
    await payOk('wechat', orderId);
  });

  it('declined: WeChat Pay reports PAYERROR and ours failed; Alipay keeps waiting; nothing is paid and a retry works', async () => {
    const orderId = await newOrder(server, alice, 40);
    const wechat = await payOk('wechat', orderId);
    expect((await onPhone(wechat.qrContent, 'decline')).page).toContain('no money was taken');
    expect((await status('wechat', wechat.outTradeNo)).body.data).toMatchObject({ tradeState: 'PAYERROR', status: 'failed' });
    const alipay = await payOk('alipay', orderId);
    // A failed WeChat Pay trade cannot be paid any more: it stays PAYERROR.
    expect((await tradeRow(server, wechat.outTradeNo)).state).toBe('PAYERROR');
    await onPhone(alipay.qrContent, 'decline');
    expect((await status('alipay', alipay.outTradeNo)).body.data).toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', status: 'pending' });
    expect((await orderRow(server, orderId)).status.stage).toBe('pendingPayment');
    const retry = await payOk('wechat', orderId);
    await onPhone(retry.qrContent, 'approve');
    await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    expect((await paymentsOf(server, orderId)).filter((row) => row.status === 'paid').map((row) => row.outTradeNo)).toEqual([retry.outTradeNo]);
  });

  it('closing a QR the payer has just paid settles it and answers paid', async () => {
    const orderId = await newOrder(server, alice, 10);
    const qr = await payOk('alipay', orderId);
    await paidAtGateway(qr.outTradeNo);
    expect((await close(qr.outTradeNo)).body.data).toEqual({ outTradeNo: qr.outTradeNo, status: 'paid' });
    expect((await orderRow(server, orderId)).status.stage).toBe('paid');
    const open = await payOk('wechat', await newOrder(server, alice, 10));
    expect((await close(open.outTradeNo)).body.data).toEqual({ outTradeNo: open.outTradeNo, status: 'closed' });
    expect((await close(open.outTradeNo)).body.data).toEqual({ outTradeNo: open.outTradeNo, status: 'closed' });
  });

  it('the supplement is paid through the same gateways and settles only the supplement', async () => {
    const orderId = await newOrder(server, alice, 100);
    expect((await pay('wechat', orderId, alice, 'extra')).body.code).toBe(409);
    const qr = await payOk('wechat', orderId);
    await onPhone(qr.qrContent, 'approve');
    await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    expect((await pay('alipay', orderId, alice, 'extra')).body.msg).toBe('没有需要补缴的费用');

    const extraId = await requestExtra(server, orderId, 12.5);
    const extra = await payOk('alipay', orderId, 'extra');
    expect(extra).toMatchObject({ kind: 'extra', amount: await cnyOf(server, 12.5) });
    await onPhone(extra.qrContent, 'approve');
    const order = await eventually(() => orderRow(server, orderId), (row) => !row.status.extraPaymentDue);
    expect(order.status).toMatchObject({ stage: 'paid', extraPaymentDue: false });
    expect(order.paymentMethod).toBe('wechat');
    const [supplement] = await server.database.db.select().from(t.extraPayments).where(eq(t.extraPayments.id, extraId));
    expect(supplement?.status).toBe('paid');
    expect((await paymentsOf(server, orderId)).find((row) => row.kind === 'extra')?.purpose).toBe(`extra:${extraId}`);
    expect((await pay('wechat', orderId, alice, 'extra')).body.code).toBe(409);
  });

  it('the order detail and the order list show each supplement (amount, reason, method, time) and the total paid', async () => {
    const carol = await newUser(server);
    const payAs = async (method: 'wechat' | 'alipay', orderId: string, what: 'order' | 'extra') => {
      const { body } = await pay(method, orderId, carol, what);
      expect(body.code, body.msg).toBe(0);
      return body.data as PaymentQr;
    };
    const read = async (orderId: string) => {
      const detail = await server.call('GET', `/api/visa/order/${orderId}/user`, { auth: bearer(carol) });
      const list = await server.call('GET', '/api-order/order/list?tab=all&page=1&size=10', { auth: bearer(carol) });
      const listed = (list.body.data as { records: OrderAnswer[] }).records.find((record) => record.id === orderId);
      return { detail: detail.body.data as OrderAnswer, listed: listed! };
    };
    const orderId = await newOrder(server, carol, 100.1);
    // The fixture's empty delivery is not an answer the contract allows; the order pages read a whole one.
    await server.database.db.update(t.orders).set({ delivery: { way: 'selfDelivery' } }).where(eq(t.orders.id, orderId));
    expect(await read(orderId)).toMatchObject({ detail: { supplements: [], paidTotal: 0 }, listed: { supplements: [], paidTotal: 0 } });

    await onPhone((await payAs('wechat', orderId, 'order')).qrContent, 'approve');
    await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
    const extraId = await requestExtra(server, orderId, 12.2);
    const owed = await read(orderId);
    expect(owed.detail.supplements).toEqual([{
      amount: 12.2, currency: 'USD', reasons: ['Extra courier'], status: 'unpaid', requestedAt: expect.any(String), method: null, paidAt: null,
    }]);
    expect(owed.detail.paidTotal).toBe(100.1);

    await onPhone((await payAs('alipay', orderId, 'extra')).qrContent, 'approve');
    await eventually(() => orderRow(server, orderId), (row) => !row.status.extraPaymentDue);
    const [supplement] = await server.database.db.select().from(t.extraPayments).where(eq(t.extraPayments.id, extraId));
    const paid = {
      supplements: [{ amount: 12.2, currency: 'USD', reasons: ['Extra courier'], status: 'paid', requestedAt: supplement!.requestedAt.toISOString(), method: 'alipay', paidAt: supplement!.paidAt!.toISOString() }],
      paidTotal: 112.3,
    };
    const after = await read(orderId);
    expect(after.detail).toMatchObject({ ...paid, payment: { method: 'wechat', amount: 100.1 } });
    expect(after.listed).toMatchObject(paid);
  });

  it("another user's order or payment answers like a missing one", async () => {
    const orderId = await newOrder(server, alice, 10);
    expect((await pay('wechat', orderId, bob)).body.code).toBe(404);
    const qr = await payOk('wechat', orderId);
    expect((await status('wechat', qr.outTradeNo, bob)).body.code).toBe(404);
    expect((await status('alipay', qr.outTradeNo)).body.code).toBe(404);
    expect((await close(qr.outTradeNo, bob)).body.code).toBe(404);
    expect((await paymentsOf(server, orderId)).map((row) => row.status)).toEqual(['pending']);
  });

  it('a gateway that is down answers plainly and leaves nothing half open', async () => {
    const slow = await startPaymentServer(kind, { sandboxPaymentFailing: ['create'] });
    try {
      const user = await newUser(slow);
      const orderId = await newOrder(slow, user, 10);
      const { body } = await slow.call('GET', `/api-pay/wechat/pc/order/${orderId}`, { auth: bearer(user) });
      expect(body).toMatchObject({ code: 500, msg: '支付服务暂时无响应，未扣款，请稍后重试' });
      expect((await paymentsOf(slow, orderId)).map((row) => row.status)).toEqual(['failed']);
    } finally {
      await slow.close();
    }
  });
});

describe.each(databaseKinds())('payments outside the sandbox on %s', (kind) => {
  it('answers "payment not configured" and refuses notifies', async () => {
    const server = await startTestServer(kind, { config: { ...testConfig, sandbox: false }, verifyToken: async (token) => ({ userId: token }) });
    try {
      const user = await newUser(server);
      const orderId = await newOrder(server, user, 10);
      const { body } = await server.call('GET', `/api-pay/alipay/pc/order/${orderId}`, { auth: bearer(user) });
      expect(body.code).toBe(501);
      expect(body.msg).toContain('支付未配置');
      expect((await fetch(`${server.baseUrl}/sandbox/pay/wechat/x`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe.each(databaseKinds())('paying an order made by createOrder on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  it('charges the order total in yuan; once paid, the order and its applications say so', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    const { body } = await server.call('GET', `/api-pay/alipay/pc/order/${order.id}`, { auth: server.alice });
    const qr = body.data as PaymentQr;
    expect(qr.amount).toBe(await cnyOf(server, order.amount));
    await onPhone(qr.qrContent, 'approve');
    await eventually(() => orderRow(server, order.id), (row) => row.status.stage === 'paid');
    const detail = (await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.alice })).body.data as OrderDetail & { payment: { method: string; amount: number } };
    expect(detail).toMatchObject({ state: 'paid', payment: { method: 'alipay', amount: order.amount } });
    expect(detail.applies.map((apply) => apply.status)).toEqual(['submitted']);
    const history = (await server.call('GET', `/api-order/order/${order.id}/status/history`, { auth: server.alice })).body.data as { state: string }[];
    expect(history.map((entry) => entry.state)).toEqual(['pendingPayment', 'paid']);
  });
});
