import type { Context } from 'hono';
import type { PaymentMethod } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import { paymentMessages } from '../payments/messages.ts';
import {
  closePayment, findOwnPayment, pollPayment, startPayment, takeNotify, type Kind,
} from '../payments/service.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { depsOf, withGateway } from '../payments/request-deps.ts';

// Spec §4 steps 12–13 and §9: WeChat Pay and Alipay (PC, QR code), the page's status polls, closing a QR when the
// payer switches method or leaves, and the gateways' signed notifies (decision 018).

function pay(method: PaymentMethod, kind: Kind) {
  const op = `pay${method === 'wechat' ? 'Wechat' : 'Alipay'}${kind === 'order' ? 'Order' : 'Extra'}` as const;
  return async (c: Context<AppEnv>) => {
    const userId = currentUserId(c);
    const started = await withGateway(c, () => startPayment(depsOf(c), userId, c.req.param('orderId') ?? '', method, kind));
    if ('refused' in started) {
      if (started.refused === 'notFound') return refuse(404, 'notFound');
      return refuse(409, statusRefusalMessages[started.refused]);
    }
    return ok(c, op, started);
  };
}

async function ownPayment(c: Context<AppEnv>, method?: PaymentMethod) {
  const payment = await findOwnPayment(c.get('db'), currentUserId(c), c.req.param('outTradeNo') ?? '');
  // Another user's payment, or one of the other gateway, answers like a missing one.
  if (!payment || (method && payment.method !== method)) return refuse(404, 'notFound');
  return payment;
}

/** HTTP status of each refusal: not 2xx, so WeChat Pay re-sends; the status tells a reader of the logs why. */
const refusalStatus = { amountMismatch: 400, unknownPayment: 404, badSignature: 401, stale: 401, unreadable: 401 } as const;

function notify(method: PaymentMethod) {
  return async (c: Context<AppEnv>) => {
    const raw = { headers: c.req.header(), body: await c.req.text() };
    const outcome = await withGateway(c, () => takeNotify(depsOf(c), method, raw));
    // Each gateway reads the answer its own way (contract: alipayNotify, wechatNotify). Alipay stops re-sending only
    // on the exact body `success`; WeChat Pay v3 stops on HTTP 200/204 and wants { code: FAIL, message } otherwise.
    if (outcome.ok) return method === 'alipay' ? c.text('success', 200) : ok(c, 'wechatNotify', { acknowledged: true });
    const status = refusalStatus[outcome.why];
    if (method === 'alipay') return c.text('fail', status);
    const message = outcome.why === 'amountMismatch' ? paymentMessages.amountMismatch
      : outcome.why === 'unknownPayment' ? serverMessages.notFound : paymentMessages.notifyRefused;
    return c.json({ code: 'FAIL', message: pick(message, c.get('language')) }, status);
  };
}

export const paymentHandlers: OperationHandlers = {
  payWechatOrder: pay('wechat', 'order'),
  payWechatExtra: pay('wechat', 'extra'),
  payAlipayOrder: pay('alipay', 'order'),
  payAlipayExtra: pay('alipay', 'extra'),

  async getWechatPaymentStatus(c) {
    const payment = await ownPayment(c, 'wechat');
    const polled = await withGateway(c, () => pollPayment(depsOf(c), payment));
    return ok(c, 'getWechatPaymentStatus', {
      outTradeNo: polled.outTradeNo, tradeState: polled.state as 'NOTPAY', status: polled.status, paidAt: polled.paidAt,
    });
  },

  async getAlipayPaymentStatus(c) {
    const payment = await ownPayment(c, 'alipay');
    const polled = await withGateway(c, () => pollPayment(depsOf(c), payment));
    return ok(c, 'getAlipayPaymentStatus', {
      outTradeNo: polled.outTradeNo, tradeStatus: polled.state as 'WAIT_BUYER_PAY', status: polled.status, paidAt: polled.paidAt,
    });
  },

  async closePayment(c) {
    const payment = await ownPayment(c);
    const status = await withGateway(c, () => closePayment(depsOf(c), payment));
    return ok(c, 'closePayment', { outTradeNo: payment.outTradeNo, status });
  },

  wechatNotify: notify('wechat'),
  alipayNotify: notify('alipay'),
};
