// Alibaba Cloud SMS (issue 19 item 3) against a local server that checks the SDK's ACS3-HMAC-SHA256 signature
// with the AccessKey secret: the template of the purpose in the person's language, a wrongly signed call refused,
// a gateway down retried and then reported to the person, and a failed send that takes no cooldown. Milestone
// notifications (decision 044) go out as their own templates filled with the order's values, retried by the worker.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { enqueueMilestone } from '../../src/server/notifications/enqueue.ts';
import { MILESTONE_KINDS } from '../../src/server/notifications/texts.ts';
import { createNotificationWorker } from '../../src/server/notifications/worker.ts';
import { templateVariable } from '../../src/server/providers/messaging-config.ts';
import type { Language } from '../../src/domain/constants.ts';
import { databaseKinds } from '../support/database.ts';
import { startLocalAliyunSms, type LocalAliyunSms } from './aliyun-sms-server.ts';
import { startLiveMessagingPortal, type LiveMessagingPortal } from './messaging-live-support.ts';

const keys = { accessKeyId: 'LTAI5tLocalTestKey0001', accessKeySecret: 'local-test-access-key-secret-0123' };
const SIGN = '签证申请中心';
const templates: Record<string, string> = {
  ALIYUN_SMS_TEMPLATE_SIGNUP: 'SMS_100000001',
  ALIYUN_SMS_TEMPLATE_SIGNUP_EN: 'SMS_100000002',
  ALIYUN_SMS_TEMPLATE_CHANGE_MOBILE: 'SMS_100000003',
  ALIYUN_SMS_TEMPLATE_RESET_PASSWORD: 'SMS_100000004',
  ALIYUN_SMS_TEMPLATE_CHANGE_PASSWORD: 'SMS_100000005',
  ALIYUN_SMS_TEMPLATE_RESERVATION: 'SMS_100000006',
  ...Object.fromEntries(MILESTONE_KINDS.map((kind, index) => [templateVariable(kind), `SMS_2000000${String(index).padStart(2, '0')}`])),
  ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED_EN: 'SMS_200000101',
  ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED_KO: 'SMS_200000102',
};

let mobiles = 0;
const newMobile = () => `1350000${String((mobiles += 1)).padStart(4, '0')}`;
const codeIn = (url: string) => JSON.parse(new URL(url, 'http://local').searchParams.get('TemplateParam') ?? '{}').code as string;

