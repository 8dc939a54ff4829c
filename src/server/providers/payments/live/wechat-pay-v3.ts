// WeChat Pay API v3 signatures (pay.weixin.qq.com, "签名生成" and "签名验证"): every request carries
// `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`, an RSA-SHA256
// signature by the merchant's API key over "METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n"; every answer is signed by
// the platform over "timestamp\nnonce\nbody\n" in the Wechatpay-Timestamp/Nonce/Signature/Serial headers.
import { randomBytes, sign, verify } from 'node:crypto';
import { WECHAT_NOTIFY_MAX_SKEW_MS } from '../wechat-pay.ts';

export const WECHATPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

export interface MerchantSigner {
  mchId: string;
  merchantSerial: string;
  merchantPrivateKey: string;
}

export function requestMessage(method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function authorizationOf(signer: MerchantSigner, method: string, pathAndQuery: string, body: string, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  const signature = sign('sha256', Buffer.from(requestMessage(method, pathAndQuery, timestamp, nonce, body)), signer.merchantPrivateKey).toString('base64');
  return `${WECHATPAY_SCHEMA} mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.merchantSerial}"`;
}

export interface PlatformVerifier {
  /** Public key by Wechatpay-Serial. */
  platformKeys: Record<string, string>;
}

/** The key WeChat Pay says it signed with, if it is one we were given. */
export const platformKeyOf = (keys: Record<string, string>, serial: string): string | undefined => (Object.hasOwn(keys, serial) ? keys[serial] : undefined);

export type AnswerVerdict = { ok: true } | { ok: false; why: string };

/** An answer is believed only when signed by a platform key we were given, recently (a replayed answer is refused). */
export function verifyAnswer(platform: PlatformVerifier, headers: Headers, body: string, now: Date): AnswerVerdict {
  const timestamp = headers.get('wechatpay-timestamp');
  const nonce = headers.get('wechatpay-nonce');
  const signature = headers.get('wechatpay-signature');
  const serial = headers.get('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, why: 'answer not signed' };
  const key = platformKeyOf(platform.platformKeys, serial);
  if (!key) return { ok: false, why: `answer signed with unknown key ${serial}` };
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, why: 'answer signature invalid' };
  const sentAt = Number(timestamp) * 1000;
  if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > WECHAT_NOTIFY_MAX_SKEW_MS) return { ok: false, why: 'answer stale' };
  return { ok: true };
}
