// The payment-provider interface (spec §9: two mobile payment methods, PC variants showing a QR code). The portal
// talks to WeChat Pay v3 and Alipay only through this; the sandbox implementations keep their own books in
// `sandbox_trades` and speak each gateway's vocabulary, so swapping in a real gateway is a new implementation.
import type { PaymentMethod } from '../../../domain/constants.ts';

export type WechatTradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'PAYERROR';
export type AlipayTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
export type GatewayState = WechatTradeState | AlipayTradeStatus;

export interface QrTradeRequest {
  outTradeNo: string;
  /** Yuan, two decimals (WeChat Pay gets it in fen). */
  amountCny: number;
  description: string;
  /** Where the gateway posts the signed notify. */
  notifyUrl: string;
  expiresAt: Date;
}

export interface GatewayTrade {
  outTradeNo: string;
  /** The gateway's own word for the trade. */
  state: GatewayState;
  paid: boolean;
  /** Closed or failed at the gateway: nothing can be paid on it any more. */
  finished: boolean;
  amountCny: number;
  gatewayTradeNo: string;
  paidAt: Date | null;
}

/** What a verified notify says; only trades the gateway reports as paid are acted on. */
export interface VerifiedNotify {
  outTradeNo: string;
  state: GatewayState;
  paid: boolean;
  amountCny: number;
  gatewayTradeNo: string;
  paidAt: Date | null;
}

export type NotifyVerdict = { ok: true; notify: VerifiedNotify } | { ok: false; why: 'badSignature' | 'stale' | 'unreadable' };

export interface RawNotify {
  headers: Record<string, string | undefined>;
  body: string;
}

export type CloseResult = { closed: true } | { closed: false; reason: 'paid' | 'unknown' };

/** A refund's state in the portal's words; each gateway's own word is kept beside it. */
export type GatewayRefundState = 'processing' | 'succeeded' | 'failed';

export interface RefundRequest {
  outTradeNo: string;
  /** One per refund, unique in the database: the gateway's idempotency key, so a retry never refunds twice. */
  outRefundNo: string;
  /** Yuan, two decimals (WeChat Pay gets fen; Alipay gets a yuan string with two decimals). */
  refundCny: number;
  /** The payment's whole amount (WeChat Pay asks for it). */
  totalCny: number;
  reason: string;
  /** WeChat Pay posts the refund notify here; Alipay has none (the refund is queried). */
  notifyUrl: string;
}

export interface GatewayRefund {
  outTradeNo: string;
  outRefundNo: string;
  state: GatewayRefundState;
  /** The gateway's own word: WeChat SUCCESS | CLOSED | PROCESSING | ABNORMAL, or its refusal code; Alipay REFUND_SUCCESS, or its sub_code. */
  gatewayState: string;
  gatewayRefundNo: string | null;
  refundCny: number;
  refundedAt: Date | null;
}

export type RefundNotifyVerdict = { ok: true; refund: GatewayRefund } | { ok: false; why: 'badSignature' | 'stale' | 'unreadable' };

export interface PaymentGateway {
  readonly method: PaymentMethod;
  /** Native (WeChat) / precreate (Alipay) trade: the answer is what the QR code encodes. */
  createQrTrade(request: QrTradeRequest): Promise<{ qrContent: string }>;
  /** null when the gateway has no such trade. */
  query(outTradeNo: string): Promise<GatewayTrade | null>;
  close(outTradeNo: string): Promise<CloseResult>;
  /** Checks the gateway's signature (and for WeChat Pay decrypts the resource) before anything is believed. */
  verifyNotify(raw: RawNotify): Promise<NotifyVerdict>;
  /** Throws GatewayUnavailable when unreachable or a 5xx; a business refusal is state 'failed'. The same
   *  outRefundNo again answers the existing refund, never a second one. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** null: the gateway has no such refund. */
  queryRefund(outTradeNo: string, outRefundNo: string): Promise<GatewayRefund | null>;
  /** WeChat Pay's refund notify, checked as the payment notify is; Alipay has none: always { ok: false, why: 'unreadable' }. */
  verifyRefundNotify(raw: RawNotify): Promise<RefundNotifyVerdict>;
}

/** The gateway could not be reached or answered an error: the caller says so and changes nothing. */
export class GatewayUnavailable extends Error {
  constructor(readonly gateway: PaymentMethod, detail: string) {
    super(`${gateway} gateway unavailable: ${detail}`);
  }
}

/** Outside the sandbox without credentials: every call refuses rather than pretending. */
export class PaymentNotConfigured extends Error {
  constructor(readonly gateway: PaymentMethod) {
    super(`${gateway} payment is not configured`);
  }
}
