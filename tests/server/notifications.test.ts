import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { flagIncorrect } from '../../src/server/incorrect/store.ts';
import { issueRecord } from '../../src/server/invoices/issuing.ts';
import { enqueueMilestone } from '../../src/server/notifications/enqueue.ts';
import { createNotificationWorker, type NotificationWorker } from '../../src/server/notifications/worker.ts';
import { applyOrderEvent, requestSupplement } from '../../src/server/orders/store.ts';
import { settlePayment } from '../../src/server/payments/settle.ts';
import { sandboxMail } from '../../src/server/providers/mail/mail.ts';
import { createOutbox } from '../../src/server/providers/outbox.ts';
import { sandboxSms, type Delivery } from '../../src/server/providers/sms/sms.ts';
import { smtpMail } from '../../src/server/providers/mail/smtp.ts';
import { databaseKinds } from '../support/database.ts';
import { leaves, parseMime } from '../support/mime.ts';
import { outbox } from './account-support.ts';
import { startLocalSmtp, type LocalSmtp } from './smtp-test-server.ts';
import { bearer, newOrder, startPaymentServer, type PaymentServer } from './payment-support.ts';

// Milestone notifications (decision 038): written with the change they announce, sent by workers that share one
// queue, once each, across restarts and with two processes on one database.

let people = 0;
async function person(server: PaymentServer, email = true) {
  const id = randomUUID();
  people += 1;
  const mobile = `137${String(process.pid % 10_000).padStart(4, '0')}${String(people).padStart(4, '0')}`;
  await server.database.db.insert(t.users).values({ id, kind: 'user', passwordHash: 'x', mobile, email: email ? `n${people}-${id.slice(0, 6)}@example.cn` : null });
  const [row] = await server.database.db.select().from(t.users).where(eq(t.users.id, id));
  return { id, mobile, email: row!.email };
}

const paidStatus = { stage: 'paid', extraPaymentDue: false, decision: null } as const;

const queued = (db: Db, orderId: string) => db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.orderId, orderId));
const messagesOf = (db: Db, userId: string) => db.select().from(t.userMessages).where(and(eq(t.userMessages.userId, userId), eq(t.userMessages.kind, 'system')));

/** The sandbox providers over the outbox the server's /dev/outbox reads. */
function sandboxWorker(server: PaymentServer, extra: Partial<Parameters<typeof createNotificationWorker>[0]> = {}) {
  const box = createOutbox(server.database.db, server.clock.now);
  return createNotificationWorker({
    db: server.database.db, sms: sandboxSms(box, '0000'), mail: sandboxMail(box, 'fail.example.com'), now: server.clock.now, log: () => {}, ...extra,
  });
}

/** Providers that remember what they were given, slowly enough for two workers to overlap. */
function recording(delayMs = 3) {
  const sent: string[] = [];
  const provider = {
    async send(message: { to: string; text: string; subject?: string }): Promise<Delivery> {
      await sleep(delayMs);
      sent.push(`${message.to}|${message.subject ?? ''}|${message.text}`);
      return { delivered: true };
    },
  };
  return { sent, provider };
}

