// WeChat Pay's side of API v3 Native, on a local port: it checks each request's WECHATPAY2-SHA256-RSA2048
// Authorization with the merchant's public key (401 SIGN_ERROR otherwise, as WeChat Pay answers), keeps its trades by
// out_trade_no, signs every answer with its platform key, and posts the payment notify (AES-256-GCM resource, signed)
// to the notify_url it was given. The error codes are those of WeChat Pay's tables; the adapter acts on
// ORDER_NOT_EXIST only and otherwise asks the trade. Refunds (decision 101): created PROCESSING against a paid trade,
// never more than the trade's total, the same out_refund_no answering the refund already made; settled by the test,
// which then has the signed, encrypted refund notify posted to the refund's notify_url.
import { randomBytes, sign, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wechatNotifyOf, wechatTime, type WechatTransaction } from '../../src/server/providers/payments/wechat-pay.ts';
import type { RawNotify } from '../../src/server/providers/payments/gateway.ts';
import { wechatRefundNotifyOf, type WechatRefundRecord, type WechatRefundStatus } from '../../src/server/providers/payments/wechat-refund.ts';

export interface LocalWechatPayOptions {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPublicKey: string;
  platformSerial: string;
  platformPrivateKey: string;
  apiV3Key: string;
  now: () => Date;
}

interface Trade {
  request: { appid: string; mchid: string; description: string; out_trade_no: string; notify_url: string; amount: { total: number; currency: string }; time_expire?: string };
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  paidAt: Date | null;
}

export interface NotifyAnswer { status: number; body: string; delivered: boolean }

interface Refund {
  request: { out_trade_no: string; out_refund_no: string; reason?: string; notify_url: string; amount: { refund: number; total: number; currency: string } };
  refundId: string;
  status: WechatRefundStatus;
  createdAt: Date;
  succeededAt: Date | null;
}

export interface LocalWechatPay {
  baseUrl: string;
  trades: Map<string, Trade>;
  refunds: Map<string, Refund>;
  /** Requests refused for their signature. */
  refused: string[];
  /** The next refund create is refused with this status and code (WeChat Pay's 403 NOT_ENOUGH: the balance is short). */
  refuseNextRefund: { status: number; code: string } | null;
  /** The next refund create is made, but its answer is lost (HTTP 500 SYSTEM_ERROR), as when a connection drops. */
  loseNextRefundAnswer: boolean;
  /**
   * The next answers are signed with this key instead of the platform's (a forger, or WeChat Pay's other key while it
   * changes keys), under this Wechatpay-Serial, or this far in the past.
   */
  answerWith: { privateKey?: string; serial?: string; skewSeconds?: number };
  /** The payer pays: the trade is SUCCESS and nothing is posted yet. */
  pay(outTradeNo: string): void;
  notifyOf(outTradeNo: string, privateKey?: string, serial?: string): RawNotify;
  /** Posts a notify to the trade's notify_url, as WeChat Pay does; the merchant's HTTP status. */
  /** Posts the notify once; WeChat Pay v3 counts it received on HTTP 200 or 204, whatever the body (else it re-sends). */
  deliver(outTradeNo: string, raw?: RawNotify): Promise<NotifyAnswer>;
  /** The refund ends at WeChat Pay (SUCCESS by default) and nothing is posted yet. */
  settleRefund(outRefundNo: string, status?: Exclude<WechatRefundStatus, 'PROCESSING'>): void;
  refundNotifyOf(outRefundNo: string, privateKey?: string): RawNotify;
  /** Posts the refund notify once to the refund's notify_url. */
  deliverRefund(outRefundNo: string, raw?: RawNotify): Promise<NotifyAnswer>;
  close(): Promise<void>;
}

const AUTH = /^WECHATPAY2-SHA256-RSA2048 (.+)$/;

