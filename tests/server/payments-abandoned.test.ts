// A pending payment whose QR is still empty, left by a process killed while it asked the gateway for the QR,
// blocked every new payment of that order for 60 s (issue 39 item 10). Nobody is making that QR, so it is
// abandoned at once: the next "pay" closes it and opens a QR of its own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { qrMakerOf } from '../../src/server/payments/qr-makers.ts';
import { databaseKinds } from '../support/database.ts';
import { bearer, newOrder, newUser, paymentsOf, startPaymentServer, type PaymentServer } from './payment-support.ts';

describe.each(databaseKinds())('a payment left half made on %s', (kind) => {
  let server: PaymentServer;
  let user: string;
  beforeAll(async () => {
    server = await startPaymentServer(kind, { sandboxPaymentLatencyMs: 20 });
    user = await newUser(server);
  });
  afterAll(() => server.close());

  const pay = (orderId: string) => fetch(`${server.baseUrl}/api-pay/wechat/pc/order/${orderId}`, { headers: { authorization: bearer(user), 'accept-language': 'en' } })
    .then(async (response) => (await response.json()) as { code: number; msg: string; data: { outTradeNo: string; qrContent: string } });

  /** The row a process killed mid-call leaves: the slot claimed a moment ago, its QR never written. */
  async function leftBehind(orderId: string) {
    const outTradeNo = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await server.database.db.insert(t.payments).values({
      outTradeNo, orderId, kind: 'order', purpose: 'order', method: 'wechat', amount: 100, currency: 'CNY',
      status: 'pending', qrContent: '', expiresAt: new Date(server.clock.now().getTime() + 30 * 60_000), createdAt: server.clock.now(),
    });
    return outTradeNo;
  }

  it('is taken for abandoned at once: the next "pay" answers a QR of its own and the empty one is closed', async () => {
    const orderId = await newOrder(server, user, 66);
    const stale = await leftBehind(orderId);
    const answer = await pay(orderId);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.outTradeNo).not.toBe(stale);
    expect(answer.data.qrContent).not.toBe('');
    const rows = await paymentsOf(server, orderId);
    expect(rows.find((row) => row.outTradeNo === stale)?.status).toBe('closed');
    expect(rows.filter((row) => row.status === 'pending').map((row) => row.outTradeNo)).toEqual([answer.data.outTradeNo]);
  });

  it('a QR being made is still waited for: a double click gets the one QR', async () => {
    const orderId = await newOrder(server, user, 67);
    const answers = await Promise.all([pay(orderId), pay(orderId), pay(orderId)]);
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.data.outTradeNo)).size).toBe(1);
  });
});

describe.runIf(databaseKinds().includes('postgres'))('a QR being made in another process on PostgreSQL', () => {
  it('is seen as being made until its maker is done, or its process gone', async () => {
    const server = await startPaymentServer('postgres');
    const other = await openDatabase({ url: server.database.url! });
    try {
      const here = qrMakerOf(server.database.db);
      const making = await qrMakerOf(other.db).start('T-made-elsewhere');
      expect(await here.isMaking('T-made-elsewhere')).toBe(true);
      await making.done();
      expect(await here.isMaking('T-made-elsewhere')).toBe(false);
      const killed = `T-maker-killed-${randomUUID()}`;
      await qrMakerOf(other.db).start(killed);
      expect(await here.isMaking(killed)).toBe(true);
      // What a kill -9 does to the other process's connection: the database ends it, and its locks with it. Only
      // that lock's holder: other tests may share this database.
      const terminated = await server.database.db.execute(sql`select pg_terminate_backend(pid) as ended from pg_locks
        where locktype = 'advisory' and ((classid::bigint << 32) | objid::bigint) = hashtextextended(${`payment-qr:${killed}`}, 0)`);
      expect((terminated as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      await expect.poll(() => here.isMaking(killed)).toBe(false);
    } finally {
      await other.close();
      await server.close();
    }
  });
});
