import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { enqueueMilestone } from '../notifications/enqueue.ts';
import type { InvoiceRecordRow } from './records.ts';
import { itemName } from './records.ts';
import type { InvoicingProvider } from '../providers/invoicing/provider.ts';
import { maskPersonalData } from '../log-masking.ts';

// Sending a record to the invoicing provider, outside the request that asked for it (the provider may take
// minutes). A process takes a record by a lease in one UPDATE, so two processes never send the same attempt at once;
// a process that died mid-call leaves a lease that runs out, and the next read of the owner's records takes it again.
// The answer is written only while the record is still that attempt and still invoicing, so the back office's
// "issue now" and a slow sandbox answer cannot both write.

export const ISSUE_LEASE_MS = 2 * 60_000;

export interface IssuingDeps {
  db: Db;
  now: () => Date;
  provider: InvoicingProvider;
  log: (line: string) => void;
}

/** `force`: the back office's "issue now" does not wait for a slow call's lease; the attempt check still keeps one answer. */
async function claim(db: Db, id: string, now: Date, force: boolean): Promise<InvoiceRecordRow | undefined> {
  const free = force ? undefined : or(isNull(t.invoiceRecords.leaseUntil), lt(t.invoiceRecords.leaseUntil, now));
  const [row] = await db.update(t.invoiceRecords)
    .set({ leaseUntil: new Date(now.getTime() + ISSUE_LEASE_MS) })
    .where(and(eq(t.invoiceRecords.id, id), eq(t.invoiceRecords.status, 'invoicing'), free))
    .returning();
  return row;
}

/** Writes the provider's answer to that attempt; false when the record has moved on meanwhile. */
async function settle(db: Db, row: InvoiceRecordRow, now: Date, outcome: Awaited<ReturnType<InvoicingProvider['issue']>>): Promise<boolean> {
  const still = and(eq(t.invoiceRecords.id, row.id), eq(t.invoiceRecords.status, 'invoicing'), eq(t.invoiceRecords.attempt, row.attempt));
  const values = outcome.ok
    ? { status: 'issued' as const, invoiceNo: outcome.invoiceNo, issuedAt: outcome.issuedAt, failure: null, leaseUntil: null, updatedAt: now }
    : { status: 'failed' as const, failure: outcome.reason, leaseUntil: null, updatedAt: now };
  // The issued invoice is a milestone (decision 038): its notification commits with the status or not at all.
  return db.transaction(async (tx) => {
    const done = await tx.update(t.invoiceRecords).set(values).where(still).returning({ id: t.invoiceRecords.id });
    if (done.length > 0 && outcome.ok) {
      await enqueueMilestone(tx, { userId: row.userId, kind: 'invoiceIssued', orderId: row.orderId, orderNo: row.orderNo, at: now });
    }
    return done.length > 0;
  });
}

/** Takes the record if nobody holds it, asks the provider, and writes the answer. Never throws. */
export async function issueRecord(deps: IssuingDeps, id: string, force = false): Promise<'issued' | 'failed' | 'notTaken' | 'superseded'> {
  try {
    const row = await claim(deps.db, id, deps.now(), force);
    if (!row) return 'notTaken';
    let outcome: Awaited<ReturnType<InvoicingProvider['issue']>>;
    try {
      outcome = await deps.provider.issue({
        requestNo: `${row.id}-${row.attempt}`,
        buyer: { type: row.title.type, title: row.title.title, taxNo: row.title.taxNo, email: row.title.email, phone: row.title.phone },
        items: row.items.map((line) => ({ name: itemName(line, row.orderNo, 'zh'), amount: line.amount })),
        amount: row.amount,
        currency: 'CNY',
      });
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!outcome.ok) deps.log(JSON.stringify({ event: 'invoice.issue.failed', recordId: row.id, attempt: row.attempt, provider: deps.provider.name, reason: maskPersonalData(outcome.reason) }));
    const written = await settle(deps.db, row, deps.now(), outcome);
    return written ? (outcome.ok ? 'issued' : 'failed') : 'superseded';
  } catch (error) {
    deps.log(JSON.stringify({ event: 'invoice.issue.error', recordId: id, error: maskPersonalData(error instanceof Error ? error.message : String(error)) }));
    return 'notTaken';
  }
}

/** A failed record goes back to invoicing as a new attempt; one statement, so a double click makes one attempt. */
export async function reopenFailed(db: Db, userId: string, id: string, now: Date): Promise<InvoiceRecordRow | undefined> {
  const [row] = await db.update(t.invoiceRecords)
    .set({ status: 'invoicing', attempt: sql`${t.invoiceRecords.attempt} + 1`, failure: null, leaseUntil: null, updatedAt: now })
    .where(and(eq(t.invoiceRecords.id, id), eq(t.invoiceRecords.userId, userId), eq(t.invoiceRecords.status, 'failed')))
    .returning();
  return row;
}

/** The owner's records still invoicing that nobody holds (a process stopped mid-call): taken again in the background. */
export async function resumeStalled(deps: IssuingDeps, userId: string): Promise<void> {
  const now = deps.now();
  const stalled = await deps.db.select({ id: t.invoiceRecords.id }).from(t.invoiceRecords)
    .where(and(eq(t.invoiceRecords.userId, userId), eq(t.invoiceRecords.status, 'invoicing'), or(isNull(t.invoiceRecords.leaseUntil), lt(t.invoiceRecords.leaseUntil, now))))
    .limit(5);
  for (const { id } of stalled) void issueRecord(deps, id);
}
