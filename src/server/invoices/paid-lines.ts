import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { InvoiceLine } from '../db/tables/invoices.ts';

// What an invoice is for: every payment the portal received for the order (the order's own and each supplement's),
// in yuan as the gateways took it. A payment taken twice for one purpose (refundDue) is owed back, not invoiced.

const cents = (amount: number) => Math.round(amount * 100);

export async function paidLinesOf(db: Db, orderId: string): Promise<{ lines: InvoiceLine[]; amount: number }> {
  const paid = await db.select().from(t.payments)
    .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, 'paid')))
    .orderBy(asc(t.payments.paidAt), asc(t.payments.outTradeNo));
  const extraIds = paid.filter((row) => row.kind === 'extra').map((row) => row.purpose.slice('extra:'.length));
  const extras = extraIds.length ? await db.select().from(t.extraPayments).where(inArray(t.extraPayments.id, extraIds)) : [];
  const reasonsOf = new Map(extras.map((extra) => [extra.id, extra.items.map((item) => item.reason)]));
  const lines: InvoiceLine[] = paid.map((row) => (row.kind === 'order'
    ? { kind: 'order', reasons: [], amount: row.amount }
    : { kind: 'supplement', reasons: reasonsOf.get(row.purpose.slice('extra:'.length)) ?? [], amount: row.amount }));
  return { lines, amount: lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100 };
}
