// Invoice records in the database (decision 034): one per order, held by the unique index on order_id.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { InvoiceRecordRow } from './records.ts';

/** The order's record, if one was requested, and how many of its supplements are still unpaid. */
export async function invoiceStateOf(db: Db, orderId: string) {
  const [[existing], [open]] = await Promise.all([
    db.select({ id: t.invoiceRecords.id }).from(t.invoiceRecords).where(eq(t.invoiceRecords.orderId, orderId)).limit(1),
    db.select({ n: count() }).from(t.extraPayments).where(and(eq(t.extraPayments.orderId, orderId), eq(t.extraPayments.status, 'unpaid'))),
  ]);
  return { recordId: existing?.id ?? null, unpaidSupplements: open?.n ?? 0 };
}

/** Inserts the record unless the order has one: none answered then (the unique index decides between two requests). */
export async function insertRecordOnce(db: Db, values: typeof t.invoiceRecords.$inferInsert): Promise<InvoiceRecordRow | undefined> {
  const [row] = await db.insert(t.invoiceRecords).values(values).onConflictDoNothing({ target: t.invoiceRecords.orderId }).returning();
  return row;
}

export interface RecordFilter { status?: InvoiceRecordRow['status']; orderId?: string }

/** A page of the user's records, newest first, and how many there are. */
export async function recordPage(db: Db, userId: string, filter: RecordFilter, size: number, offset: number) {
  const conditions: SQL[] = [eq(t.invoiceRecords.userId, userId)];
  if (filter.status) conditions.push(eq(t.invoiceRecords.status, filter.status));
  if (filter.orderId) conditions.push(eq(t.invoiceRecords.orderId, filter.orderId));
  const [rows, [total]] = await Promise.all([
    db.select().from(t.invoiceRecords).where(and(...conditions)).orderBy(desc(t.invoiceRecords.createdAt), desc(t.invoiceRecords.id)).limit(size).offset(offset),
    db.select({ n: count() }).from(t.invoiceRecords).where(and(...conditions)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** By id, whoever owns it: the mail call's token, not a session, says whose it is. */
export async function findRecord(db: Db, id: string): Promise<InvoiceRecordRow | undefined> {
  const [row] = await db.select().from(t.invoiceRecords).where(eq(t.invoiceRecords.id, id)).limit(1);
  return row;
}
