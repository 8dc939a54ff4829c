// WeChat Pay API v3, Native payment (the PC QR code): create, query by out_trade_no, close, and the payment notify;
// domestic refunds (create, query by out_refund_no, the refund notify).
// Nothing an answer says is acted on before its platform signature checks out; an unsigned or wrongly signed answer
// counts as the gateway being unavailable, so the portal changes nothing and says so.
import {
  GatewayUnavailable, type CloseResult, type GatewayRefund, type GatewayTrade, type PaymentGateway, type QrTradeRequest,
  type RefundRequest, type WechatTradeState,
} from '../gateway.ts';
import { fenOf, yuanOf } from '../../../payments/money.ts';
import { verifyWechatNotify, wechatTime, type WechatTransaction } from '../wechat-pay.ts';
import { isWechatRefundStatus, refundOfWechat, verifyWechatRefundNotify, type WechatRefundRecord } from '../wechat-refund.ts';
import type { WechatPayLiveConfig } from '../config.ts';
import { authorizationOf, verifyAnswer } from './wechat-pay-v3.ts';

export interface WechatPayLiveDeps {
  config: WechatPayLiveConfig;
  now: () => Date;
  /** Each HTTP call is abandoned after this long, ms. */
  timeoutMs: number;
}

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
}

/** REFUND follows a SUCCESS (the money was taken); REVOKED is a closed trade (payment code only). */
function stateOf(raw: string): WechatTradeState {
  if (raw === 'REFUND') return 'SUCCESS';
  if (raw === 'REVOKED') return 'CLOSED';
  if (['NOTPAY', 'USERPAYING', 'SUCCESS', 'CLOSED', 'PAYERROR'].includes(raw)) return raw as WechatTradeState;
  throw new GatewayUnavailable('wechat', `unknown trade_state ${raw}`);
}

