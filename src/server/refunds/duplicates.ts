// A payment taken twice (refundDue, decision 018) becomes its refund without anyone acting: one statement moves the
// payment to refunding and writes its refund, numbered after the payment. Two processes sweeping at once: the
// UPDATE locks each payment, the second finds it no longer refundDue; the partial unique index on a payment's
// duplicate refund holds even if a payment went back to refundDue (a late notify) after its refund was made.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { announceRefundStarted } from './announce.ts';
import { auditPortalRefund } from './audit.ts';
import type { RefundRow } from './ledger.ts';
import { portalReasons } from './messages.ts';

export async function sweepDuplicatePayments(db: Db, now: Date): Promise<RefundRow[]> {
  const stamp = now.toISOString();
  return db.transaction(async (tx) => {
    // A payment already refunded that a late success notify or poll put back to refundDue (payments/settle.ts knows
    // no refund states) follows its one refund again, instead of getting a second.
    await tx.execute(sql`
      UPDATE ${t.payments} SET status = ${t.refunds.status}
      FROM ${t.refunds}
      WHERE ${t.payments.status} = 'refundDue' AND ${t.refunds.outTradeNo} = ${t.payments.outTradeNo} AND ${t.refunds.cause} = 'duplicate'`);
    const made = await tx.execute(sql`
      WITH due AS (
        UPDATE ${t.payments} SET status = 'refunding'
        WHERE status = 'refundDue'
          AND NOT EXISTS (SELECT 1 FROM ${t.refunds} WHERE ${t.refunds.outTradeNo} = ${t.payments.outTradeNo} AND ${t.refunds.cause} = 'duplicate')
        RETURNING out_trade_no, order_id, method, amount
      )
      INSERT INTO ${t.refunds} (out_refund_no, out_trade_no, order_id, method, amount, reason, cause, status, attempts, next_attempt_at, requested_at, updated_at)
      SELECT 'R' || due.out_trade_no, due.out_trade_no, due.order_id, due.method, due.amount, ${JSON.stringify(portalReasons.duplicate)}::jsonb,
             'duplicate', 'refunding', 0, ${stamp}::timestamptz, ${stamp}::timestamptz, ${stamp}::timestamptz
      FROM due
      ON CONFLICT DO NOTHING
      RETURNING out_refund_no`);
    const numbers = (made as unknown as { rows: { out_refund_no: string }[] }).rows.map((row) => row.out_refund_no);
    const rows: RefundRow[] = [];
    for (const outRefundNo of numbers) {
      const [row] = await tx.select().from(t.refunds).where(sql`${t.refunds.outRefundNo} = ${outRefundNo}`);
      if (!row) continue;
      await announceRefundStarted(tx, row, now);
      await auditPortalRefund(tx, row, now);
      rows.push(row);
    }
    return rows;
  });
}

