// Alipay asynchronous notify (the contract's alipayNotify): form fields signed RSA2 (RSA-SHA256) by Alipay over the
// fields other than sign and sign_type, sorted by name, joined as k=v with '&', empty values left out.
import { randomBytes, sign, verify } from 'node:crypto';
import { chinaClock, fromChinaClock } from '../../../domain/china-time.ts';
import type { AlipayTradeStatus, NotifyVerdict, RawNotify } from './gateway.ts';
import { yuanText } from '../../payments/money.ts';

export interface AlipayTrade {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  status: AlipayTradeStatus;
  amountCny: number;
  subject: string;
  createdAt: Date;
  paidAt: Date | null;
}

/** Alipay's only word for a refund is REFUND_SUCCESS; one it has taken but not finished is given this portal word. */
export const ALIPAY_REFUND_PROCESSING = 'REFUND_PROCESSING';

/** "2025-03-01 14:05:09" in Beijing time, as Alipay writes times. */
export const alipayTime = (date: Date): string => chinaClock(date).replace('T', ' ');

export function alipaySignedText(fields: Record<string, string | undefined>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** Alipay's side: the form it would post for a trade. */
export function alipayNotifyOf(alipayPrivateKey: string, trade: AlipayTrade, now: Date): RawNotify {
  const fields: Record<string, string> = {
    notify_time: alipayTime(now),
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(16).toString('hex'),
    app_id: trade.appId,
    charset: 'utf-8',
    version: '1.0',
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_status: trade.status,
    total_amount: yuanText(trade.amountCny),
    receipt_amount: yuanText(trade.amountCny),
    buyer_pay_amount: yuanText(trade.amountCny),
    subject: trade.subject,
    gmt_create: alipayTime(trade.createdAt),
    ...(trade.paidAt ? { gmt_payment: alipayTime(trade.paidAt) } : {}),
    sign_type: 'RSA2',
  };
  fields.sign = sign('sha256', Buffer.from(alipaySignedText(fields), 'utf8'), alipayPrivateKey).toString('base64');
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(fields).toString(),
  };
}

const statuses: readonly AlipayTradeStatus[] = ['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED', 'TRADE_FINISHED'];

/** The merchant's side: our app id, a valid RSA2 signature with Alipay's public key, then the fields. */
export function verifyAlipayNotify(appId: string, alipayPublicKey: string, raw: RawNotify): NotifyVerdict {
  const fields = Object.fromEntries(new URLSearchParams(raw.body)) as Record<string, string | undefined>;
  const signature = fields.sign;
  if (!signature || fields.sign_type !== 'RSA2' || fields.app_id !== appId) return { ok: false, why: 'badSignature' };
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(alipaySignedText(fields), 'utf8'), alipayPublicKey, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, why: 'badSignature' };
  return notifyOfFields(fields);
}

/** What a notify whose signature has been checked says. */
export function notifyOfFields(fields: Record<string, string | undefined>): NotifyVerdict {
  const status = statuses.find((known) => known === fields.trade_status);
  const amount = Number(fields.total_amount);
  if (!status || !fields.out_trade_no || !fields.trade_no || !Number.isFinite(amount)) return { ok: false, why: 'unreadable' };
  return {
    ok: true,
    notify: {
      outTradeNo: fields.out_trade_no,
      state: status,
      paid: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED',
      amountCny: amount,
      gatewayTradeNo: fields.trade_no,
      paidAt: fields.gmt_payment ? fromChinaClock(fields.gmt_payment) : null,
    },
  };
}
