// WeChat Pay v3 domestic refunds (pay.weixin.qq.com "申请退款", "查询单笔退款", "退款结果通知"): the refund as the
// create and query answers write it, the refund notify's decrypted resource, and how both read in the portal's words.
// A refund is accepted as PROCESSING and ends SUCCESS, CLOSED (closed by the merchant) or ABNORMAL (the money could
// not reach the payer's account: it needs the merchant's hand in the WeChat Pay console).
import type { GatewayRefund, GatewayRefundState, RawNotify, RefundNotifyVerdict } from './gateway.ts';
import { yuanOf } from '../../payments/money.ts';
import { openWechatNotify, wechatEventOf, type WechatMerchant, type WechatPlatform } from './wechat-pay.ts';

export type WechatRefundStatus = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';

/** The create and query answers (the fields the portal reads, and those a peer must write). */
export interface WechatRefundRecord {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  channel: 'ORIGINAL';
  user_received_account: string;
  success_time?: string;
  create_time: string;
  status: WechatRefundStatus;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number; currency: 'CNY' };
}

/** The refund notify's resource: the same refund under other names (refund_status, no create_time). */
export interface WechatRefundResource {
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  out_refund_no: string;
  refund_id: string;
  refund_status: WechatRefundStatus;
  success_time?: string;
  user_received_account: string;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number };
}

const states: Record<WechatRefundStatus, GatewayRefundState> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

export const isWechatRefundStatus = (value: unknown): value is WechatRefundStatus => typeof value === 'string' && Object.hasOwn(states, value);

export function refundOfWechat(status: WechatRefundStatus, fields: {
  out_trade_no: string; out_refund_no: string; refund_id: string; success_time?: string; amount: { refund: number };
}): GatewayRefund {
  return {
    outTradeNo: fields.out_trade_no,
    outRefundNo: fields.out_refund_no,
    state: states[status],
    gatewayState: status,
    gatewayRefundNo: fields.refund_id || null,
    refundCny: yuanOf(fields.amount.refund),
    refundedAt: status === 'SUCCESS' && fields.success_time ? new Date(fields.success_time) : null,
  };
}

/** The platform's side (the local peer and the sandbox): the refund notify WeChat Pay posts when a refund ends. */
export function wechatRefundNotifyOf(platform: WechatPlatform, resource: WechatRefundResource, now: Date): RawNotify {
  const summaries: Record<WechatRefundStatus, string> = { SUCCESS: '退款成功', CLOSED: '退款关闭', ABNORMAL: '退款异常', PROCESSING: '退款处理中' };
  return wechatEventOf(platform, { originalType: 'refund', eventType: `REFUND.${resource.refund_status}`, summary: summaries[resource.refund_status] }, resource, now);
}

/** The merchant's side: checked and decrypted as a payment notify is, then read as a refund of our merchant. */
export function verifyWechatRefundNotify(merchant: WechatMerchant, raw: RawNotify, now: Date): RefundNotifyVerdict {
  const opened = openWechatNotify(merchant, raw, now);
  if (!opened.ok) return opened;
  const resource = opened.plain as Partial<WechatRefundResource> | null;
  if (
    resource?.mchid !== merchant.mchId || !isWechatRefundStatus(resource.refund_status) || typeof resource.amount?.refund !== 'number'
    || !resource.out_trade_no || !resource.out_refund_no
  ) {
    return { ok: false, why: 'unreadable' };
  }
  return { ok: true, refund: refundOfWechat(resource.refund_status, { ...resource, out_trade_no: resource.out_trade_no, out_refund_no: resource.out_refund_no, refund_id: resource.refund_id ?? '', amount: resource.amount }) };
}
