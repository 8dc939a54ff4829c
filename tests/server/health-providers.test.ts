// /health per provider (issue 38 item 15): a portal that cannot pay, invoice, track or send answers "degraded"
// with the list of what is off, and a live SMS provider counts as working only once a message has gone through.
// Still HTTP 200 (decision 081): the portal serves its pages and sign-in meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_KINDS } from '../../src/server/notifications/texts.ts';
import { templateVariable } from '../../src/server/providers/messaging-config.ts';
import { smsPurposes } from '../../src/server/accounts/code-purposes.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { startLocalAliyunSms, type LocalAliyunSms } from './aliyun-sms-server.ts';
import { startLiveMessagingPortal, type LiveMessagingPortal } from './messaging-live-support.ts';

interface Health {
  status: string;
  providers: { provider: string; mode: string; status: string; reason?: string }[];
}

async function healthOf(baseUrl: string): Promise<Health> {
  const response = await fetch(`${baseUrl}/health`);
  expect(response.status).toBe(200);
  return (await response.json()) as Health;
}

const statusOf = (health: Health, provider: string) => health.providers.find((entry) => entry.provider === provider);

describe('/health', () => {
  it('in the sandbox: ok, every provider ok', async () => {
    const server = await startTestServer('pglite');
    try {
      const health = await healthOf(server.baseUrl);
      expect(health.status).toBe('ok');
      expect(health.providers.map((entry) => entry.status)).toEqual(Array(6).fill('ok'));
    } finally {
      await server.close();
    }
  });

  it('outside the sandbox with nothing configured: degraded, naming payments, invoicing, SMS, mail and courier as off', async () => {
    const server = await startTestServer('pglite', { config: { ...testConfig, sandbox: false } });
    try {
      const health = await healthOf(server.baseUrl);
      expect(health.status).toBe('degraded');
      expect(health.providers).toEqual([
        { provider: 'payments.wechat', mode: 'off', status: 'degraded', reason: expect.stringContaining('WECHATPAY_') },
        { provider: 'payments.alipay', mode: 'off', status: 'degraded', reason: expect.stringContaining('ALIPAY_') },
        { provider: 'invoicing', mode: 'off', status: 'degraded', reason: expect.stringContaining('invoices') },
        { provider: 'sms', mode: 'off', status: 'degraded', reason: expect.any(String) },
        { provider: 'mail', mode: 'off', status: 'degraded', reason: expect.any(String) },
        { provider: 'courier', mode: 'off', status: 'degraded', reason: expect.stringContaining('KUAIDI100_') },
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('/health of a live SMS provider', () => {
  const keys = { accessKeyId: 'LTAI5tLocalTestKey0001', accessKeySecret: 'local-test-access-key-secret-0123' };
  const SIGN = '签证申请中心';
  const templates: Record<string, string> = Object.fromEntries([...smsPurposes, ...MILESTONE_KINDS].map((key, index) => [templateVariable(key), `SMS_4000000${String(index).padStart(2, '0')}`]));
  let gateway: LocalAliyunSms;
  let portal: LiveMessagingPortal;
  beforeAll(async () => {
    gateway = await startLocalAliyunSms(keys, new Set(Object.values(templates)), SIGN);
    portal = await startLiveMessagingPortal('pglite', {
      ...templates, ALIYUN_ACCESS_KEY_ID: keys.accessKeyId, ALIYUN_ACCESS_KEY_SECRET: keys.accessKeySecret, ALIYUN_SMS_SIGN_NAME: SIGN, ALIYUN_SMS_ENDPOINT: gateway.endpoint,
    });
  });
  afterAll(async () => {
    await portal?.close();
    await gateway?.close();
  });

  it('is degraded until it has answered, ok once a code went through, and degraded again when it stays down', async () => {
    expect(statusOf(await healthOf(portal.baseUrl), 'sms')).toMatchObject({ mode: 'aliyun', status: 'degraded', reason: expect.stringContaining('has not answered') });
    expect((await portal.sendSms('13500009001', 'signup')).code).toBe(0);
    expect(statusOf(await healthOf(portal.baseUrl), 'sms')).toEqual({ provider: 'sms', mode: 'aliyun', status: 'ok' });
    gateway.failNext(3);
    expect((await portal.sendSms('13500009002', 'signup')).code).not.toBe(0);
    expect(statusOf(await healthOf(portal.baseUrl), 'sms')).toMatchObject({ status: 'degraded', reason: expect.stringContaining('failed') });
  });
});
