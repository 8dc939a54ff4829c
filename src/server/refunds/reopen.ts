// A failed refund tried again (by the worker's backoff, or by the finance role at once): under the payment's row
// lock, as a new refund is, because a failed refund held no money back and others may have been made since; it
// goes back to refunding, claimed by the caller, with the same refund number (the gateway's idempotency key).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { refundAmountProblem } from '../../domain/refund-rules.ts';
import { cents, claimUntil, liveRefundedCents, type RefundRow } from './ledger.ts';
import { followDuplicateRefund } from './payment-status.ts';

export type Reopened = { ok: true; refund: RefundRow } | { ok: false; why: 'notFound' | 'notFailed' | 'tooMuch' };

export async function reopenRefund(db: Db, outRefundNo: string, now: Date, options: { orderId?: string } = {}): Promise<Reopened> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ outTradeNo: t.refunds.outTradeNo, orderId: t.refunds.orderId }).from(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo));
    if (!peek || (options.orderId && peek.orderId !== options.orderId)) return { ok: false as const, why: 'notFound' as const };
    const [payment] = await tx.select().from(t.payments).where(eq(t.payments.outTradeNo, peek.outTradeNo)).for('update');
    const [refund] = await tx.select().from(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo)).for('update');
    if (!payment || !refund) return { ok: false as const, why: 'notFound' as const };
    // Another worker or a second click reopened it first: this one leaves it alone.
    if (refund.status !== 'refundFailed' || (refund.claimedUntil && refund.claimedUntil > now)) return { ok: false as const, why: 'notFailed' as const };
    const left = cents(payment.amount) - (await liveRefundedCents(tx, payment.outTradeNo));
    if (refundAmountProblem(refund.amount, left / 100) === 'tooMuch') {
      // Others took what it would give back: it stays failed, for a person to see, and is not tried by itself again.
      await tx.update(t.refunds).set({ nextAttemptAt: null, lastError: 'exceedsRefundable', updatedAt: now }).where(eq(t.refunds.outRefundNo, outRefundNo));
      return { ok: false as const, why: 'tooMuch' as const };
    }
    const [row] = await tx.update(t.refunds).set({
      status: 'refunding', claimedUntil: claimUntil(now), attempts: sql`${t.refunds.attempts} + 1`, nextAttemptAt: now, updatedAt: now,
    }).where(and(eq(t.refunds.outRefundNo, outRefundNo), inArray(t.refunds.status, ['refundFailed']))).returning();
    if (row!.cause === 'duplicate') await followDuplicateRefund(tx, row!.outTradeNo, 'refunding');
    return { ok: true as const, refund: row! };
  });
}
