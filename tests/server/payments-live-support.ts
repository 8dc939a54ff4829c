// Fixtures of the live gateway tests: RSA key pairs standing for the merchant's, WeChat Pay's and Alipay's keys (made
// here, worth nothing elsewhere), the local gateways speaking the published protocols, and a portal outside the
// sandbox pointed at them.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../src/server/config.ts';
import type { AlipayLiveConfig, PaymentConfig, WechatPayLiveConfig } from '../../src/server/providers/payments/config.ts';
import type { DatabaseKind } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { manualClock, type Clock } from './account-support.ts';
import { expect } from 'vitest';
import { bearer, type PaymentServer } from './payment-support.ts';

export interface KeyPair { publicKey: string; privateKey: string }

export function rsaPair(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export interface WechatKeys { merchant: KeyPair; platform: KeyPair; rogue: KeyPair; apiV3Key: string }

export const wechatKeys = (): WechatKeys => ({ merchant: rsaPair(), platform: rsaPair(), rogue: rsaPair(), apiV3Key: randomBytes(16).toString('hex') });

export const WECHAT_IDS = { mchId: '1230000109', appId: 'wxd678efh567hg6787', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', platformSerial: 'PUB_KEY_ID_0112300001092025060200000000000001' };

export function wechatConfig(keys: WechatKeys, baseUrl: string): WechatPayLiveConfig {
  const { platformSerial, ...ids } = WECHAT_IDS;
  return {
    ...ids, merchantPrivateKey: keys.merchant.privateKey, apiV3Key: keys.apiV3Key,
    platformKeys: { [platformSerial]: keys.platform.publicKey }, baseUrl,
  };
}

export interface AlipayKeys { app: KeyPair; alipay: KeyPair; rogue: KeyPair }

export const alipayKeys = (): AlipayKeys => ({ app: rsaPair(), alipay: rsaPair(), rogue: rsaPair() });

export const ALIPAY_APP_ID = '2021004100000001';

export function alipayConfig(keys: AlipayKeys, gateway: string): AlipayLiveConfig {
  return { appId: ALIPAY_APP_ID, appPrivateKey: keys.app.privateKey, alipayPublicKey: keys.alipay.publicKey, gateway };
}

/** A portal outside the sandbox whose gateways are the given live ones; its clock is shared with the local gateways. */
export async function startLivePortal(kind: DatabaseKind, clock: Clock, payments: PaymentConfig, config: Partial<ServerConfig> = {}): Promise<PaymentServer> {
  const server = await startTestServer(kind, {
    now: clock.now,
    verifyToken: async (token) => ({ userId: token }),
    config: { ...testConfig, sandbox: false, payments, gatewayRetryBackoffMs: [], gatewayTimeoutMs: 5_000, ...config },
  });
  return Object.assign(server, { clock });
}

export const liveClock = () => manualClock();

export interface PaymentQr { outTradeNo: string; qrContent: string; amount: number }

/**
 * What the pay screen calls for one method: open the order's QR (must be answered) and poll a trade. The server and
 * the user are read when called: a describe block makes them in its beforeAll.
 */
export function payCalls(portal: () => PaymentServer, method: 'wechat' | 'alipay', user: () => string) {
  return {
    async startPaying(orderId: string): Promise<PaymentQr> {
      const { status, body } = await portal().call('GET', `/api-pay/${method}/pc/order/${orderId}`, { auth: bearer(user()) });
      expect(status, body.msg).toBe(200);
      return body.data as PaymentQr;
    },
    poll: (outTradeNo: string) => portal().call('GET', `/api-pay/${method}/status/${outTradeNo}`, { auth: bearer(user()) }),
  };
}
