// Choosing the payment gateways (issue 19 item 5): PAYMENT_PROVIDER and the WECHATPAY_*/ALIPAY_* variables, a start
// refused naming what is missing, no live gateway reachable from a sandbox, and /health saying which mode each
// method is in without a secret.
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config.ts';
import { ALIPAY_VARIABLES, paymentConfigFrom, paymentModeOf, WECHATPAY_VARIABLES } from '../../src/server/providers/payments/config.ts';
import { startTestServer } from '../support/server.ts';
import { manualClock } from './account-support.ts';
import { bearer, newOrder, newUser, startPaymentServer } from './payment-support.ts';
import { alipayConfig, alipayKeys, rsaPair, startLivePortal, WECHAT_IDS, wechatConfig, wechatKeys } from './payments-live-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-payment-keys-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const merchant = rsaPair();
const platform = rsaPair();
const app = rsaPair();
const alipay = rsaPair();
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');

// What configFromEnv keeps of the payment variables: `payments` is paymentConfigFrom(env, sandbox), and its
// ConfigError stops the start (main.ts), as for every other variable.
const fromEnv = (env: Record<string, string | undefined>) => {
  const sandbox = env.SANDBOX === '1';
  return { sandbox, payments: paymentConfigFrom(env, sandbox) };
};
const wechatEnv = {
  WECHATPAY_MCHID: WECHAT_IDS.mchId, WECHATPAY_APPID: WECHAT_IDS.appId, WECHATPAY_SERIAL: WECHAT_IDS.merchantSerial,
  WECHATPAY_PRIVATE_KEY_PATH: file('apiclient_key.pem', merchant.privateKey), WECHATPAY_APIV3_KEY: 'k'.repeat(32),
  WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: file('pub_key.pem', platform.publicKey), WECHATPAY_PLATFORM_SERIAL: WECHAT_IDS.platformSerial,
};
// As Alipay's key tool writes them: bare base64, the private key PKCS#1 ("non-Java").
const pkcs1 = bare(createPrivateKey(app.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString());
const alipayEnv = {
  ALIPAY_APP_ID: '2021004100000001', ALIPAY_PRIVATE_KEY_PATH: file('app_private_key.txt', pkcs1),
  ALIPAY_PUBLIC_KEY_PATH: file('alipay_public_key.txt', bare(alipay.publicKey)),
};
const without = (env: Record<string, string>, name: string) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));

