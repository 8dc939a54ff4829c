// A payment taken twice follows its one refund (decision 102): refundDue → refunding → refunded, or refundFailed
// while the gateway refuses it. The other payments keep their own status: a paid payment refunded by the center is
// still the payment that settled its purpose, and its refunds are rows of their own.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import type { RefundStatus } from '../db/tables/refunds.ts';

/** The payment statuses of a refund in progress; refundDue is the one before it exists. */
export const DUPLICATE_PAYMENT_STATUSES = ['refundDue', 'refunding', 'refunded', 'refundFailed'] as const;

/**
 * Only a payment taken twice moves, and only from a refund state, so a payment that is the order's own is never
 * touched. The column's TypeScript type still lists the statuses the payment code knows (decision 102,
 * Consequences), so the value is written as SQL.
 */
export async function followDuplicateRefund(tx: Tx, outTradeNo: string, status: RefundStatus): Promise<void> {
  await tx.update(t.payments).set({ status: sql`${status}` })
    .where(and(eq(t.payments.outTradeNo, outTradeNo), inArray(sql`${t.payments.status}`, [...DUPLICATE_PAYMENT_STATUSES])));
}
