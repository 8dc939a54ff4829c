// Alipay's side of the open platform gateway (OpenAPI 2.0) for face-to-face QR payments, on a local port: it checks
// each request's RSA2 `sign` over the sorted parameters with the app's public key (isv.invalid-signature otherwise),
// answers `{"<method>_response":{…},"sign":"…"}` signed with its own key, keeps trades by out_trade_no — a precreated
// QR is no trade until scanned (ACQ.TRADE_NOT_EXIST), as at Alipay — and posts the signed async notify. Refunds
// (decision 101): alipay.trade.refund against a paid trade, keyed by out_request_no (a repeat answers fund_change N),
// never more than the trade's total; alipay.trade.fastpay.refund.query with refund_status REFUND_SUCCESS when done.
import { randomBytes, sign, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipayNotifyOf, alipayTime } from '../../src/server/providers/payments/alipay.ts';
import type { AlipayTradeStatus, RawNotify } from '../../src/server/providers/payments/gateway.ts';

export interface LocalAlipayOptions {
  appId: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  now: () => Date;
}

interface Trade {
  biz: { out_trade_no: string; total_amount: string; subject: string; time_expire?: string };
  notifyUrl: string;
  qrCode: string;
  /** null until the payer scans: Alipay has no trade before. */
  status: AlipayTradeStatus | null;
  tradeNo: string;
  createdAt: Date;
  paidAt: Date | null;
}

export interface NotifyAnswer { status: number; body: string; delivered: boolean }

interface Refund {
  outTradeNo: string;
  outRequestNo: string;
  /** As sent: "12.30". */
  refundAmount: string;
  reason: string;
  /** null: taken but not done (Alipay's answer then has fund_change N and its query no refund_status). */
  refundedAt: Date | null;
}

