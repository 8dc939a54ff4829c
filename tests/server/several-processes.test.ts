// Several processes, tested (issue 36 item 4, decision 091): two server processes on one PostgreSQL database and one
// bucket (s3rver), the test spreading a mixed load over both: register, sign in, upload, read, apply, order, pay,
// poll. One process is killed with SIGKILL mid-load. The survivor answers no 5xx, nothing acknowledged is lost, the
// graphic-code limit counts across both, each milestone SMS goes out once, and a file uploaded through one process
// is read through the other.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { plainCardPng } from '../support/images.ts';
import { startLocalBucket, type LocalBucket } from '../support/local-bucket.ts';
import { testSecrets } from '../support/secrets.ts';
import { freePort, spawnedProcess, type StartedProcess } from '../support/server-process.ts';
import { upload } from '../support/upload.ts';
import { loginToken, register } from './account-support.ts';
import { uploaded, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, signedApplies } from './orders-support.ts';
import { onPhone } from './payment-support.ts';
import { lostWithProcess, processPair, type Backend, type ProcessPair } from './process-pair.ts';
import { throwAwayDatabase } from '../support/postgres-template.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CAPTCHA_LIMIT = 6;

interface Acknowledged { users: string[]; files: string[]; applies: string[]; orders: string[]; paid: string[] }

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database and one bucket', () => {
  const spawned: StartedProcess[] = [];
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let bucket: LocalBucket;
  let a: Backend;
  let b: Backend;
  let pair: ProcessPair;

  beforeAll(async () => {
    database = await throwAwayDatabase(process.env.TEST_DATABASE_URL!, 'portal_pair');
    bucket = await startLocalBucket();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({
      ...testSecrets, ...bucket.env, SANDBOX: '1', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, STATIC_DIR: '',
      // The gateways' phone page and notify reach the process that stays up.
      PUBLIC_ORIGIN: `http://127.0.0.1:${portB}`,
      TRUSTED_PROXIES: '1', CAPTCHA_DRAWS_PER_IP_PER_10_MIN: String(CAPTCHA_LIMIT), SANDBOX_PAYMENT_LATENCY_MS: '0',
    });
    const started = [spawnedProcess(spawned, env(portA)), spawnedProcess(spawned, env(portB))];
    await Promise.all(started.map((process) => process.ready));
    a = { name: 'A', baseUrl: `http://127.0.0.1:${portA}`, started: started[0]!, alive: true };
    b = { name: 'B', baseUrl: `http://127.0.0.1:${portB}`, started: started[1]!, alive: true };
    db = await openDatabase({ url: database.url });
    pair = processPair([a, b], db);
  }, 180_000);

  afterAll(async () => {
    for (const started of spawned) started.child.kill('SIGKILL');
    await Promise.all(spawned.map((started) => started.exited));
    await db?.close();
    await bucket?.close();
    await database?.drop();
  });

  it('reads through one process a file uploaded through the other, kept in the bucket', async () => {
    const viaA = pair.client('192.0.2.10', a);
    const viaB = pair.client('192.0.2.10', b);
    const objectsBefore = (await bucket.keys()).length;
    const { body } = await upload(viaA, 'passport', await plainCardPng());
    expect(body.code, body.msg).toBe(0);
    const { fileId } = body.data as { fileId: string };
    expect((await bucket.keys()).length).toBe(objectsBefore + 1);
    const mobile = '13500000901';
    await register(viaB, mobile, 'pair0001');
    const auth = await loginToken(viaA, mobile, 'pair0001');
    const preview = await viaB.call('POST', '/api/file/preview', { auth, body: { fileId } });
    expect(preview.body, preview.body.msg).toMatchObject({ code: 0, data: { fileId, dataUrl: expect.stringMatching(/^data:image\//) } });
  });

  it('counts the graphic-code limit across both processes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < CAPTCHA_LIMIT + 4; i += 1) {
      const via = pair.client('203.0.113.9', i % 2 ? b : a);
      answers.push((await via.call('GET', `/api-uaa/validata/code/limit-${process.pid}-${i}`)).body.code);
    }
    expect(answers.filter((code) => code === 0)).toHaveLength(CAPTCHA_LIMIT);
    expect(answers.slice(CAPTCHA_LIMIT).every((code) => code !== 0)).toBe(true);
  });

  /** One person's way from sign-up to a paid order, every step acknowledged before the next. */
  async function journey(person: ApplyServer, index: number, acknowledged: Acknowledged) {
    const mobile = `1350${String(process.pid % 1000).padStart(3, '0')}${String(index).padStart(4, '0')}`;
    const user = await register(person as never, mobile, `pair${String(index).padStart(4, '0')}`);
    acknowledged.users.push(user.id);
    const auth = await loginToken(person, mobile, `pair${String(index).padStart(4, '0')}`);
    const fileId = await uploaded(person, 'passport');
    acknowledged.files.push(fileId);
    const preview = await person.call('POST', '/api/file/preview', { auth, body: { fileId } });
    expect(preview.body.code, preview.body.msg).toBe(0);
    const { draftId, ids } = await signedApplies(person, auth, 1);
    acknowledged.applies.push(...ids);
    const order = await createdOrder(person, auth, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    acknowledged.orders.push(order.id);
    const created = await person.call('GET', `/api-pay/wechat/pc/order/${order.id}`, { auth });
    expect(created.body.code, created.body.msg).toBe(0);
    const qr = created.body.data as { outTradeNo: string; qrContent: string };
    await onPhone(qr.qrContent, 'approve');
    for (let poll = 0; poll < 40; poll += 1) {
      const status = await person.call('GET', `/api-pay/wechat/status/${qr.outTradeNo}`, { auth });
      if ((status.body.data as { status?: string } | null)?.status === 'paid') {
        acknowledged.paid.push(order.id);
        return;
      }
      await wait(250);
    }
    throw new Error(`order ${order.id} not paid after 10 s of polling`);
  }

  it('serves a mixed load through a kill -9 of one process: no 5xx, nothing acknowledged lost, each SMS once', { timeout: 150_000 }, async () => {
    const acknowledged: Acknowledged = { users: [], files: [], applies: [], orders: [], paid: [] };
    const outcomes: string[] = [];
    const run = (index: number, only?: Backend) => journey(pair.client(`198.51.100.${index}`, only), index, acknowledged)
      .then(() => outcomes.push('done'))
      .catch((error: unknown) => {
        // Only a call that was in flight to the killed process may fail, and it was never acknowledged.
        if (!a.alive && lostWithProcess(error)) outcomes.push('interrupted');
        else outcomes.push(`failed: ${(error as Error).message}`);
      });

    const firstWave = Array.from({ length: 6 }, (_, i) => run(i + 1));
    // Killed once the load is well under way: about a third of the first wave's calls answered.
    const before = pair.answered.length;
    for (let i = 0; i < 600 && pair.answered.length - before < 35; i += 1) await wait(50);
    a.alive = false;
    a.started.child.kill('SIGKILL');
    await Promise.all(firstWave);
    // The survivor goes on serving new people.
    await Promise.all([run(7, b), run(8, b)]);

    expect(outcomes.filter((outcome) => outcome.startsWith('failed')), outcomes.join('; ')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'done').length).toBeGreaterThanOrEqual(2);
    expect(pair.answered.filter((answer) => answer.backend === 'B' && answer.status >= 500), 'the survivor answers no 5xx').toEqual([]);
    expect(pair.answered.filter((answer) => answer.status >= 500)).toEqual([]);

    // Everything acknowledged is there.
    expect(await db.db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.id, acknowledged.users))).toHaveLength(acknowledged.users.length);
    expect(await db.db.select({ id: t.files.id }).from(t.files).where(inArray(t.files.id, acknowledged.files))).toHaveLength(acknowledged.files.length);
    expect(await db.db.select({ id: t.applies.id }).from(t.applies).where(inArray(t.applies.id, acknowledged.applies))).toHaveLength(acknowledged.applies.length);
    const orders = await db.db.select().from(t.orders).where(inArray(t.orders.id, acknowledged.orders));
    expect(orders).toHaveLength(acknowledged.orders.length);
    for (const id of acknowledged.paid) expect(orders.find((order) => order.id === id)?.status.stage).toBe('paid');

    // Each paid order's SMS goes out once. One the killed process had claimed is taken again after the claim
    // timeout: the survivor's sandbox clock is moved past it rather than waiting five minutes.
    const notifications = () => db.db.select().from(t.notificationOutbox).where(and(inArray(t.notificationOutbox.orderId, acknowledged.paid), eq(t.notificationOutbox.kind, 'paid')));
    let rows = await notifications();
    for (let i = 0; i < 60 && rows.some((row) => row.status !== 'sent'); i += 1) {
      if (i === 20) await fetch(`${b.baseUrl}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds: 301 }) });
      await wait(250);
      rows = await notifications();
    }
    expect(rows.filter((row) => row.channel === 'sms')).toHaveLength(acknowledged.paid.length);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
    const sent = await db.db.select().from(t.outbox).where(and(eq(t.outbox.channel, 'sms'), eq(t.outbox.purpose, 'notification:paid')));
    for (const row of rows) expect(sent.filter((message) => message.recipient === row.recipient)).toHaveLength(1);
    console.info(`several processes: ${outcomes.filter((outcome) => outcome === 'done').length} journeys done, ${outcomes.filter((outcome) => outcome === 'interrupted').length} interrupted by the kill, ${pair.answered.length} answers (${pair.answered.filter((answer) => answer.backend === 'A').length} from A)`);
  });
});
