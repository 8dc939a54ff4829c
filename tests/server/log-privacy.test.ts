// Privacy in the log (issue 38 item 16): a provider's own words about a failed call can carry the request it was
// given (PhoneNumbers=13912340001), so every logged provider detail goes through one masking function. A run with
// a failing live SMS peer leaves no mobile number in its log, whatever way the peer failed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_KINDS } from '../../src/server/notifications/texts.ts';
import { templateVariable } from '../../src/server/providers/messaging-config.ts';
import { smsPurposes } from '../../src/server/accounts/code-purposes.ts';
import { maskPersonalData } from '../../src/server/log-masking.ts';
import { withoutParameters } from '../../src/server/http/error-log.ts';
import { freePort } from '../support/server-process.ts';
import { startLocalAliyunSms, type LocalAliyunSms } from './aliyun-sms-server.ts';
import { startLiveMessagingPortal, type LiveMessagingPortal } from './messaging-live-support.ts';

const keys = { accessKeyId: 'LTAI5tLocalTestKey0001', accessKeySecret: 'local-test-access-key-secret-0123' };
const SIGN = '签证申请中心';
const templates: Record<string, string> = Object.fromEntries([...smsPurposes, ...MILESTONE_KINDS].map((key, index) => [templateVariable(key), `SMS_3000000${String(index).padStart(2, '0')}`]));
const MOBILE = /1[3-9]\d{9}/;

/** A peer that refuses every call quoting the number it was given, as Alibaba Cloud's isv.MOBILE_NUMBER_ILLEGAL may. */
async function startQuotingPeer() {
  const server = createServer((request, response) => {
    const number = new URL(request.url ?? '/', 'http://local').searchParams.get('PhoneNumbers');
    response.writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: `invalid PhoneNumbers=${number}`, RequestId: 'local-1' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the log of a run whose SMS peer fails', () => {
  let gateway: LocalAliyunSms;
  let quoting: Awaited<ReturnType<typeof startQuotingPeer>>;
  let unreachable: string;
  const portals: LiveMessagingPortal[] = [];
  const portalOn = async (endpoint: string) => {
    const portal = await startLiveMessagingPortal('pglite', {
      ...templates, ALIYUN_ACCESS_KEY_ID: keys.accessKeyId, ALIYUN_ACCESS_KEY_SECRET: keys.accessKeySecret, ALIYUN_SMS_SIGN_NAME: SIGN, ALIYUN_SMS_ENDPOINT: endpoint,
    });
    portals.push(portal);
    return portal;
  };
  beforeAll(async () => {
    gateway = await startLocalAliyunSms(keys, new Set(Object.values(templates)), SIGN);
    quoting = await startQuotingPeer();
    // A port nothing listens on: the SDK's error names the whole request it could not send.
    unreachable = `http://127.0.0.1:${await freePort()}`;
  });
  afterAll(async () => {
    for (const portal of portals) await portal.close();
    await gateway?.close();
    await quoting?.close();
  });

  it.each([
    ['down (HTTP 503)', () => { gateway.failNext(3); return gateway.endpoint; }],
    ['unreachable', () => unreachable],
    ['refusing the number, quoting it', () => quoting.endpoint],
  ])('holds no 11-digit mobile when the peer is %s', async (_, peer) => {
    const portal = await portalOn(peer());
    const mobile = '13912340001';
    expect((await portal.sendSms(mobile, 'signup')).code).not.toBe(0);
    expect(portal.logs.length).toBeGreaterThan(0);
    const log = portal.logs.join('\n');
    expect(log).not.toMatch(MOBILE);
    // Still enough to find the complaint: the masked number's ends.
    expect(log).toContain('139****0001');
  });
});

describe('the masking function', () => {
  it('masks mobiles, e-mail addresses, ID card and passport numbers and tokens, and keeps the rest', () => {
    const masked = maskPersonalData('PhoneNumbers=13912340001&x=1 to +8613800138000 mail li.lei@example.cn id 11010519491231002X passport E12345678 Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl request 7D1C-99');
    expect(masked).not.toMatch(MOBILE);
    expect(masked).not.toContain('li.lei@');
    expect(masked).not.toContain('11010519491231002X');
    expect(masked).not.toContain('E12345678');
    expect(masked).not.toContain('eyJzdWIiOiIxIn0');
    expect(masked).toContain('PhoneNumbers=139****0001&x=1');
    expect(masked).toContain('request 7D1C-99');
  });

  it('covers a request\'s failure logged by the app, whose error may be a provider\'s', () => {
    const logged = withoutParameters(new Error('Alibaba Cloud SMS ECONNREFUSED: POST http://127.0.0.1:1/?PhoneNumbers=13912340001&SignName=S failed.')) as Error;
    expect(`${logged.message}\n${logged.stack}`).not.toMatch(MOBILE);
  });
});