export interface LocalAlipay {
  gateway: string;
  trades: Map<string, Trade>;
  refused: string[];
  refunds: Map<string, Refund>;
  /** The next refund is refused with this sub_code (ACQ.SELLER_BALANCE_NOT_ENOUGH: the merchant's balance is short). */
  refuseNextRefund: string | null;
  /** The next refund is taken but not done until settleRefund (fund_change N). */
  delayNextRefund: boolean;
  settleRefund(outRequestNo: string): void;
  /** The next answers are signed with this key instead of Alipay's (a forger). */
  answerWith: { privateKey?: string };
  scan(outTradeNo: string): void;
  pay(outTradeNo: string): void;
  notifyOf(outTradeNo: string, privateKey?: string): RawNotify;
  /** Posts the notify once; Alipay counts it received only when the body is exactly `success` (else it re-sends). */
  deliver(outTradeNo: string, raw?: RawNotify): Promise<NotifyAnswer>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const failed = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

export async function startLocalAlipay(options: LocalAlipayOptions): Promise<LocalAlipay> {
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();
  const refused: string[] = [];
  const answerWith: LocalAlipay['answerWith'] = {};

  function answer(response: ServerResponse, method: string, payload: Record<string, unknown>) {
    const inner = JSON.stringify(payload);
    const signature = sign('sha256', Buffer.from(inner, 'utf8'), answerWith.privateKey ?? options.alipayPrivateKey).toString('base64');
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.end(`{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${signature}"}`);
  }

  /** Alipay's check: every parameter but sign, sorted by name, k=v joined with &, RSA-SHA256 with the app key. */
  function signedByApp(params: Record<string, string>): boolean {
    if (params.app_id !== options.appId || params.sign_type !== 'RSA2' || !params.sign) return false;
    const text = Object.keys(params).filter((key) => key !== 'sign').sort().map((key) => `${key}=${params[key]}`).join('&');
    try {
      return verify('sha256', Buffer.from(text, 'utf8'), options.appPublicKey, Buffer.from(params.sign, 'base64'));
    } catch {
      return false;
    }
  }

  function run(method: string, biz: Record<string, string>, params: Record<string, string>): Record<string, unknown> {
    const trade = trades.get(biz.out_trade_no ?? '');
    if (method === 'alipay.trade.precreate') {
      if (trade) {
        if (trade.status === 'TRADE_SUCCESS') return failed('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        if (JSON.stringify(trade.biz) !== JSON.stringify(biz)) return failed('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
        return { code: '10000', msg: 'Success', out_trade_no: trade.biz.out_trade_no, qr_code: trade.qrCode };
      }
      const made: Trade = {
        biz: biz as Trade['biz'], notifyUrl: params.notify_url ?? '', qrCode: `https://qr.alipay.com/${randomBytes(8).toString('hex')}`,
        status: null, tradeNo: `2025${Date.now()}${randomBytes(4).toString('hex')}`, createdAt: options.now(), paidAt: null,
      };
      trades.set(made.biz.out_trade_no, made);
      return { code: '10000', msg: 'Success', out_trade_no: made.biz.out_trade_no, qr_code: made.qrCode };
    }
    if (!trade || trade.status === null) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (method === 'alipay.trade.query') {
      return {
        code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.biz.out_trade_no, buyer_logon_id: 'pay***@example.com',
        trade_status: trade.status, total_amount: trade.biz.total_amount,
        ...(trade.paidAt ? { send_pay_date: alipayTime(trade.paidAt) } : {}),
      };
    }
    if (method === 'alipay.trade.close') {
      if (trade.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.biz.out_trade_no };
    }
    if (method === 'alipay.trade.refund') return refund(trade, biz);
    if (method === 'alipay.trade.fastpay.refund.query') {
      const made = refunds.get(biz.out_request_no ?? '');
      // Success with no refund in it: Alipay has none under that number for this trade.
      if (!made || made.outTradeNo !== trade.biz.out_trade_no) return { code: '10000', msg: 'Success' };
      const wanted = (biz.query_options as unknown as string[] | undefined) ?? [];
      return {
        code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: made.outTradeNo, out_request_no: made.outRequestNo,
        total_amount: trade.biz.total_amount, refund_amount: made.refundAmount, refund_reason: made.reason,
        ...(made.refundedAt ? { refund_status: 'REFUND_SUCCESS' } : {}),
        ...(made.refundedAt && wanted.includes('gmt_refund_pay') ? { gmt_refund_pay: alipayTime(made.refundedAt) } : {}),
      };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method };
  }

  const fen = (yuan: string) => Math.round(Number(yuan) * 100);

  /** Alipay's rules for a refund, in its sub_codes. */
  function refund(trade: Trade, biz: Record<string, string>): Record<string, unknown> {
    const amount = biz.refund_amount ?? '';
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || fen(amount) <= 0) return failed('ACQ.INVALID_PARAMETER', '参数无效: refund_amount');
    const outRequestNo = biz.out_request_no ?? trade.biz.out_trade_no;
    const refundedSoFar = () => [...refunds.values()].filter((made) => made.outTradeNo === trade.biz.out_trade_no).reduce((sum, made) => sum + fen(made.refundAmount), 0);
    const answerOf = (made: Refund, fundChange: 'Y' | 'N') => ({
      code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.biz.out_trade_no, buyer_logon_id: 'pay***@example.com',
      fund_change: fundChange, refund_fee: (refundedSoFar() / 100).toFixed(2), send_back_fee: made.refundAmount,
      ...(made.refundedAt ? { gmt_refund_pay: alipayTime(made.refundedAt) } : {}),
    });
    const existing = refunds.get(outRequestNo);
    if (existing) {
      // The same number again: the money does not move twice.
      if (existing.refundAmount !== amount || existing.outTradeNo !== trade.biz.out_trade_no) return failed('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
      return answerOf(existing, 'N');
    }
    if (local.refuseNextRefund) {
      const code = local.refuseNextRefund;
      local.refuseNextRefund = null;
      return failed(code, '卖家余额不足');
    }
    if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (refundedSoFar() + fen(amount) > fen(trade.biz.total_amount)) return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    const late = local.delayNextRefund;
    local.delayNextRefund = false;
    const made: Refund = { outTradeNo: trade.biz.out_trade_no, outRequestNo, refundAmount: amount, reason: biz.refund_reason ?? '', refundedAt: late ? null : options.now() };
    refunds.set(outRequestNo, made);
    return answerOf(made, late ? 'N' : 'Y');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://local');
    const params: Record<string, string> = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(await bodyOf(request))),
    };
    const method = params.method ?? 'unknown';
    if (!signedByApp(params)) {
      refused.push(method);
      return answer(response, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    }
    return answer(response, method, run(method, JSON.parse(params.biz_content ?? '{}') as Record<string, string>, params));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tradeOf = (outTradeNo: string) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo} at the local Alipay`);
    return trade;
  };

  const local: LocalAlipay = {
    gateway: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`,
    trades,
    refused,
    refunds,
    refuseNextRefund: null,
    delayNextRefund: false,
    settleRefund(outRequestNo) {
      const made = refunds.get(outRequestNo);
      if (!made || made.refundedAt) throw new Error(`no refund ${outRequestNo} waiting at the local Alipay`);
      made.refundedAt = options.now();
    },
    answerWith,
    scan(outTradeNo) {
      const trade = tradeOf(outTradeNo);
      if (trade.status === null) trade.status = 'WAIT_BUYER_PAY';
    },
    pay(outTradeNo) {
      local.scan(outTradeNo);
      const trade = tradeOf(outTradeNo);
      if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}, not payable`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = options.now();
    },
    notifyOf(outTradeNo, privateKey) {
      const trade = tradeOf(outTradeNo);
      return alipayNotifyOf(privateKey ?? options.alipayPrivateKey, {
        appId: options.appId, outTradeNo, tradeNo: trade.tradeNo, status: trade.status ?? 'WAIT_BUYER_PAY',
        amountCny: Number(trade.biz.total_amount), subject: trade.biz.subject, createdAt: trade.createdAt, paidAt: trade.paidAt,
      }, options.now());
    },
    async deliver(outTradeNo, raw) {
      const notify = raw ?? local.notifyOf(outTradeNo);
      const posted = await fetch(tradeOf(outTradeNo).notifyUrl, { method: 'POST', headers: notify.headers as Record<string, string>, body: notify.body });
      const body = await posted.text();
      // The body alone decides, whatever the status: an HTTP 200 with anything but these seven characters is re-sent.
      return { status: posted.status, body, delivered: body === 'success' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return local;
}