export function wechatPayLive(deps: WechatPayLiveDeps): PaymentGateway {
  const { config, now } = deps;
  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  async function call(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<Answer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetch(config.baseUrl + pathAndQuery, {
        method,
        headers: {
          authorization: authorizationOf(config, method, pathAndQuery, body, now()),
          accept: 'application/json',
          // WeChat Pay refuses requests without a User-Agent.
          'user-agent': 'visa-portal (node)',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailable('wechat', `${method} ${pathAndQuery}: ${(error as Error).message}`);
    }
    const verdict = verifyAnswer(config, response.headers, text, now());
    if (!verdict.ok) throw new GatewayUnavailable('wechat', `${method} ${pathAndQuery} HTTP ${response.status}: ${verdict.why}`);
    let json: Record<string, unknown> | null = null;
    if (text !== '') {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new GatewayUnavailable('wechat', `${method} ${pathAndQuery} HTTP ${response.status}: answer is not JSON`);
      }
    }
    return { status: response.status, json };
  }

  const failure = (what: string, answer: Answer) =>
    new GatewayUnavailable('wechat', `${what} HTTP ${answer.status} ${String(answer.json?.code ?? '')} ${String(answer.json?.message ?? '')}`.trim());

  async function query(outTradeNo: string): Promise<GatewayTrade | null> {
    const answer = await call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
    if (answer.status === 404 && answer.json?.code === 'ORDER_NOT_EXIST') return null;
    if (answer.status !== 200 || !answer.json) throw failure('query', answer);
    const trade = answer.json as unknown as WechatTransaction;
    if (trade.mchid !== config.mchId || trade.out_trade_no !== outTradeNo || typeof trade.amount?.total !== 'number') {
      throw new GatewayUnavailable('wechat', `query of ${outTradeNo} answered another trade`);
    }
    const state = stateOf(trade.trade_state);
    return {
      outTradeNo,
      state,
      paid: state === 'SUCCESS',
      finished: state === 'CLOSED' || state === 'PAYERROR',
      amountCny: yuanOf(trade.amount.total),
      gatewayTradeNo: trade.transaction_id ?? '',
      paidAt: trade.success_time ? new Date(trade.success_time) : null,
    };
  }

  /** A refund answer (create or query) read, or "unavailable" when it speaks of another refund or in unknown words. */
  function refundOfAnswer(what: string, answer: Answer, outRefundNo: string): GatewayRefund {
    const record = answer.json as Partial<WechatRefundRecord> | null;
    if (
      !record || record.out_refund_no !== outRefundNo || !record.out_trade_no || !isWechatRefundStatus(record.status)
      || typeof record.amount?.refund !== 'number'
    ) {
      throw new GatewayUnavailable('wechat', `${what} of ${outRefundNo} answered ${JSON.stringify(record?.status)} for ${String(record?.out_refund_no)}`);
    }
    return refundOfWechat(record.status, { ...record, out_trade_no: record.out_trade_no, out_refund_no: outRefundNo, refund_id: record.refund_id ?? '', amount: record.amount });
  }

  async function queryRefund(outRefundNo: string): Promise<GatewayRefund | null> {
    const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
    if (answer.status === 404 && answer.json?.code === 'RESOURCE_NOT_EXISTS') return null;
    if (answer.status !== 200) throw failure('refund query', answer);
    return refundOfAnswer('refund query', answer, outRefundNo);
  }

  /** Not this refund's fault: a wrong signature (401), too many calls (429) or WeChat Pay's own trouble (5xx). */
  const unavailableStatus = (status: number) => status === 401 || status === 429 || status >= 500;

  return {
    method: 'wechat',

    async createQrTrade(request: QrTradeRequest) {
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        // At most 127 bytes at WeChat Pay; ours are ASCII.
        description: request.description.slice(0, 127),
        out_trade_no: request.outTradeNo,
        time_expire: wechatTime(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: fenOf(request.amountCny), currency: 'CNY' },
      });
      const codeUrl = answer.json?.code_url;
      if (answer.status !== 200 || typeof codeUrl !== 'string' || codeUrl === '') throw failure('create', answer);
      return { qrContent: codeUrl };
    },

    query,

    async close(outTradeNo): Promise<CloseResult> {
      const answer = await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: config.mchId });
      if (answer.status === 204) return { closed: true };
      // A refused close (paid meanwhile, no such trade …) is settled by what the trade itself says now.
      const trade = await query(outTradeNo);
      if (!trade) return { closed: false, reason: 'unknown' };
      if (trade.paid) return { closed: false, reason: 'paid' };
      if (trade.finished) return { closed: true };
      throw failure('close', answer);
    },

    async verifyNotify(raw) {
      return verifyWechatNotify(
        { mchId: config.mchId, platformKeys: config.platformKeys, apiV3Key: config.apiV3Key },
        raw,
        now(),
      );
    },

    async refund(request: RefundRequest) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        // At most 80 characters at WeChat Pay; it is shown to the payer in WeChat's bill.
        reason: request.reason.slice(0, 80),
        notify_url: request.notifyUrl,
        amount: { refund: fenOf(request.refundCny), total: fenOf(request.totalCny), currency: 'CNY' },
      });
      if (answer.status === 200) return refundOfAnswer('refund', answer, request.outRefundNo);
      if (unavailableStatus(answer.status) || typeof answer.json?.code !== 'string') throw failure('refund', answer);
      // A refusal may answer a repeat of a refund already made (its number is WeChat Pay's idempotency key): what the
      // refund says decides, so the ledger never reads a refund that happened as failed.
      const made = await queryRefund(request.outRefundNo);
      if (made) return made;
      return {
        outTradeNo: request.outTradeNo,
        outRefundNo: request.outRefundNo,
        state: 'failed',
        gatewayState: answer.json.code,
        gatewayRefundNo: null,
        refundCny: request.refundCny,
        refundedAt: null,
      };
    },

    queryRefund: (_outTradeNo, outRefundNo) => queryRefund(outRefundNo),

    async verifyRefundNotify(raw) {
      return verifyWechatRefundNotify(
        { mchId: config.mchId, platformKeys: config.platformKeys, apiV3Key: config.apiV3Key },
        raw,
        now(),
      );
    },
  };
}
