// Webhooks delivered exactly once per event with two server processes on one PostgreSQL database (issue 33 "Done
// when", decision 095): thirty orders are cancelled through both processes at once, each cancellation writing its
// delivery in its own transaction, and both processes' workers poll the same table. The receiver must get every
// event once, and each must verify with the webhook secret.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { createIntegration } from '../../src/server/integrations/store.ts';
import { systemActor } from '../../src/server/audit/record.ts';
import { verifyWebhook } from '../../src/server/webhooks/signature.ts';
import { throwAwayDatabase } from '../support/postgres-template.ts';
import { testSecrets } from '../support/secrets.ts';
import { freePort, spawnedProcess, type StartedProcess } from '../support/server-process.ts';
import { loginToken, register } from './account-support.ts';
import { courier } from './orders-support.ts';
import { processPair, type Backend, type ProcessPair } from './process-pair.ts';
import { startReceiver } from './integrations-support.ts';

const EVENTS = 30;

describe.runIf(process.env.TEST_DATABASE_URL)('webhooks with two processes on one PostgreSQL database', () => {
  const spawned: StartedProcess[] = [];
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let pair: ProcessPair;
  let a: Backend;
  let b: Backend;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    database = await throwAwayDatabase(process.env.TEST_DATABASE_URL!, 'portal_hooks');
    // A receiver a little slow to answer, so both workers have rows claimed at the same time.
    receiver = await startReceiver({ delayMs: 40 });
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({
      ...testSecrets, SANDBOX: '1', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, STATIC_DIR: '',
      PUBLIC_ORIGIN: `http://127.0.0.1:${portA}`, TRUSTED_PROXIES: '1',
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
    await receiver?.close();
    await database?.drop();
  });

  it('delivers each event once, signed, whichever process wrote it and whichever worker claimed it', async () => {
    const made = await createIntegration(db.db, systemActor('test'), { name: 'Case system', centerId: 'center-beijing', webhookUrl: receiver.url }, testSecrets.STORED_SECRETS_KEY, new Date());
    const viaA = pair.client('198.51.100.7', a);
    await register(viaA, '13500000777', 'hooks001');
    const auth = await loginToken(viaA, '13500000777', 'hooks001');
    const [user] = await db.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.mobile, '13500000777'));
    const at = new Date();
    const orderIds = Array.from({ length: EVENTS }, () => randomUUID());
    await db.db.insert(t.orders).values(orderIds.map((id, index) => ({
      id, orderNo: `H${Date.now()}${index}`, userId: user!.id, status: { stage: 'pendingPayment' as const, extraPaymentDue: false, decision: null },
      applyIds: [], centerId: 'center-beijing', currency: 'USD' as const, amount: 100, delivery: courier, returns: [], createdAt: at, updatedAt: at,
      fees: { currency: 'USD', visaFee: 100, serviceFee: 0, urgentFee: 0, deliveryFee: 0, returnExpressFee: 0, total: 100 },
    })));

    // Both processes cancel at once (the pair alternates), while both workers poll.
    const client = pair.client('198.51.100.7');
    const answers = await Promise.all(orderIds.map((id) => client.call('PUT', `/api-order/order/${id}/cancel`, { auth })));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(EVENTS).fill(0));
    expect(new Set(pair.answered.filter((answer) => answer.path.endsWith('/cancel')).map((answer) => answer.backend))).toEqual(new Set(['A', 'B']));

    const deadline = Date.now() + 60_000;
    let rows = await db.db.select().from(t.webhookDeliveries);
    while (rows.filter((row) => row.status === 'delivered').length < EVENTS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await db.db.select().from(t.webhookDeliveries);
    }
    // A moment more, for a second post of any event to show itself.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    rows = await db.db.select().from(t.webhookDeliveries);
    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(orderIds));

    const ids = receiver.received.map((request) => String(request.headers['portal-webhook-id']));
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    for (const request of receiver.received) {
      const headers = { timestamp: String(request.headers['portal-webhook-timestamp']), signature: String(request.headers['portal-webhook-signature']) };
      expect(verifyWebhook(made.webhookSecret, headers, request.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(JSON.parse(request.body)).toMatchObject({ event: 'cancelled', order: { stage: 'cancelled', centerId: 'center-beijing' } });
    }
  }, 120_000);
});
