// Alipay open platform, face-to-face QR payment, through the official alipay-sdk (OpenAPI 2.0, RSA2):
// alipay.trade.precreate, .query and .close, every answer's `sign` checked with the Alipay public key, and the async
// notify checked the same way. Amounts are yuan with two decimals. Until the payer scans, Alipay has no trade for a
// precreated QR: query and close then answer ACQ.TRADE_NOT_EXIST, which reads here as "no such trade".
// Refunds (decision 101): alipay.trade.refund keyed by out_request_no (our out_refund_no) and
// alipay.trade.fastpay.refund.query; Alipay posts no refund notify.
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { fromChinaClock } from '../../../../domain/china-time.ts';
import { ALIPAY_REFUND_PROCESSING, alipayTime, notifyOfFields } from '../alipay.ts';
import {
  GatewayUnavailable, type AlipayTradeStatus, type CloseResult, type GatewayRefund, type GatewayTrade, type NotifyVerdict,
  type PaymentGateway, type RefundRequest,
} from '../gateway.ts';
import { yuanText } from '../../../payments/money.ts';
import type { AlipayLiveConfig } from '../config.ts';

export interface AlipayLiveDeps {
  config: AlipayLiveConfig;
  /** Each HTTP call is abandoned after this long, ms. */
  timeoutMs: number;
}

const SUCCESS = '10000';
/** Alipay's own trouble, not this refund's: the same out_request_no is sent again later. */
const ALIPAY_BUSY = new Set(['ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR']);
const BUSINESS_FAILED = '40004';

const statuses: readonly AlipayTradeStatus[] = ['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED', 'TRADE_FINISHED'];

