// Which payment gateways answer, from the environment. PAYMENT_PROVIDER=sandbox needs SANDBOX=1 and =live needs it
// off, so a live gateway is never reachable from a sandbox and a sandbox gateway never from production. Unset, a
// sandbox uses its sandbox gateways; outside it each method is live when any of its variables is set (then all must
// be) and otherwise off, answering "payment not configured". A key file that is missing or unreadable stops the start.
import { readFileSync } from 'node:fs';
import type { PaymentMethod } from '../../../domain/constants.ts';
import { ConfigError, gather, inGroup } from '../../config-problems.ts';
import { privateKeyPem, publicKeyPem } from './live/pem.ts';

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';
export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface WechatPayLiveConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (serial_no in our Authorization). */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** 32 characters: the AEAD_AES_256_GCM key of notify resources. */
  apiV3Key: string;
  /**
   * The platform's public keys by what WeChat Pay sends as Wechatpay-Serial: the WeChat Pay public key ID
   * (PUB_KEY_ID_…) or a platform certificate's serial. More than one while WeChat Pay moves a merchant from
   * platform certificates to its public key, or from an expiring certificate to the next: it signs with either.
   */
  platformKeys: Record<string, string>;
  baseUrl: string;
}

export interface AlipayLiveConfig {
  appId: string;
  appPrivateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

/** Absent methods are off; no entry at all in a sandbox means its sandbox gateways. */
export interface PaymentConfig {
  wechat?: WechatPayLiveConfig;
  alipay?: AlipayLiveConfig;
}

export const WECHATPAY_VARIABLES = [
  'WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY_PATH', 'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH', 'WECHATPAY_PLATFORM_SERIAL',
] as const;
export const ALIPAY_VARIABLES = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH'] as const;

type Env = NodeJS.ProcessEnv;
const given = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

function required(env: Env, name: string, why: string): string {
  if (!given(env, name)) throw new ConfigError(`${name} is not set: ${why}`);
  return env[name]!.trim();
}

function keyFile(env: Env, name: string, why: string, parse: (text: string) => string): string {
  const path = required(env, name, why);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`${name} names a file that cannot be read (${path}): ${(error as Error).message}`);
  }
  try {
    return parse(text);
  } catch (error) {
    throw new ConfigError(`${name} (${path}) is not an RSA key: ${(error as Error).message}`);
  }
}

/** WECHATPAY_PLATFORM_SERIAL and WECHATPAY_PLATFORM_PUBLIC_KEY_PATH, each a comma-separated list, paired in order. */
function platformKeysFrom(env: Env, why: string): Record<string, string> {
  const list = (name: string) => required(env, name, why).split(',').map((part) => part.trim()).filter(Boolean);
  const serials = list('WECHATPAY_PLATFORM_SERIAL');
  const paths = list('WECHATPAY_PLATFORM_PUBLIC_KEY_PATH');
  if (serials.length !== paths.length) {
    throw new ConfigError(`WECHATPAY_PLATFORM_SERIAL names ${serials.length} key(s) and WECHATPAY_PLATFORM_PUBLIC_KEY_PATH ${paths.length} file(s): give one file per serial, in the same order.`);
  }
  if (new Set(serials).size !== serials.length) throw new ConfigError('WECHATPAY_PLATFORM_SERIAL names a serial twice.');
  return Object.fromEntries(serials.map((serial, index) => [
    serial, keyFile({ WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: paths[index] }, 'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH', why, publicKeyPem),
  ]));
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return raw.replace(/\/$/, '');
  } catch {
    // answered below
  }
  throw new ConfigError(`${name} must be an http(s) address, not ${raw}`);
}

function wechatFrom(env: Env): WechatPayLiveConfig {
  const why = 'WeChat Pay live needs it (WeChat Pay merchant platform, README "Going live — payments").';
  // Every missing variable at once, not the first (issue 38 item 14).
  return gather({
    mchId: () => required(env, 'WECHATPAY_MCHID', why),
    appId: () => required(env, 'WECHATPAY_APPID', why),
    merchantSerial: () => required(env, 'WECHATPAY_SERIAL', why),
    merchantPrivateKey: () => keyFile(env, 'WECHATPAY_PRIVATE_KEY_PATH', why, privateKeyPem),
    apiV3Key: () => {
      const apiV3Key = required(env, 'WECHATPAY_APIV3_KEY', why);
      if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) throw new ConfigError('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key.');
      return apiV3Key;
    },
    platformKeys: () => platformKeysFrom(env, why),
    baseUrl: () => baseUrl(env, 'WECHATPAY_BASE_URL', WECHATPAY_DEFAULT_BASE_URL),
  });
}

function alipayFrom(env: Env): AlipayLiveConfig {
  const why = 'Alipay live needs it (Alipay open platform, README "Going live — payments").';
  return gather({
    appId: () => required(env, 'ALIPAY_APP_ID', why),
    appPrivateKey: () => keyFile(env, 'ALIPAY_PRIVATE_KEY_PATH', why, privateKeyPem),
    alipayPublicKey: () => keyFile(env, 'ALIPAY_PUBLIC_KEY_PATH', why, publicKeyPem),
    gateway: () => baseUrl(env, 'ALIPAY_GATEWAY', ALIPAY_DEFAULT_GATEWAY),
  });
}

/** undefined in a sandbox (its sandbox gateways); otherwise the live gateways configured, none meaning all off. */
export function paymentConfigFrom(env: Env, sandbox: boolean): PaymentConfig | undefined {
  const chosen = env.PAYMENT_PROVIDER?.trim() ?? '';
  if (chosen !== '' && chosen !== 'sandbox' && chosen !== 'live') {
    throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or live, not ${chosen}`);
  }
  if (sandbox) {
    if (chosen === 'live') throw new ConfigError('PAYMENT_PROVIDER=live while SANDBOX is on: live gateways are never reachable from a sandbox. Unset SANDBOX to go live, or PAYMENT_PROVIDER for the sandbox gateways.');
    return undefined;
  }
  if (chosen === 'sandbox') throw new ConfigError('PAYMENT_PROVIDER=sandbox needs SANDBOX=1: outside the sandbox no sandbox gateway answers. Set PAYMENT_PROVIDER=live with the gateways\' keys, or unset it.');
  const live = chosen === 'live';
  const wanted = (names: readonly string[]) => live || names.some((name) => given(env, name));
  return gather({
    wechat: () => inGroup('payments: WeChat Pay', () => (wanted(WECHATPAY_VARIABLES) ? wechatFrom(env) : undefined)),
    alipay: () => inGroup('payments: Alipay', () => (wanted(ALIPAY_VARIABLES) ? alipayFrom(env) : undefined)),
  });
}

export type PaymentMode = 'sandbox' | 'live' | 'off';

/** How a method is served; a sandbox never reaches a live gateway, whatever its configuration holds. */
export function paymentModeOf(config: { sandbox: boolean; payments?: PaymentConfig }, method: PaymentMethod): PaymentMode {
  if (config.sandbox) return 'sandbox';
  return config.payments?.[method] ? 'live' : 'off';
}