describe('payment gateways from the environment', () => {
  it('PAYMENT_PROVIDER=live reads every key; the keys are parsed, whatever their armour', () => {
    const config = fromEnv({ ...wechatEnv, ...alipayEnv, PAYMENT_PROVIDER: 'live' });
    expect(config.payments?.wechat).toMatchObject({ mchId: WECHAT_IDS.mchId, baseUrl: 'https://api.mch.weixin.qq.com' });
    expect(config.payments?.wechat?.platformKeys).toEqual({ [WECHAT_IDS.platformSerial]: platform.publicKey });
    expect(config.payments?.alipay).toMatchObject({ appId: '2021004100000001', gateway: 'https://openapi.alipay.com/gateway.do', alipayPublicKey: alipay.publicKey });
    expect(config.payments?.alipay?.appPrivateKey).toBe(app.privateKey);
    expect(paymentModeOf(config, 'wechat')).toBe('live');
    expect(paymentModeOf(config, 'alipay')).toBe('live');
  });

  it('refuses to start when a selected gateway misses a variable, naming it', () => {
    for (const name of [...WECHATPAY_VARIABLES, ...ALIPAY_VARIABLES]) {
      const env = { PAYMENT_PROVIDER: 'live', ...without({ ...wechatEnv, ...alipayEnv }, name) };
      expect(() => fromEnv(env), name).toThrow(ConfigError);
      expect(() => fromEnv(env), name).toThrow(name);
    }
    // Unset PAYMENT_PROVIDER: any one WeChat Pay variable selects it, and then all are needed.
    expect(() => fromEnv({ WECHATPAY_MCHID: '1230000109' })).toThrow(/WECHATPAY_APIV3_KEY is not set/);
  });

  it('refuses unreadable or wrong key files and a wrong APIv3 key, naming the variable', () => {
    const live = { ...wechatEnv, PAYMENT_PROVIDER: 'live', ...alipayEnv };
    expect(() => fromEnv({ ...live, WECHATPAY_PRIVATE_KEY_PATH: join(dir, 'missing.pem') })).toThrow(/WECHATPAY_PRIVATE_KEY_PATH names a file that cannot be read/);
    expect(() => fromEnv({ ...live, ALIPAY_PUBLIC_KEY_PATH: file('junk.txt', 'not a key') })).toThrow(/ALIPAY_PUBLIC_KEY_PATH .* is not an RSA key/);
    expect(() => fromEnv({ ...live, WECHATPAY_APIV3_KEY: 'short' })).toThrow(/WECHATPAY_APIV3_KEY must be/);
    expect(() => fromEnv({ ...live, WECHATPAY_BASE_URL: 'ftp://x' })).toThrow(/WECHATPAY_BASE_URL/);
  });

  it('takes several WeChat Pay platform keys, one file per serial in the same order (WeChat Pay changing keys)', () => {
    const certificate = rsaPair();
    const CERT_SERIAL = '7132D72A03E93CDDF8C03BBD1F37EEDF2AAB8C71';
    const live = { ...wechatEnv, ...alipayEnv, PAYMENT_PROVIDER: 'live' };
    const both = fromEnv({
      ...live, WECHATPAY_PLATFORM_SERIAL: `${WECHAT_IDS.platformSerial}, ${CERT_SERIAL}`,
      WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: `${wechatEnv.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH},${file('wechatpay_cert_pub.pem', certificate.publicKey)}`,
    });
    expect(both.payments?.wechat?.platformKeys).toEqual({ [WECHAT_IDS.platformSerial]: platform.publicKey, [CERT_SERIAL]: certificate.publicKey });
    expect(() => fromEnv({ ...live, WECHATPAY_PLATFORM_SERIAL: `${WECHAT_IDS.platformSerial},${CERT_SERIAL}` }))
      .toThrow(/WECHATPAY_PLATFORM_SERIAL names 2 key\(s\) and WECHATPAY_PLATFORM_PUBLIC_KEY_PATH 1 file\(s\)/);
    expect(() => fromEnv({
      ...live, WECHATPAY_PLATFORM_SERIAL: `${CERT_SERIAL},${CERT_SERIAL}`,
      WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: `${wechatEnv.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH},${wechatEnv.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH}`,
    })).toThrow(/names a serial twice/);
    expect(() => fromEnv({
      ...live, WECHATPAY_PLATFORM_SERIAL: `${WECHAT_IDS.platformSerial},${CERT_SERIAL}`,
      WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: `${wechatEnv.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH},${join(dir, 'missing.pem')}`,
    })).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY_PATH names a file that cannot be read .*missing\.pem/);
  });

  it('without keys and without PAYMENT_PROVIDER, payment is off outside the sandbox', () => {
    const config = fromEnv({});
    expect(paymentModeOf(config, 'wechat')).toBe('off');
    expect(paymentModeOf(config, 'alipay')).toBe('off');
    const alipayOnly = fromEnv({ ...alipayEnv });
    expect([paymentModeOf(alipayOnly, 'wechat'), paymentModeOf(alipayOnly, 'alipay')]).toEqual(['off', 'live']);
  });

  it('never mixes sandbox and live: live refused with SANDBOX on, sandbox refused with it off, keys ignored in a sandbox', () => {
    expect(() => fromEnv({ SANDBOX: '1', PAYMENT_PROVIDER: 'live', ...wechatEnv, ...alipayEnv })).toThrow(/PAYMENT_PROVIDER=live while SANDBOX is on/);
    expect(() => fromEnv({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER=sandbox needs SANDBOX=1/);
    expect(() => fromEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be sandbox or live/);
    const sandbox = fromEnv({ SANDBOX: '1', ...wechatEnv });
    expect(sandbox.payments).toBeUndefined();
    expect(paymentModeOf({ sandbox: true, payments: { wechat: wechatConfig(wechatKeys(), 'http://x') } }, 'wechat')).toBe('sandbox');
  });
});

describe('live gateways and the sandbox in a running portal', () => {
  let requests = 0;
  const gateway = createServer((_request, response) => {
    requests += 1;
    response.writeHead(500).end();
  });
  let gatewayUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('with SANDBOX on, a portal given live gateway settings still pays through the sandbox and never calls them', async () => {
    const server = await startPaymentServer('pglite', {
      payments: { wechat: wechatConfig(wechatKeys(), gatewayUrl), alipay: alipayConfig(alipayKeys(), `${gatewayUrl}/gateway.do`) },
    });
    try {
      const payer = await newUser(server);
      for (const method of ['wechat', 'alipay'] as const) {
        const { body } = await server.call('GET', `/api-pay/${method}/pc/order/${await newOrder(server, payer, 10)}`, { auth: bearer(payer) });
        expect((body.data as { qrContent: string }).qrContent).toContain(`${server.baseUrl}/sandbox/pay/${method}/`);
      }
      expect(requests).toBe(0);
      expect((await (await fetch(`${server.baseUrl}/health`)).json())).toMatchObject({ status: 'ok', sandbox: true, payments: { wechat: 'sandbox', alipay: 'sandbox' }, sms: 'sandbox', mail: 'sandbox', courier: 'sandbox' });
    } finally {
      await server.close();
    }
  });

  it('outside the sandbox: /health names each method\'s mode and no secret, a method without keys answers 501, and no sandbox page exists', async () => {
    const keys = wechatKeys();
    const server = await startLivePortal('pglite', manualClock(), { wechat: wechatConfig(keys, gatewayUrl) });
    try {
      const response = await fetch(`${server.baseUrl}/health`);
      const text = await response.text();
      // Alipay, SMS, mail, invoicing and courier are off: degraded, still 200 (decision 081).
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ status: 'degraded', sandbox: false, payments: { wechat: 'live', alipay: 'off' }, sms: 'off', mail: 'off', courier: 'off' });
      for (const secret of [WECHAT_IDS.mchId, WECHAT_IDS.merchantSerial, keys.apiV3Key, gatewayUrl, 'PRIVATE KEY']) expect(text).not.toContain(secret);
      const payer = await newUser(server);
      const { body } = await server.call('GET', `/api-pay/alipay/pc/order/${await newOrder(server, payer, 10)}`, { auth: bearer(payer) });
      expect(body.code).toBe(501);
      expect((await fetch(`${server.baseUrl}/sandbox/pay/wechat/P1`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('a plain test server (no payments entry) in the sandbox answers sandbox for both', async () => {
    const server = await startTestServer('pglite');
    try {
      expect(((await (await fetch(`${server.baseUrl}/health`)).json()) as { payments: unknown }).payments).toEqual({ wechat: 'sandbox', alipay: 'sandbox' });
    } finally {
      await server.close();
    }
  });
});
