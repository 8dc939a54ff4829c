// WeChat Pay API v3, Native payment (the PC QR code): create, query by out_trade_no, close, and the payment notify.
// Nothing an answer says is acted on before its platform signature checks out; an unsigned or wrongly signed answer
// counts as the gateway being unavailable, so the portal changes nothing and says so.
import {
  GatewayUnavailable, type CloseResult, type GatewayTrade, type PaymentGateway, type QrTradeRequest, type WechatTradeState,
} from '../gateway.ts';
import { fenOf, yuanOf } from '../money.ts';
import { verifyWechatNotify, wechatTime, type WechatTransaction } from '../wechat-pay.ts';
import type { WechatPayLiveConfig } from './config.ts';
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

    // Filled in with decision 101 (gateway refunds).
    refund: () => Promise.reject(new GatewayUnavailable('wechat', 'refund not yet implemented')),
    queryRefund: () => Promise.reject(new GatewayUnavailable('wechat', 'refund not yet implemented')),
    verifyRefundNotify: () => Promise.resolve({ ok: false, why: 'unreadable' }),
  };
}