export function alipayLive(deps: AlipayLiveDeps): PaymentGateway {
  const { config } = deps;
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.appPrivateKey,
    keyType: 'PKCS8',
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    signType: 'RSA2',
    timeout: deps.timeoutMs,
    // Alipay's own field names, as its documentation writes them.
    camelcase: false,
  });

  /** Every answer's signature is checked (validateSign); a wrong one, or no answer, is "unavailable". */
  async function exec(method: string, params: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await sdk.exec(method, params, { validateSign: true });
    } catch (error) {
      throw new GatewayUnavailable('alipay', `${method}: ${(error as Error).message}`);
    }
  }

  const failure = (method: string, result: AlipaySdkCommonResult) =>
    new GatewayUnavailable('alipay', `${method}: ${result.code} ${result.msg} ${result.sub_code ?? ''} ${result.sub_msg ?? ''}`.trim());

  async function query(outTradeNo: string): Promise<GatewayTrade | null> {
    const result = await exec('alipay.trade.query', { bizContent: { out_trade_no: outTradeNo } });
    if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
    if (result.code !== SUCCESS) throw failure('alipay.trade.query', result);
    const status = statuses.find((known) => known === result.trade_status);
    const amount = Number(result.total_amount);
    if (!status || result.out_trade_no !== outTradeNo || !Number.isFinite(amount)) {
      throw new GatewayUnavailable('alipay', `alipay.trade.query of ${outTradeNo} answered ${String(result.trade_status)} for ${String(result.out_trade_no)}`);
    }
    const paid = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';
    return {
      outTradeNo,
      state: status,
      paid,
      finished: status === 'TRADE_CLOSED',
      amountCny: amount,
      gatewayTradeNo: String(result.trade_no ?? ''),
      paidAt: paid && typeof result.send_pay_date === 'string' ? fromChinaClock(result.send_pay_date) : null,
    };
  }

  const refundAt = (text: unknown) => (typeof text === 'string' && text !== '' ? fromChinaClock(text) : null);

  async function queryRefund(outTradeNo: string, outRefundNo: string): Promise<GatewayRefund | null> {
    const result = await exec('alipay.trade.fastpay.refund.query', {
      bizContent: { out_trade_no: outTradeNo, out_request_no: outRefundNo, query_options: ['gmt_refund_pay'] },
    });
    if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
    if (result.code !== SUCCESS) throw failure('alipay.trade.fastpay.refund.query', result);
    // Alipay answers Success with no refund in it when it has none under that number.
    if (result.out_request_no === undefined || result.out_request_no === '') return null;
    const amount = Number(result.refund_amount);
    if (result.out_request_no !== outRefundNo || result.out_trade_no !== outTradeNo || !Number.isFinite(amount)) {
      throw new GatewayUnavailable('alipay', `refund query of ${outRefundNo} answered ${String(result.out_request_no)} of ${String(result.out_trade_no)}`);
    }
    // Without refund_status the refund is taken but not done (Alipay: "未返回该字段表示退款请求未收到或者退款失败"):
    // it is asked again rather than read as failed, so no refund that later succeeds is ever reported as failed.
    const done = result.refund_status === 'REFUND_SUCCESS';
    return {
      outTradeNo, outRefundNo,
      state: done ? 'succeeded' : 'processing',
      gatewayState: done ? 'REFUND_SUCCESS' : ALIPAY_REFUND_PROCESSING,
      // Alipay numbers no refund: out_request_no is ours.
      gatewayRefundNo: null,
      refundCny: amount,
      refundedAt: done ? refundAt(result.gmt_refund_pay) : null,
    };
  }

  async function refund(request: RefundRequest): Promise<GatewayRefund> {
    const result = await exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: request.outTradeNo,
        refund_amount: yuanText(request.refundCny),
        out_request_no: request.outRefundNo,
        // At most 256 characters at Alipay.
        refund_reason: request.reason.slice(0, 256),
      },
    });
    if (result.code === SUCCESS && result.fund_change === 'Y') {
      return {
        outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo, state: 'succeeded', gatewayState: 'REFUND_SUCCESS',
        gatewayRefundNo: null, refundCny: request.refundCny, refundedAt: refundAt(result.gmt_refund_pay),
      };
    }
    if (result.code === SUCCESS) {
      // fund_change N: the money did not move on this call (a repeat of a refund already made, or one still going);
      // Alipay's advice is to ask the refund itself.
      return (await queryRefund(request.outTradeNo, request.outRefundNo)) ?? {
        outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo, state: 'processing', gatewayState: ALIPAY_REFUND_PROCESSING,
        gatewayRefundNo: null, refundCny: request.refundCny, refundedAt: null,
      };
    }
    if (result.code !== BUSINESS_FAILED || !result.sub_code || ALIPAY_BUSY.has(result.sub_code)) throw failure('alipay.trade.refund', result);
    // A refusal under a number whose refund already exists (a repeat with other words) is read through that refund.
    const made = await queryRefund(request.outTradeNo, request.outRefundNo);
    if (made) return made;
    return {
      outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo, state: 'failed', gatewayState: result.sub_code,
      gatewayRefundNo: null, refundCny: request.refundCny, refundedAt: null,
    };
  }

  return {
    method: 'alipay',

    async createQrTrade(request) {
      const result = await exec('alipay.trade.precreate', {
        notifyUrl: request.notifyUrl,
        bizContent: {
          out_trade_no: request.outTradeNo,
          total_amount: yuanText(request.amountCny),
          subject: request.description,
          // Absolute, so a QR scanned late cannot be paid after our deadline (timeout_express starts at the scan).
          time_expire: alipayTime(request.expiresAt),
        },
      });
      if (result.code !== SUCCESS || typeof result.qr_code !== 'string' || result.qr_code === '') throw failure('alipay.trade.precreate', result);
      return { qrContent: result.qr_code };
    },

    query,

    async close(outTradeNo): Promise<CloseResult> {
      const result = await exec('alipay.trade.close', { bizContent: { out_trade_no: outTradeNo } });
      if (result.code === SUCCESS) return { closed: true };
      if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return { closed: false, reason: 'unknown' };
      // ACQ.TRADE_STATUS_ERROR and the like: what the trade says now decides.
      const trade = await query(outTradeNo);
      if (!trade) return { closed: false, reason: 'unknown' };
      if (trade.paid) return { closed: false, reason: 'paid' };
      if (trade.finished) return { closed: true };
      throw failure('alipay.trade.close', result);
    },

    async verifyNotify(raw): Promise<NotifyVerdict> {
      const fields = Object.fromEntries(new URLSearchParams(raw.body));
      // V2 checks the values as posted: URLSearchParams has already decoded them once.
      let valid = false;
      try {
        valid = fields.app_id === config.appId && fields.sign_type === 'RSA2' && sdk.checkNotifySignV2(fields);
      } catch {
        valid = false;
      }
      if (!valid) return { ok: false, why: 'badSignature' };
      return notifyOfFields(fields);
    },

    refund,
    queryRefund,
    // Alipay has no refund notify: its refunds are answered at once or queried.
    verifyRefundNotify: () => Promise.resolve({ ok: false, why: 'unreadable' }),
  };
}
