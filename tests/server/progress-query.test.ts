import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { PROGRESS_FAILURES_PER_IP_PER_HOUR } from '../../src/server/accounts/policy.ts';
import { databaseKinds } from '../support/database.ts';
import { solvedCaptcha } from './account-support.ts';
import { newOrder, newUser, startPaymentServer, type PaymentServer } from './payment-support.ts';

// The anonymous progress query (issue 16 item 2): an application number or passport number plus the name finds the
// application's stage; the answer never carries a personal field of the applicant (nor of anybody else's), a wrong
// name reads exactly like an unknown number, and a client's tries are limited per hour.

interface Result { reference: string; applicantName: string; passportNumMasked: string; status: string; statusText: string; orderState: string | null; history: { state: string; at: string }[]; centerName: string; visaTypeName: string }

describe.each(databaseKinds())('progress query (%s)', (kind) => {
  let server: PaymentServer;
  let paid: { reference: string; passportNum: string };
  let neighbour: { reference: string };

  async function application(userId: string, name: string, passport: Record<string, string>, status: string, orderId: string | null = null) {
    const id = randomUUID();
    const at = new Date('2025-06-01T02:00:00Z');
    const [type] = await server.database.db.select().from(t.visaTypes).limit(1);
    const [row] = await server.database.db.insert(t.applies).values({
      id, userId, applicantName: name, status, orderId, visaChoice: { visaTypeValue: type!.id },
      data: { passport, contact: { mobile: '13812345678', email: 'wang@example.com', address: '建国路1号' } }, createdAt: at, updatedAt: at,
    }).returning();
    return row!;
  }

  beforeAll(async () => {
    server = await startPaymentServer(kind);
    const userId = await newUser(server);
    const orderId = await newOrder(server, userId, 100, { stage: 'inReview', extraPaymentDue: false, decision: null });
    await server.database.db.update(t.orders).set({ centerId: 'center-beijing' });
    await server.database.db.insert(t.orderStatusHistory).values([
      { orderId, state: 'paid', at: new Date('2025-06-02T03:00:00Z') },
      { orderId, state: 'materialsReceived', at: new Date('2025-06-03T03:00:00Z') },
      { orderId, state: 'inReview', at: new Date('2025-06-04T03:00:00Z') },
    ]);
    const row = await application(userId, '王芳', { passportNum: 'E12345678', surnameZh: '王', nameZh: '芳', surnameEn: 'WANG', nameEn: 'FANG', birthDate: '1990-01-01' }, 'inReview', orderId);
    paid = { reference: row.reference, passportNum: 'E12345678' };
    // Same order, another applicant: must never appear in the first one's answer.
    neighbour = { reference: (await application(userId, '李娜', { passportNum: 'E87654321', surnameZh: '李', nameZh: '娜', surnameEn: 'LI', nameEn: 'NA' }, 'inReview', orderId)).reference };
    await application(userId, '赵敏', { passportNum: 'E55555555', surnameZh: '赵', nameZh: '敏' }, 'filling');
  });
  afterAll(() => server.close());

  async function query(number: string, name: string, language = 'en') {
    return server.call('POST', '/api/visa/apply/query', { language, body: { number, name, ...(await solvedCaptcha(server)) } });
  }

  async function results(token: string, language = 'en') {
    const { body } = await server.call('GET', `/api/visa/apply/query?token=${encodeURIComponent(token)}`, { language });
    expect(body.code, body.msg).toBe(0);
    return body.data as Result[];
  }

  it('finds a paid order\'s application by its reference and Chinese name: its stage and dates, no personal field', async () => {
    const { body } = await query(paid.reference, ' 王 芳 ', 'zh');
    expect(body.code, body.msg).toBe(0);
    const [found, ...others] = await results((body.data as { token: string }).token, 'zh');
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      reference: paid.reference, applicantName: '王*', passportNumMasked: '******678', status: 'inReview', orderState: 'inReview',
      statusText: '领事馆审核中', centerName: '北京韩国签证申请中心',
    });
    expect(found!.history.map((entry) => entry.state)).toEqual(['paid', 'materialsReceived', 'inReview']);
    const text = JSON.stringify(found);
    for (const secret of ['E12345678', '王芳', 'WANG', '1990-01-01', '13812345678', 'wang@example.com', '建国路', '李', neighbour.reference, 'E87654321']) {
      expect(text).not.toContain(secret);
    }
  });

  it('finds it by passport number and the Latin name in any case and spacing', async () => {
    const { body } = await query('e12345678', 'wang fang');
    expect(body.code, body.msg).toBe(0);
    expect((await results((body.data as { token: string }).token)).map((r) => r.reference)).toEqual([paid.reference]);
  });

  it('answers a wrong name and an unknown number with the same words, and a draft is not queryable', async () => {
    const wrongName = await query(paid.reference, '李娜');
    const unknown = await query('A999999', '王芳');
    const draft = await query('E55555555', '赵敏');
    for (const answer of [wrongName, unknown, draft]) {
      expect(answer.body).toEqual({ code: 400, msg: 'No application matches this number and name: check both and try again', data: { fields: {}, reason: 'notFound' } });
    }
  });

  it('refuses a wrong graphic code, and a result token that is altered or expired', async () => {
    const wrong = await server.call('POST', '/api/visa/apply/query', { language: 'en', body: { number: paid.reference, name: '王芳', ...(await solvedCaptcha(server)), captchaCode: 'ZZZZ' } });
    expect(wrong.body).toMatchObject({ code: 400, data: { fields: { captchaCode: expect.any(String) } } });
    const { body } = await query(paid.reference, '王芳');
    const token = (body.data as { token: string }).token;
    const altered = await server.call('GET', `/api/visa/apply/query?token=${encodeURIComponent(`x${token}`)}`, { language: 'en' });
    expect(altered.body).toMatchObject({ code: 400, msg: 'These results have expired: please query again' });
    server.clock.advance(11 * 60);
    const late = await server.call('GET', `/api/visa/apply/query?token=${encodeURIComponent(token)}`, { language: 'en' });
    expect(late.body).toMatchObject({ code: 400, data: { reason: 'expired' } });
  });

  it('holds only lookups that found nothing against a client, says the wait in minutes, and lets it try again an hour later', async () => {
    server.clock.advance(3600);
    // An agency's office behind one address: more found lookups than the limit, none refused (issue 38 item 10).
    for (let i = 0; i < PROGRESS_FAILURES_PER_IP_PER_HOUR + 5; i += 1) expect((await query(paid.reference, '王芳')).body.code).toBe(0);
    const answers = [];
    for (let i = 0; i < PROGRESS_FAILURES_PER_IP_PER_HOUR; i += 1) answers.push((await server.call('POST', '/api/visa/apply/query', { language: 'en', body: { number: `A${900000 + i}`, name: 'x', deviceId: 'none', captchaCode: 'ABCD' } })).body.code);
    expect(answers.every((code) => code === 400)).toBe(true);
    const refused = await query(paid.reference, '王芳');
    expect(refused.body).toMatchObject({ code: 429, msg: 'Too many attempts. Please try again in about 60 minutes' });
    expect((await query(paid.reference, '王芳', 'zh')).body.msg).toBe('操作过于频繁，请约60分钟后再试');
    server.clock.advance(3601);
    expect((await query(paid.reference, '王芳')).body.code).toBe(0);
  });

  it('counts every lookup while it runs: a burst of wrong ones at once gets no more than the limit through', async () => {
    server.clock.advance(7200);
    const burst = await Promise.all(Array.from({ length: PROGRESS_FAILURES_PER_IP_PER_HOUR + 10 }, async (_, i) =>
      (await query(`A${800000 + i}`, 'x')).body.code));
    expect(burst.filter((code) => code === 400)).toHaveLength(PROGRESS_FAILURES_PER_IP_PER_HOUR);
    expect(burst.filter((code) => code === 429)).toHaveLength(10);
  });
});
