// Refunds across two server processes on one PostgreSQL database, each with its own pool (issue 34, decision 102):
// partial refunds of one payment sent to both are refused past the paid sum (the payment's row lock holds across
// pools), and two refund workers sweeping and sending at once refund a payment taken twice once.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { refundDepsOf } from '../../src/server/refunds/gateways.ts';
import { createRefundWorker } from '../../src/server/refunds/worker.ts';
import { databaseKinds } from '../support/database.ts';
import { testConfig } from '../support/server.ts';
import { eventually } from './payment-support.ts';
import { finance, newUser, paidOrder, paidTwice, paymentsOf, postRefund, refundBody, refundsOf, startRefundServer } from './refunds-support.ts';

describe.runIf(databaseKinds().includes('postgres'))('refunds across two server processes on one PostgreSQL', () => {
  it('refuses partial refunds past the paid sum and refunds a payment taken twice once, with two of everything', async () => {
    const server = await startRefundServer('postgres');
    const second = await openDatabase({ url: server.database.url! });
    const config = { ...testConfig, publicOrigin: server.baseUrl, sandboxNotifyBackoffMs: [0, 50, 100, 200] };
    const app = createApp({ db: second.db, config, now: server.clock.now, verifyToken: async (token) => ({ userId: token }), log: () => {} });
    const other = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => other.once('listening', () => resolve()));
    const otherServer = { ...server, baseUrl: `http://127.0.0.1:${(other.address() as AddressInfo).port}` };
    try {
      const payer = await newUser(server);
      const auth = await finance(server);
      const paid = await paidOrder(server, payer);
      const part = Math.round((paid.amount / 4) * 100) / 100 + 0.01; // three fit, four would not
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postRefund(i % 2 ? otherServer : server, auth, paid.orderId, refundBody(paid.outTradeNo, part))));
      expect(answers.filter((answer) => answer.body.code === 0).length).toBe(3);
      expect(answers.filter((answer) => answer.body.code === 409).length).toBe(7);
      const total = (await refundsOf(server, paid.orderId)).reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
      expect(total).toBeLessThanOrEqual(Math.round(paid.amount * 100));

      const twice = await paidTwice(server, payer);
      const workers = [server.database.db, second.db].map((db) => createRefundWorker({ ...refundDepsOf(db, config, server.clock.now), log: () => {} }));
      const statuses = await eventually(async () => {
        await Promise.all(workers.map((worker) => worker.runOnce()));
        return (await paymentsOf(server, twice.orderId)).map((row) => row.status).sort();
      }, (now) => (now as string[]).includes('refunded'));
      expect(statuses).toEqual(['paid', 'refunded']);
      expect((await refundsOf(server, twice.orderId)).map((row) => row.cause)).toEqual(['duplicate']);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
      await second.close();
      await server.close();
    }
  }, 120_000);
});