describe.each(databaseKinds())('SMS through Alibaba Cloud on %s', (kind) => {
  let gateway: LocalAliyunSms;
  let portal: LiveMessagingPortal;
  const portalEnv = () => ({ ...templates, ALIYUN_ACCESS_KEY_ID: keys.accessKeyId, ALIYUN_ACCESS_KEY_SECRET: keys.accessKeySecret, ALIYUN_SMS_SIGN_NAME: SIGN, ALIYUN_SMS_ENDPOINT: gateway.endpoint });
  beforeAll(async () => {
    gateway = await startLocalAliyunSms(keys, new Set(Object.values(templates)), SIGN);
    portal = await startLiveMessagingPortal(kind, portalEnv());
  });
  afterAll(async () => {
    await portal?.close();
    await gateway?.close();
  });
  afterEach(() => {
    gateway.accepted.length = 0;
    gateway.requests.length = 0;
    gateway.refusals.length = 0;
    portal.logs.length = 0;
  });

  it('sends the code with the purpose\'s template in the person\'s language (Chinese where the console has no other)', async () => {
    const mobile = newMobile();
    expect((await portal.sendSms(mobile, 'signup', 'en')).code).toBe(0);
    const [english] = gateway.accepted;
    expect(english).toMatchObject({ phoneNumbers: mobile, signName: SIGN, templateCode: 'SMS_100000002', templateParam: { code: expect.stringMatching(/^\d{6}$/) } });
    // The code the gateway got is the one the portal will take.
    expect(await portal.checkCode(mobile, 'signup', english!.templateParam.code!)).toBe('ok');

    const other = newMobile();
    expect((await portal.sendSms(other, 'resetPassword', 'ko')).code).toBe(0);
    expect((await portal.sendSms(newMobile(), 'signup', 'zh')).code).toBe(0);
    // resetPassword for an unknown number makes a code and sends nothing (who is registered stays unsaid).
    expect(gateway.accepted.map((sms) => sms.templateCode)).toEqual(['SMS_100000002', 'SMS_100000001']);
    expect(await portal.sentToOutbox()).toEqual([]);
  });

  it('uses the template of each purpose', async () => {
    expect((await portal.sendSms(newMobile(), 'reservation', 'zh')).code).toBe(0);
    expect((await portal.sendSms(newMobile(), 'changeMobile', 'ko')).code).toBe(0);
    expect(gateway.accepted.map((sms) => sms.templateCode)).toEqual(['SMS_100000006', 'SMS_100000003']);
  });

  it('is refused by the gateway when signed with the wrong secret, and the person is told, in their language', async () => {
    const forged = await startLiveMessagingPortal(kind, { ...portalEnv(), ALIYUN_ACCESS_KEY_SECRET: 'not-the-secret-of-this-access-key' });
    try {
      const answer = await forged.sendSms(newMobile(), 'signup', 'en');
      expect(answer).toMatchObject({ code: 500, msg: 'The code could not be sent. Please try again in 30 seconds' });
      expect(gateway.refusals).toEqual(['SignatureDoesNotMatch']);
      // A wrong key stays wrong: not tried again.
      expect(gateway.requests).toHaveLength(1);
      expect(gateway.accepted).toEqual([]);
      expect(forged.logs.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ event: 'message.send.failed', channel: 'sms', permanent: true, givenUp: true, detail: expect.stringContaining('SignatureDoesNotMatch') })]);
    } finally {
      await forged.close();
    }
  });

  it('checks that the signature covers the parameters: a signed call altered on the way, or replayed, is refused', async () => {
    expect((await portal.sendSms(newMobile(), 'signup')).code).toBe(0);
    const [signed] = gateway.requests;
    const altered = new URL(signed!.url, gateway.endpoint);
    altered.searchParams.set('PhoneNumbers', '13999999999');
    const headers = Object.fromEntries(Object.entries(signed!.headers).filter(([name]) => !['content-length', 'connection', 'transfer-encoding'].includes(name)));
    const tampered = await fetch(altered, { method: 'POST', headers });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ Code: 'SignatureDoesNotMatch' });
    const replayed = await fetch(new URL(signed!.url, gateway.endpoint), { method: 'POST', headers });
    expect(await replayed.json()).toMatchObject({ Code: 'SignatureNonceUsed' });
    expect(gateway.accepted).toHaveLength(1);
  });

  it('tries a gateway that is down again, and the code arrives once it answers', async () => {
    gateway.failNext(2);
    const mobile = newMobile();
    expect((await portal.sendSms(mobile, 'signup')).code).toBe(0);
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.accepted).toHaveLength(1);
    expect(portal.logs.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ attempt: 1, retryInMs: 10, givenUp: false }),
      expect.objectContaining({ attempt: 2, retryInMs: 20, givenUp: false }),
    ]);
  });

  it('reports a gateway that stays down to the person, logs it without the code, and takes no cooldown', async () => {
    gateway.failNext(3);
    const mobile = newMobile();
    const failed = await portal.sendSms(mobile, 'signup', 'zh');
    expect(failed).toMatchObject({ code: 500, msg: '验证码发送失败，请30秒后重试' });
    expect(gateway.requests).toHaveLength(3);
    const code = codeIn(gateway.requests[0]!.url);
    const lines = portal.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ event: 'message.send.failed', channel: 'sms', purpose: 'signup', attempt: 3, givenUp: true, to: `135****${mobile.slice(-4)}` });
    expect(portal.logs.join('\n')).not.toContain(code);
    expect(portal.logs.join('\n')).not.toContain(mobile);
    // The failed code is void, and the clock has not moved: the person may ask again at once …
    expect(await portal.checkCode(mobile, 'signup', code)).not.toBe('ok');
    expect((await portal.sendSms(mobile, 'signup')).code).toBe(0);
    expect(gateway.accepted).toHaveLength(1);
    // … while a code that did arrive holds the number's minute as before.
    expect(await portal.sendSms(mobile, 'signup', 'en')).toMatchObject({ code: 429, msg: expect.stringMatching(/in 60 seconds/) });
  });

  it('does not retry the per-number flow control, which lasts longer than a page waits', async () => {
    const mobile = newMobile();
    gateway.limited.add(mobile);
    expect((await portal.sendSms(mobile, 'signup', 'ko')).msg).toBe('인증 코드를 보내지 못했습니다. 30초 후에 다시 시도해 주세요');
    expect(gateway.refusals).toEqual(['isv.BUSINESS_LIMIT_CONTROL']);
    expect(gateway.requests).toHaveLength(1);
  });

  /** An account with a phone and no e-mail (the configured relay is not reachable from here), its SMS in `language`. */
  async function subscriber(language: Language) {
    const id = randomUUID();
    const mobile = newMobile();
    await portal.db.insert(t.users).values({ id, kind: 'user', passwordHash: 'x', mobile });
    await portal.db.insert(t.notificationPreferences).values({ userId: id, sms: true, email: true, language, updatedAt: portal.clock.now() });
    return { id, mobile };
  }
  /** The server's worker (main.ts) over the portal's providers: configured, retried in the call, logged. */
  const notificationWorker = () => createNotificationWorker({
    db: portal.db, sms: portal.sms, mail: portal.mail, now: portal.clock.now, backoffMs: [30_000], log: (line) => portal.logs.push(line),
  });
  const queuedFor = (userId: string) => portal.db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.userId, userId));

  it('sends a milestone as its own template in the person\'s language, filled with the order\'s values', async () => {
    const at = portal.clock.now();
    const zh = await subscriber('zh');
    const en = await subscriber('en');
    const ko = await subscriber('ko');
    for (const [person, orderNo] of [[zh, 'KV20261125000101'], [en, 'KV20261125000102'], [ko, 'KV20261125000103']] as const) {
      await enqueueMilestone(portal.db, { userId: person.id, kind: 'supplementRequested', orderNo, amount: 15.5, reason: '偏远地区快递费', at });
    }
    await enqueueMilestone(portal.db, { userId: ko.id, kind: 'issued', orderNo: 'KV20261125000104', at });

    expect(await notificationWorker().runOnce()).toBe(4);
    const sent = [...gateway.accepted].sort((a, b) => a.templateParam.orderNo!.localeCompare(b.templateParam.orderNo!));
    expect(sent).toEqual([
      { phoneNumbers: zh.mobile, signName: SIGN, templateCode: templates.ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED, templateParam: { orderNo: 'KV20261125000101', amount: '15.50' } },
      { phoneNumbers: en.mobile, signName: SIGN, templateCode: 'SMS_200000101', templateParam: { orderNo: 'KV20261125000102', amount: '15.50' } },
      { phoneNumbers: ko.mobile, signName: SIGN, templateCode: 'SMS_200000102', templateParam: { orderNo: 'KV20261125000103', amount: '15.50' } },
      // No Korean template for this milestone: the Chinese one, with only the order number it takes.
      { phoneNumbers: ko.mobile, signName: SIGN, templateCode: templates.ALIYUN_SMS_TEMPLATE_ISSUED, templateParam: { orderNo: 'KV20261125000104' } },
    ]);
    expect((await Promise.all([zh, en, ko].map((person) => queuedFor(person.id)))).flat().map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(await portal.sentToOutbox()).toEqual([]);
  });

  it('tries a milestone SMS again while the gateway is down, and keeps it as failed and logged once the tries run out', async () => {
    const person = await subscriber('zh');
    await enqueueMilestone(portal.db, { userId: person.id, kind: 'accepted', orderNo: 'KV20261125000201', at: portal.clock.now() });
    const worker = notificationWorker();
    gateway.failNext(3);
    expect(await worker.runOnce()).toBe(1);
    // Three attempts in the call (MESSAGE_RETRY_BACKOFF_MS), then the row waits for the worker's back-off.
    expect(gateway.requests).toHaveLength(3);
    const [waiting] = await queuedFor(person.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('ServiceUnavailable') });
    expect(portal.logs.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1)).toMatchObject({
      event: 'notification.send.failed', channel: 'sms', kind: 'accepted', attempt: 1, retryInMs: 30_000, to: `135****${person.mobile.slice(-4)}`,
    });
    expect(await worker.runOnce()).toBe(0);
    portal.clock.advance(30);
    expect(await worker.runOnce()).toBe(1);
    expect(gateway.accepted).toEqual([expect.objectContaining({ templateCode: templates.ALIYUN_SMS_TEMPLATE_ACCEPTED, templateParam: { orderNo: 'KV20261125000201' } })]);
    expect(await queuedFor(person.id)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);

    await enqueueMilestone(portal.db, { userId: person.id, kind: 'returned', orderNo: 'KV20261125000201', at: portal.clock.now() });
    gateway.failNext(6);
    await worker.runOnce();
    portal.clock.advance(30);
    await worker.runOnce();
    const [returned] = (await queuedFor(person.id)).filter((row) => row.kind === 'returned');
    expect(returned).toMatchObject({ status: 'failed', attempts: 2, lastError: expect.stringContaining('ServiceUnavailable') });
    expect(portal.logs.map((line) => JSON.parse(line) as Record<string, unknown>).at(-1)).toMatchObject({ event: 'notification.send.failed', kind: 'returned', attempt: 2, retryInMs: null });
    expect(gateway.accepted).toHaveLength(1);
    expect(portal.logs.join('\n')).not.toContain(person.mobile);
  });

  it('refuses, without calling the gateway, a milestone SMS that lacks a value its template takes', async () => {
    const person = await subscriber('en');
    await enqueueMilestone(portal.db, { userId: person.id, kind: 'supplementRequested', orderNo: 'KV20261125000301', amount: 20, at: portal.clock.now() });
    // As a row queued before its values were kept with it (migration 0018) would be.
    await portal.db.update(t.notificationOutbox).set({ params: { orderNo: 'KV20261125000301' } }).where(eq(t.notificationOutbox.userId, person.id));
    expect(await notificationWorker().runOnce()).toBe(1);
    expect(await queuedFor(person.id)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'the notification supplementRequested lacks its template parameter amount' }]);
    expect(gateway.requests).toEqual([]);
  });
});
