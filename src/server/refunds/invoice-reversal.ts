// A refund and the order's e-invoice (issue 34 item 4): an invoice issued (or being issued) before the refund states
// more than was kept, so it is marked for a red-letter reversal at the invoicing provider. A refund before any
// invoice needs nothing here: the invoice is made from what was kept (invoices/paid-lines.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';

/** In the refund's transaction; once per invoice (a second refund finds it already marked). */
export async function markInvoiceForReversal(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const marked = await tx.update(t.invoiceRecords).set({ reversal: 'due', updatedAt: at })
    .where(and(eq(t.invoiceRecords.orderId, orderId), inArray(t.invoiceRecords.status, ['invoicing', 'issued']), isNull(t.invoiceRecords.reversal)))
    .returning({ id: t.invoiceRecords.id });
  return marked.length > 0;
}
