// WeChat Pay v3 notify format (the contract's wechatNotify): a JSON envelope whose `resource` is encrypted with
// AEAD_AES_256_GCM under the merchant's APIv3 key, signed RSA-SHA256 by the platform over
// "timestamp\nnonce\nbody\n" and carried in the Wechatpay-Signature/Timestamp/Nonce/Serial headers.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID, sign, verify } from 'node:crypto';
import { CHINA_UTC_OFFSET, chinaClock } from '../../../domain/china-time.ts';
import type { NotifyVerdict, RawNotify, WechatTradeState } from './gateway.ts';
import { yuanOf } from '../../payments/money.ts';

/** A notify older or newer than this (by its timestamp) is refused as a replay: WeChat Pay's own advice. */
export const WECHAT_NOTIFY_MAX_SKEW_MS = 5 * 60 * 1000;

export interface WechatTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_type: 'NATIVE';
  trade_state: WechatTradeState;
  trade_state_desc: string;
  bank_type: string;
  success_time?: string;
  payer: { openid: string };
  amount: { total: number; payer_total: number; currency: 'CNY'; payer_currency: 'CNY' };
}

export interface WechatPlatform {
  mchId: string;
  serial: string;
  platformPrivateKey: string;
  apiV3Key: string;
}

export interface WechatMerchant {
  mchId: string;
  /** The platform's public keys by Wechatpay-Serial (more than one while WeChat Pay changes keys). */
  platformKeys: Record<string, string>;
  apiV3Key: string;
}

/** RFC 3339 in Beijing time, as WeChat Pay writes times. */
export const wechatTime = (date: Date): string => `${chinaClock(date)}${CHINA_UTC_OFFSET}`;

const signedText = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** What the notify's envelope says beside the encrypted resource (a payment's or a refund's). */
export interface WechatEvent {
  /** transaction | refund: also the resource's associated data. */
  originalType: string;
  eventType: string;
  summary: string;
}

/** The platform's side: a notify as WeChat Pay posts it, its resource encrypted and the whole body signed. */
export function wechatEventOf(platform: WechatPlatform, event: WechatEvent, resource: unknown, now: Date): RawNotify {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(platform.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(event.originalType, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: wechatTime(now),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.summary,
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypted.toString('base64'),
      associated_data: event.originalType,
      nonce,
    },
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  const signature = sign('sha256', Buffer.from(signedText(timestamp, headerNonce, body)), platform.platformPrivateKey).toString('base64');
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-signature': signature,
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': platform.serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}

/** The platform's side: the notify WeChat Pay would post for a transaction. */
export function wechatNotifyOf(platform: WechatPlatform, transaction: WechatTransaction, now: Date): RawNotify {
  const success = transaction.trade_state === 'SUCCESS';
  return wechatEventOf(platform, {
    originalType: 'transaction',
    eventType: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL',
    summary: success ? '支付成功' : '支付失败',
  }, transaction, now);
}

interface NotifyEnvelope {
  resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
}

export type OpenedNotify = { ok: true; plain: unknown } | { ok: false; why: 'badSignature' | 'stale' | 'unreadable' };

/** The merchant's side: signature, freshness, then decryption; anything off is refused before it is read. */
export function openWechatNotify(merchant: WechatMerchant, raw: RawNotify, now: Date): OpenedNotify {
  const header = (name: string) => raw.headers[name] ?? raw.headers[name.toLowerCase()];
  const signature = header('wechatpay-signature');
  const timestamp = header('wechatpay-timestamp');
  const nonce = header('wechatpay-nonce');
  const serial = header('wechatpay-serial');
  const key = serial && Object.hasOwn(merchant.platformKeys, serial) ? merchant.platformKeys[serial] : undefined;
  if (!signature || !timestamp || !nonce || !key) return { ok: false, why: 'badSignature' };
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(signedText(timestamp, nonce, raw.body)), key, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, why: 'badSignature' };
  const sentAt = Number(timestamp) * 1000;
  if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > WECHAT_NOTIFY_MAX_SKEW_MS) return { ok: false, why: 'stale' };
  try {
    const envelope = JSON.parse(raw.body) as NotifyEnvelope;
    const resource = envelope.resource;
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) return { ok: false, why: 'unreadable' };
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(merchant.apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    return { ok: true, plain: JSON.parse(plain) as unknown };
  } catch {
    return { ok: false, why: 'unreadable' };
  }
}

export function verifyWechatNotify(merchant: WechatMerchant, raw: RawNotify, now: Date): NotifyVerdict {
  const opened = openWechatNotify(merchant, raw, now);
  if (!opened.ok) return opened;
  const transaction = opened.plain as WechatTransaction;
  if (transaction?.mchid !== merchant.mchId || typeof transaction.amount?.total !== 'number') return { ok: false, why: 'unreadable' };
  return {
    ok: true,
    notify: {
      outTradeNo: transaction.out_trade_no,
      state: transaction.trade_state,
      paid: transaction.trade_state === 'SUCCESS',
      amountCny: yuanOf(transaction.amount.total),
      gatewayTradeNo: transaction.transaction_id,
      paidAt: transaction.success_time ? new Date(transaction.success_time) : null,
    },
  };
}