function authorizationFields(header: string | undefined): Record<string, string> | null {
  const match = header?.match(AUTH);
  if (!match) return null;
  return Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalWechatPay(options: LocalWechatPayOptions): Promise<LocalWechatPay> {
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();
  const refused: string[] = [];
  const answerWith: LocalWechatPay['answerWith'] = {};

  function answer(response: ServerResponse, status: number, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(options.now().getTime() / 1000) - (answerWith.skewSeconds ?? 0));
    const nonce = randomBytes(16).toString('hex');
    const key = answerWith.privateKey ?? options.platformPrivateKey;
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key).toString('base64');
    response.writeHead(status, {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': answerWith.serial ?? options.platformSerial,
      'request-id': randomBytes(8).toString('hex'),
    });
    response.end(body);
  }

  /** WeChat Pay's check of the merchant's signature: key, serial, mchid, and a timestamp within five minutes. */
  function signedByMerchant(request: IncomingMessage, body: string): boolean {
    const fields = authorizationFields(request.headers.authorization);
    if (!fields?.signature || !fields.timestamp || !fields.nonce_str) return false;
    if (fields.mchid !== options.mchId || fields.serial_no !== options.merchantSerial) return false;
    if (Math.abs(options.now().getTime() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    try {
      return verify('sha256', Buffer.from(message), options.merchantPublicKey, Buffer.from(fields.signature, 'base64'));
    } catch {
      return false;
    }
  }

  function transactionOf(trade: Trade): WechatTransaction {
    return {
      mchid: options.mchId,
      appid: options.appId,
      out_trade_no: trade.request.out_trade_no,
      transaction_id: trade.transactionId,
      trade_type: 'NATIVE',
      trade_state: trade.state,
      trade_state_desc: trade.state === 'SUCCESS' ? '支付成功' : trade.state === 'CLOSED' ? '已关闭' : '订单未支付',
      bank_type: 'OTHERS',
      success_time: trade.paidAt ? wechatTime(trade.paidAt) : undefined,
      payer: { openid: 'oLocalPayer000000000000000000' },
      amount: { total: trade.request.amount.total, payer_total: trade.request.amount.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await bodyOf(request);
    const url = new URL(request.url ?? '/', 'http://local');
    if (!signedByMerchant(request, body)) {
      refused.push(`${request.method} ${url.pathname}`);
      return answer(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const order = JSON.parse(body) as Trade['request'];
      if (order.mchid !== options.mchId || order.appid !== options.appId) return answer(response, 400, { code: 'PARAM_ERROR', message: 'mchid与appid不匹配' });
      const existing = trades.get(order.out_trade_no);
      if (existing) {
        if (existing.state === 'SUCCESS') return answer(response, 403, { code: 'ORDERPAID', message: '该订单已支付' });
        if (existing.state === 'CLOSED') return answer(response, 400, { code: 'ORDER_CLOSED', message: '订单已关闭' });
        // The same order again answers the same code_url; different parameters under its number are refused.
        if (JSON.stringify(existing.request) !== JSON.stringify(order)) return answer(response, 400, { code: 'INVALID_REQUEST', message: '商户订单号重复' });
        return answer(response, 200, { code_url: existing.codeUrl });
      }
      const trade: Trade = {
        request: order,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
        state: 'NOTPAY',
        transactionId: `4200${Date.now()}${randomBytes(3).toString('hex')}`,
        paidAt: null,
      };
      trades.set(order.out_trade_no, trade);
      return answer(response, 200, { code_url: trade.codeUrl });
    }
    const tradeMatch = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/);
    if (tradeMatch) {
      const trade = trades.get(decodeURIComponent(tradeMatch[1]!));
      if (!trade) return answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (request.method === 'GET' && !tradeMatch[2]) {
        if (url.searchParams.get('mchid') !== options.mchId) return answer(response, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        return answer(response, 200, transactionOf(trade));
      }
      if (request.method === 'POST' && tradeMatch[2]) {
        if ((JSON.parse(body) as { mchid?: string }).mchid !== options.mchId) return answer(response, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        if (trade.state === 'SUCCESS') return answer(response, 403, { code: 'ORDERPAID', message: '该订单已支付' });
        trade.state = 'CLOSED';
        return answer(response, 204);
      }
    }
    if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return refund(response, JSON.parse(body) as Refund['request']);
    const refundMatch = url.pathname.match(/^\/v3\/refund\/domestic\/refunds\/([^/]+)$/);
    if (request.method === 'GET' && refundMatch) {
      const made = refunds.get(decodeURIComponent(refundMatch[1]!));
      if (!made) return answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return answer(response, 200, refundRecordOf(made));
    }
    return answer(response, 404, { code: 'NOT_FOUND', message: url.pathname });
  }

  function refundRecordOf(made: Refund): WechatRefundRecord {
    const trade = trades.get(made.request.out_trade_no)!;
    return {
      refund_id: made.refundId, out_refund_no: made.request.out_refund_no, transaction_id: trade.transactionId,
      out_trade_no: made.request.out_trade_no, channel: 'ORIGINAL', user_received_account: '支付用户零钱',
      create_time: wechatTime(made.createdAt), status: made.status,
      ...(made.succeededAt ? { success_time: wechatTime(made.succeededAt) } : {}),
      amount: { total: made.request.amount.total, refund: made.request.amount.refund, payer_total: made.request.amount.total, payer_refund: made.request.amount.refund, currency: 'CNY' },
    };
  }

  /** WeChat Pay's rules for a refund, in its codes: the trade paid, the total its own, the sum within it. */
  function refund(response: ServerResponse, order: Refund['request']) {
    const existing = refunds.get(order.out_refund_no);
    if (existing) {
      // A repeat is answered with the refund already made; other parameters under its number are refused.
      if (JSON.stringify(existing.request) !== JSON.stringify(order)) return answer(response, 400, { code: 'INVALID_REQUEST', message: '退款单号重复' });
      return answer(response, 200, refundRecordOf(existing));
    }
    if (local.refuseNextRefund) {
      const { status, code } = local.refuseNextRefund;
      local.refuseNextRefund = null;
      return answer(response, status, { code, message: '基本账户余额不足，请充值后重新发起' });
    }
    const trade = trades.get(order.out_trade_no);
    if (!trade) return answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    if (trade.state !== 'SUCCESS') return answer(response, 400, { code: 'INVALID_REQUEST', message: '订单状态不正确' });
    if (!order.notify_url || order.amount?.currency !== 'CNY' || !Number.isInteger(order.amount.refund) || order.amount.refund <= 0) {
      return answer(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    if (order.amount.total !== trade.request.amount.total) return answer(response, 400, { code: 'PARAM_ERROR', message: '订单金额与退款金额不一致' });
    const refunded = [...refunds.values()]
      .filter((made) => made.request.out_trade_no === order.out_trade_no && made.status !== 'CLOSED' && made.status !== 'ABNORMAL')
      .reduce((sum, made) => sum + made.request.amount.refund, 0);
    if (refunded + order.amount.refund > order.amount.total) return answer(response, 400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    const made: Refund = { request: order, refundId: `5030${Date.now()}${randomBytes(4).toString('hex')}`, status: 'PROCESSING', createdAt: options.now(), succeededAt: null };
    refunds.set(order.out_refund_no, made);
    if (local.loseNextRefundAnswer) {
      local.loseNextRefundAnswer = false;
      return answer(response, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
    }
    return answer(response, 200, refundRecordOf(made));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const platform = { mchId: options.mchId, serial: options.platformSerial, platformPrivateKey: options.platformPrivateKey, apiV3Key: options.apiV3Key };
  const tradeOf = (outTradeNo: string) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo} at the local WeChat Pay`);
    return trade;
  };

  const refundOf = (outRefundNo: string) => {
    const made = refunds.get(outRefundNo);
    if (!made) throw new Error(`no refund ${outRefundNo} at the local WeChat Pay`);
    return made;
  };

  const local: LocalWechatPay = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    trades,
    refunds,
    refused,
    refuseNextRefund: null,
    loseNextRefundAnswer: false,
    answerWith,
    pay(outTradeNo) {
      const trade = tradeOf(outTradeNo);
      if (trade.state !== 'NOTPAY') throw new Error(`trade ${outTradeNo} is ${trade.state}, not payable`);
      trade.state = 'SUCCESS';
      trade.paidAt = options.now();
    },
    notifyOf(outTradeNo, privateKey, serial) {
      return wechatNotifyOf({ ...platform, platformPrivateKey: privateKey ?? platform.platformPrivateKey, serial: serial ?? platform.serial }, transactionOf(tradeOf(outTradeNo)), options.now());
    },
    async deliver(outTradeNo, raw) {
      const notify = raw ?? local.notifyOf(outTradeNo);
      const posted = await fetch(tradeOf(outTradeNo).request.notify_url, { method: 'POST', headers: notify.headers as Record<string, string>, body: notify.body });
      return { status: posted.status, body: await posted.text(), delivered: posted.status === 200 || posted.status === 204 };
    },
    settleRefund(outRefundNo, status = 'SUCCESS') {
      const made = refundOf(outRefundNo);
      if (made.status !== 'PROCESSING') throw new Error(`refund ${outRefundNo} is ${made.status} already`);
      made.status = status;
      if (status === 'SUCCESS') made.succeededAt = options.now();
    },
    refundNotifyOf(outRefundNo, privateKey) {
      const record = refundRecordOf(refundOf(outRefundNo));
      return wechatRefundNotifyOf({ ...platform, platformPrivateKey: privateKey ?? platform.platformPrivateKey }, {
        mchid: options.mchId, out_trade_no: record.out_trade_no, transaction_id: record.transaction_id, out_refund_no: record.out_refund_no,
        refund_id: record.refund_id, refund_status: record.status, success_time: record.success_time, user_received_account: record.user_received_account,
        amount: { total: record.amount.total, refund: record.amount.refund, payer_total: record.amount.payer_total, payer_refund: record.amount.payer_refund },
      }, options.now());
    },
    async deliverRefund(outRefundNo, raw) {
      const notify = raw ?? local.refundNotifyOf(outRefundNo);
      const posted = await fetch(refundOf(outRefundNo).request.notify_url, { method: 'POST', headers: notify.headers as Record<string, string>, body: notify.body });
      return { status: posted.status, body: await posted.text(), delivered: posted.status === 200 || posted.status === 204 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return local;
}
