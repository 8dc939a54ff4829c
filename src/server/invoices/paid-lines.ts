import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { InvoiceLine } from '../db/tables/invoices.ts';

// What an invoice is for: every payment the portal received for the order (the order's own and each supplement's),
// in yuan as the gateways took it, less what was refunded from it (refunding or refunded; decision 102). A payment
// taken twice for one purpose (refundDue) is owed back, not invoiced; a payment refunded in full leaves no line.

const cents = (amount: number) => Math.round(amount * 100);

export async function paidLinesOf(db: Db, orderId: string): Promise<{ lines: InvoiceLine[]; amount: number }> {
  const paid = await db.select().from(t.payments)
    .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, 'paid')))
    .orderBy(asc(t.payments.paidAt), asc(t.payments.outTradeNo));
  const extraIds = paid.filter((row) => row.kind === 'extra').map((row) => row.purpose.slice('extra:'.length));
  const extras = extraIds.length ? await db.select().from(t.extraPayments).where(inArray(t.extraPayments.id, extraIds)) : [];
  const reasonsOf = new Map(extras.map((extra) => [extra.id, extra.items.map((item) => item.reason)]));
  const refunded = await refundedCentsOf(db, paid.map((row) => row.outTradeNo));
  const lines: InvoiceLine[] = paid
    .map((row) => ({ row, amount: (cents(row.amount) - (refunded.get(row.outTradeNo) ?? 0)) / 100 }))
    .filter(({ amount }) => amount > 0)
    .map(({ row, amount }) => (row.kind === 'order'
      ? { kind: 'order', reasons: [], amount }
      : { kind: 'supplement', reasons: reasonsOf.get(row.purpose.slice('extra:'.length)) ?? [], amount }));
  return { lines, amount: lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100 };
}

/** Cents refunded (or being refunded) from each payment; a failed refund gave nothing back. */
async function refundedCentsOf(db: Db, outTradeNos: string[]): Promise<Map<string, number>> {
  if (!outTradeNos.length) return new Map();
  const rows = await db.select({ outTradeNo: t.refunds.outTradeNo, sum: sql<string>`sum(${t.refunds.amount})` }).from(t.refunds)
    .where(and(inArray(t.refunds.outTradeNo, outTradeNos), inArray(t.refunds.status, ['refunding', 'refunded'])))
    .groupBy(t.refunds.outTradeNo);
  return new Map(rows.map((row) => [row.outTradeNo, cents(Number(row.sum))]));
}