describe.each(databaseKinds())('milestone notifications (%s)', (kind) => {
  let server: PaymentServer;

  beforeAll(async () => {
    server = await startPaymentServer(kind);
  });
  afterAll(() => server.close());
  // A worker takes every due row: each test starts from an empty queue so it counts only its own.
  beforeEach(async () => {
    await server.database.db.delete(t.notificationOutbox);
  });

  it('writes the in-site message and the SMS and e-mail rows in the transaction of the change; a rolled-back change writes none', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    const at = server.clock.now();

    await expect(applyOrderEvent(db, orderId, 'accepted', at, { inTx: async () => { throw new Error('the center changed its mind'); } })).rejects.toThrow();
    expect(await queued(db, orderId)).toEqual([]);
    expect(await messagesOf(db, user.id)).toEqual([]);
    const [unchanged] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(unchanged!.status.stage).toBe('paid');

    expect((await applyOrderEvent(db, orderId, 'accepted', at)).ok).toBe(true);
    const rows = await queued(db, orderId);
    expect(rows.map((row) => [row.kind, row.channel, row.recipient, row.status]).sort()).toEqual([
      ['accepted', 'email', user.email, 'pending'], ['accepted', 'sms', user.mobile, 'pending'],
    ]);
    const [message] = await messagesOf(db, user.id);
    expect(message!.title).toEqual({ zh: '签证中心已收到材料', en: 'Materials received by the center', ko: '비자센터 서류 접수' });
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(message!.body.zh).toContain(order!.orderNo);
    expect(rows.find((row) => row.channel === 'sms')!.body).toBe(`签证中心已收到材料：${message!.body.zh}`);

    // A move the machine refuses is no milestone either.
    expect((await applyOrderEvent(db, orderId, 'collected', at)).ok).toBe(false);
    expect(await queued(db, orderId)).toHaveLength(2);
  });

  it('announces a supplement with its amount and reason, and the settled payment of an order', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    expect((await requestSupplement(db, orderId, 15.5, '偏远地区快递费', server.clock.now())).ok).toBe(true);
    const [supplement] = await messagesOf(db, user.id);
    expect(supplement!.body.zh).toContain('¥15.50');
    expect(supplement!.body.zh).toContain('偏远地区快递费');
    // What a template-only gateway fills its template with travels with the text (decision 044); the reason does not.
    const [supplemented] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const values = { orderNo: supplemented!.orderNo, amount: '15.50' };
    expect((await queued(db, orderId)).map((row) => row.params)).toEqual([values, values]);

    const unpaid = await newOrder(server, user.id, 100);
    const outTradeNo = `N${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const now = server.clock.now();
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, unpaid));
    await db.insert(t.payments).values({
      outTradeNo, orderId: unpaid, kind: 'order', purpose: 'order', method: 'wechat', amount: order!.amount, currency: 'CNY',
      status: 'pending', qrContent: 'weixin://x', expiresAt: new Date(now.getTime() + 600_000), createdAt: now,
    });
    expect(await settlePayment(db, outTradeNo, { amountCny: order!.amount, gatewayTradeNo: 'G1', paidAt: now }, now)).toBe('settled');
    expect((await queued(db, unpaid)).map((row) => `${row.kind}:${row.channel}`).sort()).toEqual(['paid:email', 'paid:sms']);
    expect((await queued(db, unpaid)).map((row) => row.params)).toEqual([{ orderNo: order!.orderNo }, { orderNo: order!.orderNo }]);
    // A notify that arrives again settles nothing and says nothing again.
    expect(await settlePayment(db, outTradeNo, { amountCny: order!.amount, gatewayTradeNo: 'G1', paidAt: now }, now)).toBe('alreadySettled');
    expect(await queued(db, unpaid)).toHaveLength(2);
  });

  it('announces an issued invoice when its status is written, and a correction the center asks for with its own text', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const now = server.clock.now();
    const recordId = randomUUID();
    await db.insert(t.invoiceRecords).values({
      id: recordId, userId: user.id, orderId, orderNo: order!.orderNo, amount: 100, items: [{ kind: 'order', reasons: [], amount: 100 }],
      title: { id: 't', type: 'personal', title: '王芳', taxNo: null, phone: user.mobile, email: user.email! },
      status: 'invoicing', mailToken: randomUUID(), createdAt: now, updatedAt: now,
    });
    const provider = { name: 'sandbox' as const, issue: async () => ({ ok: true as const, invoiceNo: 'INV1', issuedAt: now }) };
    expect(await issueRecord({ db, now: server.clock.now, provider, log: () => {} }, recordId)).toBe('issued');
    expect((await queued(db, orderId)).map((row) => `${row.kind}:${row.channel}`).sort()).toEqual(['invoiceIssued:email', 'invoiceIssued:sms']);
    expect((await messagesOf(db, user.id)).map((message) => message.title.zh)).toEqual(['发票已开具']);

    const applyId = randomUUID();
    await db.insert(t.applies).values({ id: applyId, userId: user.id, orderId, status: 'submitted', visaChoice: {}, data: {}, createdAt: now, updatedAt: now });
    const [apply] = await db.select().from(t.applies).where(eq(t.applies.id, applyId));
    const flagged = await flagIncorrect(db, apply!, [{ field: 'passport.passportNum', reason: '与护照不符' }], null, now);
    expect(flagged.ok).toBe(true);
    const corrections = (await queued(db, orderId)).filter((row) => row.kind === 'correctionRequested');
    expect(corrections.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const [message] = (await messagesOf(db, user.id)).filter((row) => row.title.zh !== '发票已开具');
    expect(corrections.find((row) => row.channel === 'email')!.body).toBe(message!.body.zh);
    // A correction is about one application: its template names the application's reference, not the fields.
    expect(corrections.find((row) => row.channel === 'sms')!.params).toEqual({ reference: apply!.reference });
    expect(apply!.reference).toMatch(/^A\d+$/);
  });

  it('respects the preferences: SMS off sends only the e-mail (in the saved language) and the in-site message', async () => {
    const db = server.database.db;
    const user = await person(server);
    const auth = bearer(user.id);
    const initial = await server.call('GET', '/api-user/users/notification-preferences', { auth });
    expect(initial.body).toMatchObject({ code: 0, data: { sms: true, email: true, language: 'zh' } });
    const refused = await server.call('PUT', '/api-user/users/notification-preferences', { auth, language: 'en', body: { sms: 'no', email: true } });
    expect(refused.body).toMatchObject({ code: 400, msg: 'Some of the information is not valid. Please check it and try again.' });
    expect((await server.call('GET', '/api-user/users/notification-preferences', { auth })).body.data).toEqual({ sms: true, email: true, language: 'zh' });
    const saved = await server.call('PUT', '/api-user/users/notification-preferences', { auth, language: 'en', body: { sms: false, email: true } });
    expect(saved.body).toMatchObject({ code: 0, data: { sms: false, email: true, language: 'en' } });
    expect((await server.call('GET', '/api-user/users/notification-preferences', { auth })).body.data).toEqual({ sms: false, email: true, language: 'en' });

    const orderId = await newOrder(server, user.id, 100, paidStatus);
    expect((await applyOrderEvent(db, orderId, 'accepted', server.clock.now())).ok).toBe(true);
    while (await sandboxWorker(server).runOnce() > 0);

    const mails = (await outbox(server, { recipient: user.email! })).filter((row) => row.purpose === 'notification:accepted');
    expect(mails).toMatchObject([{ channel: 'email', status: 'sent', subject: 'Materials received by the center' }]);
    expect((await outbox(server, { recipient: user.mobile })).filter((row) => row.purpose?.startsWith('notification:'))).toEqual([]);
    const list = await server.call('GET', '/api-msg/message/list?kind=system', { auth, language: 'en' });
    expect((list.body.data as { records: { title: string }[] }).records.map((record) => record.title)).toContain('Materials received by the center');
    expect((await queued(db, orderId)).map((row) => [row.channel, row.status])).toEqual([['email', 'sent']]);

    // Both off: the in-site message only.
    await server.call('PUT', '/api-user/users/notification-preferences', { auth, body: { sms: false, email: false } });
    expect((await applyOrderEvent(db, orderId, 'reviewed', server.clock.now())).ok).toBe(true);
    expect((await queued(db, orderId)).filter((row) => row.kind === 'inReview')).toEqual([]);
    expect(await messagesOf(db, user.id)).toHaveLength(2);
  });

  it('tries a passing failure again after the backoff and keeps a lasting one as failed', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    let smsFailures = 1;
    const flaky = {
      async send(): Promise<Delivery> {
        if (smsFailures > 0) {
          smsFailures -= 1;
          return { delivered: false, error: 'gateway down' };
        }
        return { delivered: true };
      },
    };
    const bouncing = { send: async (): Promise<Delivery> => ({ delivered: false, error: 'no such mailbox', permanent: true }) };
    const worker = createNotificationWorker({ db, sms: flaky, mail: bouncing, now: server.clock.now, backoffMs: [30_000], log: () => {} });
    expect((await applyOrderEvent(db, orderId, 'accepted', server.clock.now())).ok).toBe(true);

    expect(await worker.runOnce()).toBe(2);
    const byChannel = async () => Object.fromEntries((await queued(db, orderId)).map((row) => [row.channel, row]));
    let rows = await byChannel();
    expect(rows.email).toMatchObject({ status: 'failed', attempts: 1, lastError: 'no such mailbox', claimedBy: null });
    expect(rows.sms).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down', claimedBy: null });
    expect(rows.sms!.nextAttemptAt.getTime()).toBe(server.clock.now().getTime() + 30_000);

    expect(await worker.runOnce()).toBe(0);
    server.clock.advance(30);
    expect(await worker.runOnce()).toBe(1);
    rows = await byChannel();
    expect(rows.sms).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    // The back-off has run out: the next failure is kept as failed.
    expect((await applyOrderEvent(db, orderId, 'reviewed', server.clock.now())).ok).toBe(true);
    smsFailures = 2;
    await worker.runOnce();
    server.clock.advance(30);
    await worker.runOnce();
    const [inReview] = (await queued(db, orderId)).filter((row) => row.kind === 'inReview' && row.channel === 'sms');
    expect(inReview).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('picks up what was pending after a restart, and a crashed claim after its timeout', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    expect((await applyOrderEvent(db, orderId, 'accepted', server.clock.now())).ok).toBe(true);
    expect((await applyOrderEvent(db, orderId, 'reviewed', server.clock.now())).ok).toBe(true);

    // The first process takes the accepted rows and dies before sending them.
    const dying = recording();
    const first = createNotificationWorker({ db, sms: dying.provider, mail: dying.provider, now: server.clock.now, batchSize: 2, claimTimeoutMs: 60_000, log: () => {} });
    const taken = await first.claim();
    expect(taken).toHaveLength(2);

    // The process started after it sends what was never taken at once, and the dead claim only after its timeout.
    const restarted = recording();
    const second = createNotificationWorker({ db, sms: restarted.provider, mail: restarted.provider, now: server.clock.now, claimTimeoutMs: 60_000, log: () => {} });
    expect(await second.runOnce()).toBe(2);
    expect(await second.runOnce()).toBe(0);
    server.clock.advance(61);
    expect(await second.runOnce()).toBe(2);
    expect(restarted.sent).toHaveLength(4);
    expect(dying.sent).toEqual([]);
    expect((await queued(db, orderId)).every((row) => row.status === 'sent')).toBe(true);
    const retaken = (await queued(db, orderId)).filter((row) => taken.some((claimed) => claimed.id === row.id));
    expect(retaken.map((row) => row.attempts)).toEqual([2, 2]);
  });

  it('a stopping worker finishes the send under way and hands back the rest of its batch, taken at once by another', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    expect((await applyOrderEvent(db, orderId, 'accepted', server.clock.now())).ok).toBe(true);

    // The first send, whichever row it is, waits until the worker is told to stop (a deploy's SIGTERM, decision 091).
    let began: () => void = () => {};
    const sending = new Promise<void>((resolve) => (began = resolve));
    let finish: () => void = () => {};
    const slow = recording();
    const firstWaits = {
      async send(message: { to: string; text: string; subject?: string }) {
        if (slow.sent.length === 0) {
          began();
          await new Promise<void>((resolve) => (finish = resolve));
        }
        return slow.provider.send(message);
      },
    };
    const stopping = createNotificationWorker({ db, sms: firstWaits, mail: firstWaits, now: server.clock.now, log: () => {} });
    const round = stopping.runOnce();
    await sending;
    const stopped = stopping.stop();
    finish();
    await stopped;
    expect(await round).toBe(1);
    expect(slow.sent).toHaveLength(1);
    const rows = await queued(db, orderId);
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'sent']);
    expect(rows.find((row) => row.status === 'sent')).toMatchObject({ attempts: 1, claimedBy: null });
    const handedBack = rows.find((row) => row.status === 'pending')!;
    expect(handedBack).toMatchObject({ claimedBy: null, claimedAt: null, attempts: 0 });

    // Handed back, not left to a claim timeout: the next worker sends it now, and only it.
    const next = recording();
    expect(await createNotificationWorker({ db, sms: next.provider, mail: next.provider, now: server.clock.now, log: () => {} }).runOnce()).toBe(1);
    expect(next.sent).toEqual([expect.stringContaining(handedBack.recipient)]);
    expect(slow.sent[0]).not.toContain(handedBack.recipient);
  });

  it('sends each notification exactly once with two workers on two connections to one database', async () => {
    const user = await person(server);
    // A second process: its own pool on the same PostgreSQL database (PGlite allows one process: the same database).
    let other: Database | undefined;
    const secondDb = kind === 'postgres' ? (other = await openDatabase({ url: server.database.url! })).db : server.database.db;
    try {
      const at = server.clock.now();
      const orderNos = Array.from({ length: 30 }, (_, i) => `TWO${people}-${i}`);
      for (const orderNo of orderNos) await enqueueMilestone(server.database.db, { userId: user.id, kind: 'issued', orderNo, at });
      const one = recording();
      const two = recording();
      const workers: NotificationWorker[] = [
        createNotificationWorker({ db: server.database.db, sms: one.provider, mail: one.provider, now: server.clock.now, batchSize: 4, log: () => {} }),
        createNotificationWorker({ db: secondDb, sms: two.provider, mail: two.provider, now: server.clock.now, batchSize: 4, log: () => {} }),
      ];
      const drain = async (worker: NotificationWorker) => {
        let handled = 0;
        for (let round; (round = await worker.runOnce()) > 0;) handled += round;
        return handled;
      };
      const [byOne, byTwo] = await Promise.all(workers.map(drain));
      const sent = [...one.sent, ...two.sent];
      expect(byOne! + byTwo!).toBe(60);
      expect(sent).toHaveLength(60);
      expect(new Set(sent).size).toBe(60);
      for (const orderNo of orderNos) expect(sent.filter((line) => line.includes(`${orderNo} `))).toHaveLength(2);
      if (kind === 'postgres') expect(Math.min(one.sent.length, two.sent.length)).toBeGreaterThan(0);
      const rows = await server.database.db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.userId, user.id));
      expect(rows.map((row) => `${row.status}/${row.attempts}`)).toEqual(Array(60).fill('sent/1'));
    } finally {
      await other?.close();
    }
  });
});

// The live e-mail adapter carries milestones as well as codes (issue 19): a relay that wants STARTTLS and a login
// receives the milestone's subject and text for the person's address, and the row is sent once.
describe('a milestone e-mail through an SMTP relay', () => {
  const account = { user: 'noreply@visa.example.cn', password: 'relay-password-for-tests' };
  let server: PaymentServer;
  let relay: LocalSmtp;
  beforeAll(async () => {
    [server, relay] = await Promise.all([startPaymentServer('pglite'), startLocalSmtp(account)]);
  });
  afterAll(async () => {
    await server?.close();
    await relay?.close();
  });

  it('sends the milestone from MAIL_FROM over TLS, with its subject and the order number', async () => {
    const db = server.database.db;
    const user = await person(server);
    const orderId = await newOrder(server, user.id, 100, paidStatus);
    const mail = smtpMail({
      host: '127.0.0.1', port: relay.port, security: 'starttls', user: account.user, password: account.password,
      from: '签证申请中心 <noreply@visa.example.cn>', ca: readFileSync(relay.caFile, 'utf8'), timeoutMs: 5_000,
    });
    const sms = recording();
    const worker = createNotificationWorker({ db, sms: sms.provider, mail, now: server.clock.now, log: () => {} });
    expect((await applyOrderEvent(db, orderId, 'accepted', server.clock.now())).ok).toBe(true);

    expect(await worker.runOnce()).toBe(2);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(relay.received.map((received) => ({ to: received.to, secure: received.secure, user: received.user }))).toEqual([
      { to: [user.email], secure: true, user: account.user },
    ]);
    const message = parseMime(relay.received[0]!.raw);
    expect(message.headers.subject).toBe('签证中心已收到材料');
    expect(leaves(message)[0]!.text).toContain(order!.orderNo);
    expect((await queued(db, orderId)).map((row) => [row.channel, row.status]).sort()).toEqual([['email', 'sent'], ['sms', 'sent']]);
    expect(await worker.runOnce()).toBe(0);
    expect(relay.received).toHaveLength(1);
  });
});
