// A refund and the order's e-invoice (issue 34 item 4, decision 102): before the invoice, a refund lowers what can
// be invoiced (a payment refunded in full leaves no line); after it was issued, the invoice is marked once for a
// red-letter reversal, in the refund's transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { paidLinesOf } from '../../src/server/invoices/paid-lines.ts';
import { databaseKinds } from '../support/database.ts';
import { eventually, type PaymentServer } from './payment-support.ts';
import { finance, newUser, paidOrder, postRefund, refundBody, refundsOf, startRefundServer } from './refunds-support.ts';

describe.each(databaseKinds())('refunds and invoices on %s', (kind) => {
  let server: PaymentServer;
  let payer: string;
  let auth: string;

  beforeAll(async () => {
    server = await startRefundServer(kind);
    payer = await newUser(server);
    auth = await finance(server);
  }, 60_000);
  afterAll(() => server.close());

  const cents = (yuan: number) => Math.round(yuan * 100);

  it('a refund before the invoice lowers what can be invoiced; refunded in full, nothing is left to invoice', async () => {
    const paid = await paidOrder(server, payer);
    expect(cents((await paidLinesOf(server.database.db, paid.orderId)).amount)).toBe(cents(paid.amount));
    expect((await postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, 10.5))).body.code).toBe(0);
    const lowered = await paidLinesOf(server.database.db, paid.orderId);
    expect(cents(lowered.amount)).toBe(cents(paid.amount) - 1050);
    expect(lowered.lines).toEqual([{ kind: 'order', reasons: [], amount: (cents(paid.amount) - 1050) / 100 }]);
    expect((await postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, (cents(paid.amount) - 1050) / 100))).body.code).toBe(0);
    expect(await paidLinesOf(server.database.db, paid.orderId)).toEqual({ lines: [], amount: 0 });
  }, 60_000);

  it('a refund after the invoice was issued marks it for a red-letter reversal, once', async () => {
    const paid = await paidOrder(server, payer);
    const at = server.clock.now();
    const id = randomUUID();
    await server.database.db.insert(t.invoiceRecords).values({
      id, userId: payer, orderId: paid.orderId, orderNo: paid.orderNo,
      title: { id: 'title', type: 'personal', title: '王芳', taxNo: null, phone: '13812345678', email: 'wang.fang@example.com' },
      amount: paid.amount, items: [{ kind: 'order', reasons: [], amount: paid.amount }], status: 'issued', invoiceNo: '99990000000000000001',
      mailToken: 'x', createdAt: at, issuedAt: at, updatedAt: at,
    });
    const invoice = async () => (await server.database.db.select().from(t.invoiceRecords).where(eq(t.invoiceRecords.id, id)))[0]!;
    expect((await invoice()).reversal).toBeNull();
    await Promise.all([1, 2, 3].map(() => postRefund(server, auth, paid.orderId, refundBody(paid.outTradeNo, 1))));
    expect((await invoice()).reversal).toBe('due');
    // Every refund went through, and each is settled by the gateway: the mark is the invoice's, not the refund's.
    const rows = await eventually(() => refundsOf(server, paid.orderId), (all) => all.every((row) => row.status === 'refunded'));
    expect(rows.length).toBe(3);
    expect((await invoice()).reversal).toBe('due');
  }, 60_000);
});
